import { activeBundles } from "./bundles";
import { products } from "./products";

/** One sellable thing, keyed by its variant id, so carts and orders on every provider resolve prices the same way. */
export type SellableItem = {
  merchandiseId: string;
  productId: string;
  kind: "product" | "bundle";
  title: string;
  handle: string;
  href: string;
  price: number;
  image: string;
  size?: string;
  purchasable: boolean;
};

export const sellableItems: SellableItem[] = [
  ...products.map((product) => ({
    merchandiseId: product.shopifyVariantId,
    productId: product.shopifyId,
    kind: "product" as const,
    title: product.name,
    handle: product.slug,
    href: `/products/${product.slug}`,
    price: product.price,
    image: product.image,
    size: product.size,
    purchasable: !product.isComingSoon,
  })),
  ...activeBundles.map((bundle) => ({
    merchandiseId: bundle.shopifyVariantId,
    productId: bundle.shopifyId,
    kind: "bundle" as const,
    title: bundle.name,
    handle: bundle.slug,
    href: `/bundles/${bundle.slug}`,
    price: bundle.bundlePrice,
    image: bundle.image,
    purchasable: true,
  })),
];

export function findSellableItem(merchandiseId: string): SellableItem | undefined {
  return sellableItems.find((item) => item.merchandiseId === merchandiseId);
}
