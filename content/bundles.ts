import { bundleSchema, parseRecords, type Bundle } from "./schema";
import { products } from "./products";

const included = products.map(({ id, name, size, price, image }) => ({ id, name, size, price, image }));
const originalPrice = included.reduce((total, product) => total + product.price, 0);
const bundlePrice = 239;
const savings = originalPrice - bundlePrice;

const records = [
  {
    id: "matcha-ritual",
    shopifyId: "gid://shopify/Product/8001000000010",
    shopifyVariantId: "gid://shopify/ProductVariant/4801000000010",
    name: "The Matcha Ritual",
    slug: "matcha-ritual",
    description: "The complete three-step matcha routine: cleanse, purify and hydrate, at a bundle price.",
    extendedDescription:
      "Everything your skin needs for a calm, glowing complexion. Start with the Matcha Pure Cleanser, treat with the Matcha Clay Mask two to three times a week, and seal in moisture with Collagen Essence. Together they balance oil, refine pores and keep skin hydrated through the Gulf's heat and air-conditioning.",
    originalPrice,
    bundlePrice,
    savings,
    savingsPercentage: Math.round((savings / originalPrice) * 1000) / 10,
    rating: 4.9,
    reviews: 12,
    image: "/images/bundles/matcha-ritual-1.webp",
    gallery: ["/images/bundles/matcha-ritual-1.webp", "/images/bundles/matcha-ritual-2.webp"],
    badge: "Limited Time",
    benefits: [
      "A complete morning and evening routine",
      "Products formulated to work together",
      "Visible results within 2 weeks",
      "Free UAE shipping",
    ],
    includedProducts: included,
    isActive: true,
  },
] satisfies unknown[];

/** Every bundle content/ describes; which are on sale is the catalogue's (lib/catalogue), seeded from isActive. */
export const bundles: Bundle[] = parseRecords("bundle", bundleSchema, records);

/** Only active bundles are ever shown or sold. */
export const activeBundles: Bundle[] = bundles.filter((bundle) => bundle.isActive);

export function getBundleBySlug(slug: string): Bundle | undefined {
  return activeBundles.find((bundle) => bundle.slug === slug);
}
