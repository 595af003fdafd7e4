import { claims } from "../../brand";

export const reviewsCopy = {
  meta: {
    title: "Customer Reviews",
    description: `Read ${claims.verifiedReviews} verified reviews of Matcha Glow skincare: rated ${claims.rating} by customers across the UAE and the GCC.`,
  },
  hero: {
    eyebrow: "Reviews",
    title: "Loved by real skin",
    rating: `${claims.rating} from ${claims.verifiedReviews} verified reviews`,
  },
  gridTitle: "What our customers say",
  verified: "Verified Purchase",
  usage: (product: string, time: string) => `Used ${product} for ${time}`,
  stats: {
    title: "Reviews in numbers",
    items: [
      { value: String(claims.verifiedReviews), label: "Verified reviews" },
      { value: `${claims.satisfactionPercent}%`, label: "Satisfaction" },
      { value: claims.rating, label: "Average rating" },
    ],
  },
  write: {
    title: "Write a Review",
    text: "Bought from us? Tell other shoppers how your skin feels. Reviews are published after we verify the order.",
  },
  cta: {
    title: "Ready to start your glow?",
    text: "Find your formula, or ask us anything about your skin.",
    shop: "Shop Now",
    ask: "Ask a Question",
  },
} as const;
