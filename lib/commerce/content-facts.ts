import { activeBundles as bundles } from "@/content/bundles";
import { products } from "@/content/products";
import type { CatalogueFacts } from "./catalogue-facts";

const toFils = (aed: number) => Math.round(aed * 100);

/** content/'s own figures for a handle: the local provider's truth, and what stands in when Shopify cannot be asked. */
export function contentFacts(handle: string): CatalogueFacts | null {
  const product = products.find((candidate) => candidate.slug === handle);
  if (product) {
    return {
      handle,
      productId: product.shopifyId,
      variantId: product.shopifyVariantId,
      title: product.name,
      priceFils: toFils(product.price),
      compareAtPriceFils: product.originalPrice === undefined ? null : toFils(product.originalPrice),
      available: true,
      source: "content",
    };
  }
  const bundle = bundles.find((candidate) => candidate.slug === handle);
  if (!bundle) return null;
  return {
    handle,
    productId: bundle.shopifyId,
    variantId: bundle.shopifyVariantId,
    title: bundle.name,
    priceFils: toFils(bundle.bundlePrice),
    compareAtPriceFils: toFils(bundle.originalPrice),
    available: bundle.isActive,
    source: "content",
  };
}

/** Every handle the catalogue has a page for, products first, in content/'s order. */
export const catalogueHandles = (): string[] => [
  ...products.map((product) => product.slug),
  ...bundles.map((bundle) => bundle.slug),
];
