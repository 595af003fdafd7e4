import { parseRecords, productSchema, type Product } from "./schema";

const records = [
  {
    id: "matcha-clay-mask",
    shopifyId: "gid://shopify/Product/8001000000001",
    shopifyVariantId: "gid://shopify/ProductVariant/4801000000001",
    name: "Matcha Clay Mask",
    slug: "matcha-clay-mask",
    description:
      "A purifying kaolin clay mask with ceremonial-grade matcha that draws out impurities and calms the skin in 10 minutes.",
    extendedDescription:
      "Our best-selling mask pairs stone-ground Uji matcha with French kaolin and bentonite clays. The clays lift excess oil and city grime from the pores while matcha's antioxidants soothe redness, so skin feels clean and balanced rather than tight. Made for the Gulf climate: it deep-cleans after long, humid days without stripping the skin barrier.",
    price: 99,
    rating: 4.9,
    reviews: 23,
    benefits: [
      "Deep-cleans and refines pores",
      "Controls excess oil",
      "Calms redness",
      "Leaves skin soft, never tight",
    ],
    detailedBenefits: [
      {
        title: "Pore refining",
        description: "Kaolin and bentonite clays absorb excess sebum and lift impurities from congested pores.",
      },
      {
        title: "Antioxidant protection",
        description: "Matcha's catechins help neutralise free radicals from sun and pollution.",
      },
      { title: "Barrier friendly", description: "Aloe and glycerin keep skin comfortable while the mask works." },
    ],
    skinTypes: ["Oily", "Combination", "Normal", "Acne-prone"],
    keyIngredients: ["Ceremonial Matcha", "Kaolin Clay", "Bentonite Clay", "Aloe Vera"],
    ingredients:
      "Aqua, Kaolin, Bentonite, Glycerin, Camellia Sinensis (Matcha) Leaf Powder, Aloe Barbadensis Leaf Juice, Caprylic/Capric Triglyceride, Panthenol, Allantoin, Xanthan Gum, Phenoxyethanol, Ethylhexylglycerin.",
    usage: [
      "Cleanse your face and pat dry.",
      "Apply an even layer, avoiding the eyes and lips.",
      "Leave on for 10 minutes while the mask sets.",
      "Rinse with warm water and follow with Collagen Essence.",
      "Use 2-3 times a week.",
    ],
    image: "/images/products/matcha-clay-mask-1.webp",
    gallery: [
      "/images/products/matcha-clay-mask-1.webp",
      "/images/products/matcha-clay-mask-2.webp",
      "/images/products/matcha-clay-mask-3.webp",
    ],
    badge: "Best Seller",
    size: "100ml",
    faq: [
      {
        question: "Can I use it on sensitive skin?",
        answer:
          "Yes. The formula is fragrance-free and dermatologist tested; patch test first if your skin reacts easily.",
      },
      {
        question: "How often should I use it?",
        answer: "Two to three times a week is ideal. Oily skin can use it up to four times a week.",
      },
    ],
    perfectFor: "oily skin, enlarged pores or a dull complexion",
    skinIssues: ["Congested pores", "Excess shine", "Dullness"],
  },
  {
    id: "collagen-essence",
    shopifyId: "gid://shopify/Product/8001000000002",
    shopifyVariantId: "gid://shopify/ProductVariant/4801000000002",
    name: "Collagen Essence",
    slug: "collagen-essence",
    description: "A lightweight collagen and matcha moisturizing essence that plumps, hydrates and restores bounce.",
    extendedDescription:
      "A silky essence that sinks in instantly, layering marine collagen and hyaluronic acid with matcha extract. It floods the skin with moisture that lasts through air-conditioned days, smooths the look of fine lines and leaves a healthy, dewy finish under sunscreen or make-up.",
    price: 94,
    rating: 4.9,
    reviews: 15,
    benefits: ["Long-lasting hydration", "Plumps fine lines", "Restores elasticity", "Dewy, non-greasy finish"],
    detailedBenefits: [
      {
        title: "Deep hydration",
        description: "Two weights of hyaluronic acid hydrate the surface and deeper layers of the skin.",
      },
      { title: "Visible bounce", description: "Marine collagen and peptides support firmer, smoother-looking skin." },
      { title: "Calm and bright", description: "Matcha and niacinamide even out tone and soothe stressed skin." },
    ],
    skinTypes: ["Dry", "Normal", "Combination", "Mature"],
    keyIngredients: ["Marine Collagen", "Hyaluronic Acid", "Matcha Extract", "Niacinamide"],
    ingredients:
      "Aqua, Glycerin, Hydrolyzed Collagen, Niacinamide, Sodium Hyaluronate, Camellia Sinensis Leaf Extract, Betaine, Panthenol, Palmitoyl Tripeptide-1, Allantoin, Carbomer, Phenoxyethanol.",
    usage: [
      "After cleansing, shake 3-4 drops into your palms.",
      "Press gently into face and neck.",
      "Follow with sunscreen in the morning.",
      "Use morning and evening.",
    ],
    image: "/images/products/collagen-essence-1.webp",
    gallery: [
      "/images/products/collagen-essence-1.webp",
      "/images/products/collagen-essence-2.webp",
      "/images/products/collagen-essence-3.webp",
    ],
    badge: "New",
    size: "50ml",
    faq: [
      { question: "Is it suitable for oily skin?", answer: "Yes. The texture is water-light and non-comedogenic." },
      {
        question: "Can I use it with retinol?",
        answer: "Yes. Apply the essence first, then your retinol treatment in the evening.",
      },
    ],
    perfectFor: "dry or dehydrated skin and early fine lines",
    skinIssues: ["Dehydration", "Fine lines", "Loss of firmness"],
  },
  {
    id: "matcha-pure-cleanser",
    shopifyId: "gid://shopify/Product/8001000000003",
    shopifyVariantId: "gid://shopify/ProductVariant/4801000000003",
    name: "Matcha Pure Cleanser",
    slug: "matcha-pure-cleanser",
    description:
      "A gentle, pH-balanced gel cleanser with matcha and green tea amino acids that cleans without stripping.",
    extendedDescription:
      "A low-foam gel that melts away sunscreen, sweat and daily build-up. Amino-acid cleansers and matcha leave skin clean, calm and comfortable, never squeaky. Gentle enough for twice-daily use in every season.",
    price: 89,
    rating: 4.7,
    reviews: 33,
    benefits: [
      "Removes sunscreen and impurities",
      "Keeps the barrier intact",
      "Soothes and refreshes",
      "Suitable for daily use",
    ],
    detailedBenefits: [
      { title: "Gentle clean", description: "Amino-acid surfactants lift oil and grime at a skin-friendly pH of 5.5." },
      { title: "Soothing", description: "Matcha and centella calm redness and irritation." },
      { title: "Comfortable", description: "Glycerin and panthenol keep skin soft after rinsing." },
    ],
    skinTypes: ["All skin types", "Sensitive"],
    keyIngredients: ["Matcha", "Green Tea Amino Acids", "Centella Asiatica", "Panthenol"],
    ingredients:
      "Aqua, Sodium Cocoyl Glycinate, Glycerin, Coco-Betaine, Camellia Sinensis (Matcha) Leaf Powder, Centella Asiatica Extract, Panthenol, Sodium Chloride, Citric Acid, Phenoxyethanol.",
    usage: [
      "Wet your face with lukewarm water.",
      "Massage a small amount into the skin for 30-60 seconds.",
      "Rinse thoroughly and pat dry.",
      "Use morning and evening.",
    ],
    image: "/images/products/matcha-pure-cleanser-1.webp",
    gallery: [
      "/images/products/matcha-pure-cleanser-1.webp",
      "/images/products/matcha-pure-cleanser-2.webp",
      "/images/products/matcha-pure-cleanser-3.webp",
    ],
    size: "100ml",
    faq: [
      {
        question: "Does it remove make-up?",
        answer: "It removes light make-up and sunscreen. For heavy make-up, double cleanse.",
      },
      {
        question: "Is it fragrance-free?",
        answer: "Yes, the only scent is a faint note of green tea from the matcha.",
      },
    ],
    perfectFor: "sensitive skin or a skin barrier that needs a gentle reset",
    skinIssues: ["Sensitivity", "Redness", "Tightness after washing"],
  },
] satisfies unknown[];

export const products: Product[] = parseRecords("product", productSchema, records);

export function getProductBySlug(slug: string): Product | undefined {
  return products.find((product) => product.slug === slug);
}

/** 'You May Also Like': the other products, at most three. */
export function getRelatedProducts(slug: string, limit = 3): Product[] {
  return products.filter((product) => product.slug !== slug).slice(0, limit);
}
