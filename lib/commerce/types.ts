import type { OnlinePaymentMethod } from "@/content/payment-methods";
import type { CheckoutProvider } from "@/content/shop-promises";
import type { ShopBundle, ShopCatalogue, ShopProduct } from "@/lib/catalogue/shop-catalogue";
import type { Locale } from "@/lib/i18n/locales";

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

/**
 * A discount code the cart carries and what it takes off the items (shipping is worked out on the full subtotal),
 * and whether it waives the delivery fee (the owner's free-delivery codes, local carts only).
 */
export type CartDiscount = {
  code: string;
  amount: Money;
  freeDelivery?: boolean;
  /** The chosen products an owner-made code takes its amount off (local carts); absent for the whole cart. */
  productIds?: string[];
};

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
  /**
   * A local cart in a shop with a payment gateway (lib/payments): over the cash-on-delivery limit it is paid now, by
   * these methods (PAYMENT_METHODS, never empty), which the cart's notice names.
   */
  payNowOffered?: readonly OnlinePaymentMethod[];
};

/**
 * The cart as the browser may see it. The id is the key to the cart (whoever holds it can change the cart and,
 * for a while, find its order), so it stays on the server, in the httpOnly cookie only.
 */
export type ShopperCart = Omit<Cart, "id">;

export type CartLineInput = { merchandiseId: string; quantity: number };
export type CartLineUpdate = { id: string; quantity: number };

export type HealthReport = { ok: boolean; provider: string; message?: string };

/** What a provider offers, so that pages and components ask it instead of naming the provider. */
export type CommerceOffers = {
  /** Whose checkout, payment, delivery and refund promises the pages state (content/shop-promises.ts). */
  checkout: CheckoutProvider;
  /**
   * The shop's own checkout (/checkout/delivery): cash on delivery, and pay now through the shop's own gateway when
   * PAYMENT_PROVIDER names one (lib/payments). False where the platform's hosted checkout takes the order.
   */
  ownCheckout: boolean;
  /** The catalogue's figures are the shop's own, edited in /admin/catalogue; else the platform's, shown read-only. */
  editableCatalogue: boolean;
  /** Prices are stated under the shop's own VAT settings (content/merchant.ts); a platform that taxes says its own. */
  shopVat: boolean;
  /** /api/diagnostics has the platform's connectivity checks to run (the Storefront API's). */
  connectivityChecks: boolean;
};

/**
 * The catalogue as the shop shows and sells it: content/'s copy in the locale with the provider's figures, read
 * through the catalogue's tagged cache (lib/commerce/catalogue-cache.ts), so the pages that call these stay
 * prerendered and revalidateCatalogue refreshes them.
 */
export interface CatalogueReads {
  getCatalogue(locale: Locale): Promise<ShopCatalogue>;
  /** An active product; undefined for one the catalogue does not list. */
  getProduct(slug: string, locale: Locale): Promise<ShopProduct | undefined>;
  /** 'You May Also Like': the other active products in listing order, at most `limit`. */
  getRelatedProducts(slug: string, locale: Locale, limit?: number): Promise<ShopProduct[]>;
  getBundle(slug: string, locale: Locale): Promise<ShopBundle | undefined>;
}

export interface CommerceProvider extends CatalogueReads {
  /** Display name used in messages, e.g. 'Shopify' or 'the shop'. */
  readonly name: string;
  readonly offers: CommerceOffers;
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
