import "@/content/browser-zod";
import { z } from "zod";

import { products } from "./products";
import { parseRecords } from "./schema";

export const starIngredientSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string().min(1),
  origin: z.string().min(1),
  benefit: z.string().min(1),
  image: z.string().regex(/^\/images\/ingredients\/[a-z0-9-]+\.webp$/, "must be an image under /images/ingredients/"),
});

export const ingredientBreakdownSchema = z.object({
  slug: z.string().min(1),
  ingredients: z.array(z.object({ name: z.string().min(1), purpose: z.string().min(1), isKey: z.boolean() })).min(1),
});

export type StarIngredient = z.infer<typeof starIngredientSchema>;
export type IngredientBreakdown = z.infer<typeof ingredientBreakdownSchema>;

export const starIngredients: StarIngredient[] = parseRecords("star ingredient", starIngredientSchema, [
  {
    id: "matcha",
    name: "Ceremonial Matcha",
    origin: "Stone-ground green tea leaves from Uji, Japan",
    benefit: "Rich in catechins that calm redness and defend against pollution and sun stress.",
    image: "/images/ingredients/matcha.webp",
  },
  {
    id: "kaolin",
    name: "Kaolin Clay",
    origin: "Mineral-rich white clay from France",
    benefit: "Lifts excess oil and impurities from pores without over-drying.",
    image: "/images/ingredients/kaolin.webp",
  },
  {
    id: "collagen",
    name: "Marine Collagen",
    origin: "Sustainably sourced from fish skin",
    benefit: "Supports bounce and helps skin look firmer and smoother.",
    image: "/images/ingredients/collagen.webp",
  },
  {
    id: "hyaluronic",
    name: "Hyaluronic Acid",
    origin: "Plant-fermented, in two molecular weights",
    benefit: "Draws moisture into the skin and keeps it there through air-conditioned days.",
    image: "/images/ingredients/hyaluronic.webp",
  },
  {
    id: "centella",
    name: "Centella Asiatica",
    origin: "The 'tiger grass' herb of traditional Asian medicine",
    benefit: "Soothes irritation and supports a healthy skin barrier.",
    image: "/images/ingredients/centella.webp",
  },
  {
    id: "aloe",
    name: "Aloe Vera",
    origin: "Cold-pressed leaf juice",
    benefit: "Cools and hydrates, keeping skin comfortable while the clay works.",
    image: "/images/ingredients/aloe.webp",
  },
]);

const records = [
  {
    slug: "matcha-clay-mask",
    ingredients: [
      { name: "Ceremonial Matcha", purpose: "Antioxidant, calms redness", isKey: true },
      { name: "Kaolin Clay", purpose: "Absorbs excess oil", isKey: true },
      { name: "Bentonite Clay", purpose: "Draws out impurities", isKey: true },
      { name: "Aloe Vera", purpose: "Soothes and hydrates", isKey: true },
      { name: "Glycerin", purpose: "Keeps skin soft", isKey: false },
      { name: "Panthenol", purpose: "Supports the skin barrier", isKey: false },
    ],
  },
  {
    slug: "collagen-essence",
    ingredients: [
      { name: "Marine Collagen", purpose: "Plumps and firms", isKey: true },
      { name: "Hyaluronic Acid", purpose: "Deep hydration", isKey: true },
      { name: "Matcha Extract", purpose: "Brightens and protects", isKey: true },
      { name: "Niacinamide", purpose: "Evens skin tone", isKey: true },
      { name: "Betaine", purpose: "Locks in moisture", isKey: false },
      { name: "Palmitoyl Tripeptide-1", purpose: "Smooths fine lines", isKey: false },
    ],
  },
  {
    slug: "matcha-pure-cleanser",
    ingredients: [
      { name: "Matcha", purpose: "Antioxidant cleanse", isKey: true },
      { name: "Green Tea Amino Acids", purpose: "Gentle, low-foam cleansing", isKey: true },
      { name: "Centella Asiatica", purpose: "Calms irritation", isKey: true },
      { name: "Panthenol", purpose: "Comfort after rinsing", isKey: true },
      { name: "Glycerin", purpose: "Prevents tightness", isKey: false },
      { name: "Citric Acid", purpose: "Keeps the pH skin-friendly", isKey: false },
    ],
  },
] satisfies unknown[];

/** Throws at import when the flagged key ingredients drift from the product record, so both pages agree. */
export function checkBreakdownsMatchProducts(breakdowns: IngredientBreakdown[], catalogue = products): void {
  for (const breakdown of breakdowns) {
    const product = catalogue.find((candidate) => candidate.slug === breakdown.slug);
    if (!product) throw new Error(`Invalid ingredient breakdown "${breakdown.slug}": no product has this slug`);
    const flagged = breakdown.ingredients.filter((ingredient) => ingredient.isKey).map((ingredient) => ingredient.name);
    const expected = product.keyIngredients;
    if (flagged.length !== expected.length || flagged.some((name) => !expected.includes(name))) {
      throw new Error(
        `Invalid ingredient breakdown "${breakdown.slug}": key ingredients must be ${expected.join(", ")}`,
      );
    }
  }
}

export const ingredientBreakdowns: IngredientBreakdown[] = parseRecords(
  "ingredient breakdown",
  ingredientBreakdownSchema,
  records,
);
checkBreakdownsMatchProducts(ingredientBreakdowns);
