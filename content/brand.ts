export const brand = {
  name: "Matcha Glow",
  legalName: "Matcha Glow Skincare",
  tagline: "Natural matcha skincare for radiant skin",
  description:
    "Natural, matcha-based skincare made for skin in the UAE and the GCC: cruelty-free, dermatologist tested and shipped free across the UAE.",
  contactEmail: "hello@matchaglow.ae",
  siteUrl: process.env.NEXT_PUBLIC_SITE_URL ?? "http://localhost:3000",
  businessHours: [
    { days: "Sunday - Thursday", hours: "9:00 AM - 6:00 PM" },
    { days: "Friday - Saturday", hours: "Closed" },
  ],
} as const;

/** Marketing claims, shown as written in the specification. */
export const claims = {
  badges: ["Cruelty-Free", "100% Natural", "Dermatologist Tested"],
  customers: "10,000+",
  rating: "4.9/5",
  averageRating: 4.9,
  newsletterReaders: "25,000+",
  improvementPercent: 94,
  improvementWeeks: 2,
  verifiedReviews: 89,
  satisfactionPercent: 98,
} as const;
