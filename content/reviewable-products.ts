import "@/lib/validations/browser-zod";
import { z } from "zod";

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
