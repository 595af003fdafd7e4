import { merchant } from "./merchant";

export const brand = {
  name: "Matcha Glow",
  /** content/merchant.ts holds the business details; this is its English legal name. */
  legalName: merchant.legalName.en,
  tagline: "Natural matcha skincare for radiant skin",
  description:
    "Natural, matcha-based skincare made for skin in the UAE and the GCC: cruelty-free, dermatologist tested and shipped free across the UAE.",
  contactEmail: merchant.email,
  siteUrl: process.env.NEXT_PUBLIC_SITE_URL ?? "http://localhost:3000",
  businessHours: [
    { days: "Sunday - Thursday", hours: "9:00 AM - 6:00 PM" },
    { days: "Friday - Saturday", hours: "Closed" },
  ],
} as const;

/** Marketing claims, shown as written in the specification. */
export const claims = {
  badges: ["Cruelty-Free", "Natural", "Dermatologist Tested"],
  customers: "10,000+",
  rating: "4.9/5",
  averageRating: 4.9,
  newsletterReaders: "25,000+",
  improvementPercent: 94,
  improvementWeeks: 2,
  verifiedReviews: 89,
  satisfactionPercent: 98,
} as const;
