export const ingredientsCopy = {
  meta: {
    title: "Our Ingredients",
    description:
      "Ceremonial matcha, kaolin clay, marine collagen, hyaluronic acid, centella and aloe: what goes into Matcha Glow skincare and why.",
  },
  hero: {
    eyebrow: "Ingredients",
    title: "Nature's best, clearly explained",
    intro: "Every ingredient earns its place. Here is what we use, where it comes from and what it does for your skin.",
  },
  star: { title: "Star Ingredients", intro: "The hero ingredients behind our formulas." },
  breakdown: {
    title: "Ingredients by product",
    intro: "Key ingredients are flagged; the full list follows each product.",
    keyLabel: "Key ingredient",
    fullList: "Full ingredient list",
    viewProduct: (name: string) => `Shop ${name}`,
  },
} as const;
