import "@/lib/validations/browser-zod";
import { z } from "zod";

import type { Locale } from "@/lib/i18n/locales";

import { reviewableProductNames as arabicNames } from "./ar/reviewable-products";
import { parseRecords } from "./schema";

export const reviewableProductSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/, "id must be lowercase words joined by hyphens"),
  name: z.string().min(1),
});

export type ReviewableProduct = z.infer<typeof reviewableProductSchema>;

/** The review form's product choices: the catalogue plus the serum, which is reviewed but not sold here. */
export const reviewableProducts: ReviewableProduct[] = parseRecords("reviewable product", reviewableProductSchema, [
  { id: "matcha-clay-mask", name: "Matcha Clay Mask" },
  { id: "hydra-bloom-serum", name: "Hydra Bloom Serum" },
  { id: "collagen-essence", name: "Collagen Essence" },
  { id: "matcha-pure-cleanser", name: "Matcha Pure Cleanser" },
]);

/** The review form's choices in a locale; `id` is what the form submits. Separate from content/localized.ts to keep client bundles small. */
export function reviewableProductsIn(locale: Locale): ReviewableProduct[] {
  if (locale === "en") return reviewableProducts;
  return reviewableProducts.map(({ id }) => {
    const name = arabicNames[id];
    if (!name) throw new Error(`No Arabic name for reviewable product "${id}"`);
    return { id, name };
  });
}
