import type { Cart, CartLine } from "@/lib/commerce/types";

type LineSpec = { id: string; title: string; price: number; quantity: number; variantTitle?: string };

export function cartLine({ id, title, price, quantity, variantTitle = "Default Title" }: LineSpec): CartLine {
  return {
    id,
    merchandiseId: `gid://shopify/ProductVariant/${id}`,
    quantity,
    product: { id: `product-${id}`, title, handle: id },
    variant: { id: `variant-${id}`, title: variantTitle, price: { amount: price, currencyCode: "AED" }, image: null },
    lineTotal: { amount: price * quantity, currencyCode: "AED" },
  };
}

/** A cart whose totals agree with its lines, as the server would send it. */
export function cartWith(...lines: LineSpec[]): Cart {
  const built = lines.map(cartLine);
  return {
    id: "cart-1",
    checkoutUrl: "/checkout/delivery",
    lines: built,
    totalQuantity: built.reduce((sum, line) => sum + line.quantity, 0),
    totalAmount: { amount: built.reduce((sum, line) => sum + line.lineTotal.amount, 0), currencyCode: "AED" },
  };
}

/** Answers the provider's GET /api/cart with the given cart. */
export function serveCart(cart: Cart | null) {
  const fetchMock = jest.fn(async () => ({ ok: true, json: async () => ({ cart }) }));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}
