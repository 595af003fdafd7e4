import { products } from "@/content/products";

/** The catalogue's product for an id a request names (content/products.ts); bundles take no requests. */
export function productById(productId: string) {
  return products.find((product) => product.id === productId);
}

export function productBySlug(slug: string) {
  return products.find((product) => product.slug === slug);
}
