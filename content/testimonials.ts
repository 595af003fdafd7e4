import { parseRecords, testimonialSchema, type Testimonial } from "./schema";

const records = [
  {
    id: "fatima-dubai",
    name: "Fatima Al Mansouri",
    location: "Dubai, UAE",
    rating: 5,
    review:
      "The clay mask is the first one that doesn't leave my skin tight in this humidity. My pores look smaller and my make-up sits better. I use it every Sunday and Wednesday now.",
    productUsed: "Matcha Clay Mask",
    timeUsed: "3 months",
    verified: true,
  },
  {
    id: "sarah-abu-dhabi",
    name: "Sarah Thompson",
    location: "Abu Dhabi, UAE",
    rating: 5,
    review:
      "Office air-conditioning used to leave my skin flaky by the afternoon. The essence keeps it soft all day and it layers perfectly under sunscreen.",
    productUsed: "Collagen Essence",
    timeUsed: "6 weeks",
    verified: true,
  },
  {
    id: "aisha-sharjah",
    name: "Aisha Rahman",
    location: "Sharjah, UAE",
    rating: 5,
    review:
      "I bought the full ritual as a treat and it has become my evening wind-down. My skin is calmer, more even and honestly glowing. Worth every dirham.",
    productUsed: "The Matcha Ritual",
    timeUsed: "2 months",
    verified: true,
  },
  {
    id: "layla-riyadh",
    name: "Layla Haddad",
    location: "Riyadh, Saudi Arabia",
    rating: 5,
    review:
      "My sensitive skin reacts to almost every cleanser. This one is gentle, smells faintly of green tea and never stings. Redness around my nose has faded.",
    productUsed: "Matcha Pure Cleanser",
    timeUsed: "4 months",
    verified: true,
  },
  {
    id: "priya-dubai",
    name: "Priya Nair",
    location: "Dubai, UAE",
    rating: 4,
    review:
      "Lovely texture and it really clears out my T-zone. I'd love a bigger tub, because I use it more often than I expected. Packaging arrived beautifully.",
    productUsed: "Matcha Clay Mask",
    timeUsed: "1 month",
    verified: true,
  },
  {
    id: "noura-manama",
    name: "Noura Al Khalifa",
    location: "Manama, Bahrain",
    rating: 5,
    review:
      "Fine lines around my eyes look softer and my skin feels bouncy in the morning. It absorbs in seconds, so it fits my rushed routine.",
    productUsed: "Collagen Essence",
    timeUsed: "2 months",
    verified: true,
  },
] satisfies unknown[];

export const testimonials: Testimonial[] = parseRecords("testimonial", testimonialSchema, records);

/** 'Fatima Al Mansouri' -> 'FA': the avatar stands in for a photo we don't have. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/);
  const first = words[0]?.charAt(0) ?? "";
  const last = words.length > 1 ? (words.at(-1)?.charAt(0) ?? "") : "";
  return (first + last).toUpperCase();
}
