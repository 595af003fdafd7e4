/** The review form's product names in Arabic, keyed by the id the form submits (content/reviewable-products.ts). */
export const reviewableProductNames: Readonly<Record<string, string>> = {
  "matcha-clay-mask": "قناع الطين بالماتشا",
  "hydra-bloom-serum": "سيروم هيدرا بلوم",
  "collagen-essence": "خلاصة الكولاجين",
  "matcha-pure-cleanser": "غسول الماتشا النقي",
};
