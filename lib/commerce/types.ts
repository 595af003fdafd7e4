/** The shop's own cart shape: every provider reshapes its data into these at the edge. */
export type Money = { amount: number; currencyCode: string };

export type CartLine = {
  id: string;
  merchandiseId: string;
  quantity: number;
  product: { id: string; title: string; handle: string };
  variant: {
    id: string;
    /** Hidden in the UI when it is 'Default Title'. */
    title: string;
    price: Money;
    image: { url: string; altText: string } | null;
    /** Units that may still be ordered, when the shop counts them (Shopify's ProductVariant.quantityAvailable). */
    quantityAvailable?: number;
  };
  lineTotal: Money;
};

/** A discount code the cart carries and what it takes off the items (shipping is worked out on the full subtotal). */
export type CartDiscount = { code: string; amount: Money };

export type Cart = {
  id: string;
  checkoutUrl: string;
  totalQuantity: number;
  /** The items before any discount code. */
  totalAmount: Money;
  lines: CartLine[];
  /** Present only while a code applies to this cart. */
  discount?: CartDiscount;
  /** The tax a hosted checkout's platform reports for the cart (Shopify's cost.totalTaxAmount), when it reports one. */
  tax?: Money;
  /** A local cart in a shop with a payment gateway (lib/payments): over the cash-on-delivery limit it is paid now. */
  payNowOffered?: true;
};

/**
 * The cart as the browser may see it. The id is the key to the cart (whoever holds it can change the cart and,
 * for a while, find its order), so it stays on the server, in the httpOnly cookie only.
 */
export type ShopperCart = Omit<Cart, "id">;

export type CartLineInput = { merchandiseId: string; quantity: number };
export type CartLineUpdate = { id: string; quantity: number };

export type HealthReport = { ok: boolean; provider: string; message?: string };

export interface CommerceProvider {
  /** Display name used in messages, e.g. 'Shopify' or 'the shop'. */
  readonly name: string;
  getCart(cartId: string): Promise<Cart | null>;
  createCart(lines?: CartLineInput[]): Promise<Cart>;
  addCartLines(cartId: string, lines: CartLineInput[]): Promise<Cart>;
  updateCartLines(cartId: string, lines: CartLineUpdate[]): Promise<Cart>;
  removeCartLines(cartId: string, lineIds: string[]): Promise<Cart>;
  /** Puts a discount code on the cart (replacing any other); a code that does not apply throws a CommerceError saying why. */
  applyDiscountCode(cartId: string, code: string): Promise<Cart>;
  removeDiscountCode(cartId: string): Promise<Cart>;
  checkHealth(): Promise<HealthReport>;
}
