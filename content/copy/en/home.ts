import { brand, claims } from "../../brand";
import { policyText as t } from "./policy-text";

export const homeCopy = {
  meta: {
    title: `${brand.name} | Natural Matcha Skincare in the UAE`,
    description: `Cruelty-free matcha skincare made for Gulf skin. ${t.freeShippingOver}; ${t.uaeDeliveryShort.toLowerCase()} delivery across the Emirates.`,
  },
  hero: {
    eyebrow: "Natural matcha skincare",
    title: "Glow naturally with the power of matcha",
    intro:
      "Ceremonial-grade matcha, gentle clays and hydrating botanicals, made for skin that lives between desert heat and air-conditioning.",
    imageAlt: "Matcha Glow clay mask, essence and cleanser on a stone tray with fresh matcha powder",
    primary: "Shop Our Collection",
    secondary: "Learn More",
    secondaryDestination: " about our ingredients",
    badges: claims.badges,
  },
  collection: {
    title: "Our Signature Collection",
    intro: "Three essentials that cleanse, purify and hydrate. Each works alone and even better together.",
    viewAll: "View all products",
  },
  bundles: {
    title: "Save with a ritual",
    intro: "Build a complete routine and pay less than buying each product separately.",
    save: (percent: number) => `Save ${percent}%`,
    view: "View bundle",
  },
  whyChoose: {
    title: `Why Choose ${brand.name}`,
    intro: "Skincare that respects your skin, the planet and the climate you live in.",
    reasons: [
      { title: "Natural ingredients", text: "Ceremonial matcha, clays and plant extracts, without harsh fillers." },
      { title: "Dermatologist tested", text: "Every formula is tested for tolerance, including on sensitive skin." },
      { title: "Cruelty-free", text: "Never tested on animals, at any stage of development." },
      {
        title: "Made for the Gulf",
        text: "Textures that stay comfortable in humidity, heat and air-conditioned rooms.",
      },
    ],
    stats: [
      { value: claims.customers, label: "happy customers" },
      { value: claims.rating, label: "average rating" },
      { value: `${claims.improvementPercent}%`, label: `see improvement within ${claims.improvementWeeks} weeks` },
    ],
  },
  reviews: {
    title: "Customer Love",
    intro: `Rated ${claims.rating} by ${claims.verifiedReviews} verified customers.`,
    cta: "Read all reviews",
  },
  faq: {
    title: "Questions, answered",
    intro: "A few things shoppers ask us most.",
    cta: "See all FAQs",
  },
  track: {
    title: "Track your order",
    text: `Orders are dispatched ${t.dispatch}. Follow yours with your e-mail address and order number.`,
    cta: "Track Order",
  },
} as const;
