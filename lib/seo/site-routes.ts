import { activeBundles } from "@/content/bundles";
import { products } from "@/content/products";

/** Public pages worth indexing; cart, checkout and order pages are per-shopper and stay out of the sitemap. */
export const staticRoutes = [
  "/",
  "/collection",
  "/ingredients",
  "/reviews",
  "/about",
  "/contact",
  "/faq",
  "/shipping",
  "/returns",
  "/track-order",
  "/privacy",
  "/terms",
] as const;

export const productRoutes = products.map((product) => `/products/${product.slug}`);
export const bundleRoutes = activeBundles.map((bundle) => `/bundles/${bundle.slug}`);

export const indexableRoutes: string[] = [...staticRoutes, ...productRoutes, ...bundleRoutes];

export const disallowedPrefixes = ["/admin", "/api", "/cart", "/checkout", "/ar/cart", "/ar/checkout"] as const;
