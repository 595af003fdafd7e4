import type { ShopperCart } from "@/lib/commerce/types";

/**
 * The cart with its lines named in the page's language: the provider's titles are English, so an Arabic page passes
 * the Arabic names by merchandise id (content/ar/cart-line-titles.ts); a line without one keeps the provider's.
 */
export function withLineTitles<C extends ShopperCart | null>(cart: C, titles: Readonly<Record<string, string>>): C {
  if (!cart) return cart;
  return {
    ...cart,
    lines: cart.lines.map((line) => ({
      ...line,
      product: { ...line.product, title: titles[line.merchandiseId] ?? line.product.title },
    })),
  };
}
