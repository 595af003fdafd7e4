import { products } from "@/content/products";

const catalogueSlugs = new Set(products.map((product) => product.slug));

/** A wishlist names products of the catalogue only: a stale or made-up slug from a browser is never stored. */
export const isCatalogueProduct = (slug: string): boolean => catalogueSlugs.has(slug);
