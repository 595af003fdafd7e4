import "./browser-zod";
import { z } from "zod";

/** Validated at import: a typo in content fails the build with the record's name, not a page at run time. */

const imagePath = z.string().regex(/^\/images\/.+\.(webp|png|jpg|avif)$/, "must be a local image under /images/");

export const faqEntrySchema = z.object({ question: z.string().min(1), answer: z.string().min(1) });

export const productSchema = z.object({
  id: z.string().min(1),
  shopifyId: z.string().startsWith("gid://shopify/Product/"),
  shopifyVariantId: z.string().startsWith("gid://shopify/ProductVariant/"),
  name: z.string().min(1),
  slug: z.string().regex(/^[a-z0-9-]+$/, "slug must be lowercase words joined by hyphens"),
  description: z.string().min(1),
  extendedDescription: z.string().min(1),
  price: z.number().positive(),
  originalPrice: z.number().positive().optional(),
  rating: z.number().min(0).max(5),
  reviews: z.number().int().nonnegative(),
  benefits: z.array(z.string().min(1)).min(1),
  detailedBenefits: z.array(z.object({ title: z.string().min(1), description: z.string().min(1) })).min(1),
  skinTypes: z.array(z.string().min(1)).min(1),
  keyIngredients: z.array(z.string().min(1)).min(1),
  ingredients: z.string().min(1),
  usage: z.array(z.string().min(1)).min(1),
  image: imagePath,
  gallery: z.array(imagePath).min(1),
  badge: z.string().min(1).optional(),
  size: z.string().min(1),
  faq: z.array(faqEntrySchema),
  isComingSoon: z.boolean().optional(),
  /** The collection page's 'Perfect if you have' hint. */
  perfectFor: z.string().min(1),
  /** The collection page's skin-issues block. */
  skinIssues: z.array(z.string().min(1)).min(1),
});

export const includedProductSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  size: z.string().min(1),
  price: z.number().positive(),
  image: imagePath,
});

export const bundleSchema = z
  .object({
    id: z.string().min(1),
    shopifyId: z.string().startsWith("gid://shopify/Product/"),
    shopifyVariantId: z.string().startsWith("gid://shopify/ProductVariant/"),
    name: z.string().min(1),
    slug: z.string().regex(/^[a-z0-9-]+$/),
    description: z.string().min(1),
    extendedDescription: z.string().min(1),
    originalPrice: z.number().positive(),
    bundlePrice: z.number().positive(),
    savings: z.number().nonnegative(),
    savingsPercentage: z.number().min(0).max(100),
    rating: z.number().min(0).max(5),
    reviews: z.number().int().nonnegative(),
    image: imagePath,
    gallery: z.array(imagePath).min(1),
    badge: z.string().min(1).optional(),
    benefits: z.array(z.string().min(1)).min(1),
    includedProducts: z.array(includedProductSchema).min(1),
    isActive: z.boolean(),
  })
  .superRefine((bundle, ctx) => {
    const sum = bundle.includedProducts.reduce((total, product) => total + product.price, 0);
    if (sum !== bundle.originalPrice) {
      ctx.addIssue({
        code: "custom",
        path: ["originalPrice"],
        message: `originalPrice ${bundle.originalPrice} must equal the included products' sum ${sum}`,
      });
    }
    if (Math.abs(bundle.originalPrice - bundle.bundlePrice - bundle.savings) > 0.001) {
      ctx.addIssue({ code: "custom", path: ["savings"], message: "savings must equal originalPrice - bundlePrice" });
    }
    const percent = Math.round((bundle.savings / bundle.originalPrice) * 1000) / 10;
    if (percent !== bundle.savingsPercentage) {
      ctx.addIssue({ code: "custom", path: ["savingsPercentage"], message: `savingsPercentage must be ${percent}` });
    }
  });

export const testimonialSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  location: z.string().min(1),
  rating: z.number().int().min(1).max(5),
  review: z.string().min(1),
  productUsed: z.string().min(1),
  timeUsed: z.string().min(1),
  verified: z.boolean(),
});

export type Product = z.infer<typeof productSchema>;
export type Bundle = z.infer<typeof bundleSchema>;
export type Testimonial = z.infer<typeof testimonialSchema>;
export type FaqEntry = z.infer<typeof faqEntrySchema>;

/** Parses a list and names the failing record, so a broken entry reads as e.g. `product "matcha-clay-mask": price: ...`. */
export function parseRecords<T>(kind: string, schema: z.ZodType<T>, records: unknown[]): T[] {
  return records.map((record, index) => {
    const result = schema.safeParse(record);
    if (result.success) return result.data;
    const label = (record as { slug?: string; id?: string })?.slug ?? (record as { id?: string })?.id ?? `#${index}`;
    const details = result.error.issues
      .map((issue) => `${issue.path.join(".") || "(root)"}: ${issue.message}`)
      .join("; ");
    throw new Error(`Invalid ${kind} "${label}": ${details}`);
  });
}
