import { activeBundles as bundles } from "@/content/bundles";
import { products } from "@/content/products";

/**
 * The commercial side of one catalogue item as Shopify sells it (what it costs, whether it can be bought, which
 * variant the cart adds), apart from its copy, which content/ always supplies. Money is integer fils.
 */
export type CatalogueFacts = {
  handle: string;
  productId: string;
  variantId: string;
  /** The provider's title, for the back office; the shop shows content/'s copy. */
  title: string;
  priceFils: number;
  /** The earlier price struck through next to the price, when there is one above it. */
  compareAtPriceFils: number | null;
  available: boolean;
  /**
   * `shopify`: read from the Storefront API. `last-known`: Shopify could not be asked just now, so this process's last
   * good reading stands in. `content`: neither exists, so content/'s figures stand in.
   */
  source: "shopify" | "last-known" | "content";
};

export const AED_CURRENCY = "AED";

const toFils = (aed: number) => Math.round(aed * 100);

/** content/'s own figures for a handle: what stands in when Shopify cannot be asked. */
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
