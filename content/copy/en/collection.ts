import { claims } from "../../brand";
import { policyText as t } from "./policy-text";

export const collectionCopy = {
  meta: {
    title: "Shop the Collection",
    description:
      "Matcha Clay Mask, Collagen Essence and Matcha Pure Cleanser: natural skincare for oily, dry and sensitive skin, delivered across the UAE.",
  },
  hero: {
    eyebrow: "The collection",
    title: "Skincare powered by matcha",
    intro: "Find the formula for your skin, or bring all three together in the Matcha Ritual.",
  },
  gridTitle: "All products",
  perfectFor: "Perfect if you have",
  skinIssuesTitle: "Helps with",
  proof: {
    title: "Results you can see",
    intro: "Numbers from the people who use our products every day.",
    points: [
      {
        value: `${claims.improvementPercent}%`,
        label: `of users see improvement within ${claims.improvementWeeks} weeks`,
      },
      { value: claims.customers, label: "customers across the GCC" },
      { value: claims.rating, label: `average from ${claims.verifiedReviews} verified reviews` },
      { value: `${claims.satisfactionPercent}%`, label: "customer satisfaction" },
    ],
    badges: claims.badges,
  },
  cta: {
    title: "Not sure where to start?",
    text: `Get the complete routine for less, or ask us for a recommendation. ${t.freeShippingOver}.`,
    completeSet: (percent: number) => `Get the Complete Set - Save ${percent}%`,
    ask: "Ask a Question",
  },
} as const;
