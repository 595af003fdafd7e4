import "server-only";
import { commerceMessages } from "@/content/messages/en/commerce";
import { cachedFigures, catalogueReads, type FiguresSource } from "@/lib/commerce/catalogue-reads";
import { CommerceError } from "@/lib/commerce/errors";
import type { CommerceOffers, CommerceProvider, HealthReport } from "@/lib/commerce/types";
import type { Locale } from "@/lib/i18n/locales";
import { PROVIDER_NAME } from "./classify";
import {
  createShopifyClient,
  DEFAULT_INITIAL_BACKOFF_MS,
  DEFAULT_MAX_ATTEMPTS,
  DEFAULT_MAX_BACKOFF_MS,
  type ShopifyClientOptions,
} from "./client";
import { ShopifyConfigError } from "./config";
import {
  cartCreateMutation,
  cartDiscountCodesUpdateMutation,
  cartLinesAddMutation,
  cartLinesRemoveMutation,
  cartLinesUpdateMutation,
} from "./mutations";
import { getCartQuery, shopQuery } from "./queries";
import { cartFromPayload, reshapeCart } from "./reshape";
import { linesAdded, linesRemoved, linesUpdated, withVerifiedRetry } from "./verified-retry";
import type {
  CartCreateData,
  CartDiscountCodesUpdateData,
  CartLinesAddData,
  CartLinesRemoveData,
  CartLinesUpdateData,
  GetCartData,
  ShopInfoData,
} from "./types";

/** Specification section 9: the health check gives Shopify 5 s and does not retry. */
export const HEALTH_CHECK_TIMEOUT_MS = 5_000;

/**
 * `figures`: the database's catalogue figures, which still give the listing, its order and coming-soon dates (the app
 * hands in the tagged cache); Shopify's price, variant and availability are laid over them.
 */
export type ShopifyProviderOptions = ShopifyClientOptions & { healthTimeoutMs?: number; figures?: FiguresSource };

/** Shopify's hosted checkout takes the order and the payment; its figures and taxes are Shopify's. */
const shopifyOffers: CommerceOffers = {
  checkout: "shopify",
  ownCheckout: false,
  editableCatalogue: false,
  shopVat: false,
  connectivityChecks: true,
};

function healthFailure(error: unknown): HealthReport {
  if (error instanceof CommerceError || error instanceof ShopifyConfigError) {
    return { ok: false, provider: PROVIDER_NAME, message: error.message };
  }
  return { ok: false, provider: PROVIDER_NAME, message: commerceMessages.unexpected };
}

export function createShopifyProvider(options: ShopifyProviderOptions = {}): CommerceProvider {
  const client = createShopifyClient(options);
  // Cart changes are sent once per attempt and retried only after checking the cart (see verified-retry.ts):
  // the general client's blind retry would add a line twice when Shopify applied it but the answer was lost.
  const onceClient = createShopifyClient({ ...options, maxAttempts: 1 });
  const initialBackoffMs = options.initialBackoffMs ?? DEFAULT_INITIAL_BACKOFF_MS;
  const retry = {
    maxAttempts: options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
    backoffMs: (attempt: number) =>
      Math.min(initialBackoffMs * 2 ** (attempt - 1), options.maxBackoffMs ?? DEFAULT_MAX_BACKOFF_MS),
    sleep: options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))),
  };
  const readCart = async (cartId: string) => {
    const data = await client.request<GetCartData>({ query: getCartQuery, variables: { cartId } });
    return data.cart ? reshapeCart(data.cart) : null;
  };
  const healthClient = createShopifyClient({
    ...options,
    maxAttempts: 1,
    timeoutMs: options.healthTimeoutMs ?? HEALTH_CHECK_TIMEOUT_MS,
  });

  async function setDiscountCodes(cartId: string, discountCodes: string[]) {
    const data = await client.request<CartDiscountCodesUpdateData>({
      query: cartDiscountCodesUpdateMutation,
      variables: { cartId, discountCodes },
    });
    return cartFromPayload(data.cartDiscountCodesUpdate);
  }

  const figures = options.figures ?? cachedFigures;
  // Loaded on first read, as cachedFigures is: Shopify's readings are cached through Next.js's cache too.
  const catalogueIn = async (locale: Locale) => (await import("./catalogue")).shopifyCatalogueIn(figures, locale);

  return {
    name: PROVIDER_NAME,
    offers: shopifyOffers,
    ...catalogueReads(catalogueIn),

    getCart: readCart,

    async createCart(lines = []) {
      const input = lines.length > 0 ? { lines } : {};
      const data = await client.request<CartCreateData>({ query: cartCreateMutation, variables: { input } });
      return cartFromPayload(data.cartCreate);
    },

    async addCartLines(cartId, lines) {
      const send = async () =>
        cartFromPayload(
          (await onceClient.request<CartLinesAddData>({ query: cartLinesAddMutation, variables: { cartId, lines } }))
            .cartLinesAdd,
        );
      // The snapshot is what "already applied" is measured against; without a cart, Shopify's own answer explains.
      const before = await readCart(cartId);
      if (!before) return send();
      return withVerifiedRetry(send, () => readCart(cartId), linesAdded(before, lines), retry);
    },

    async updateCartLines(cartId, lines) {
      const send = async () =>
        cartFromPayload(
          (
            await onceClient.request<CartLinesUpdateData>({
              query: cartLinesUpdateMutation,
              variables: { cartId, lines },
            })
          ).cartLinesUpdate,
        );
      return withVerifiedRetry(send, () => readCart(cartId), linesUpdated(lines), retry);
    },

    async removeCartLines(cartId, lineIds) {
      // A remove retried after it applied would be refused ("line does not exist"), so its retry checks first too.
      const send = async () =>
        cartFromPayload(
          (
            await onceClient.request<CartLinesRemoveData>({
              query: cartLinesRemoveMutation,
              variables: { cartId, lineIds },
            })
          ).cartLinesRemove,
        );
      return withVerifiedRetry(send, () => readCart(cartId), linesRemoved(lineIds), retry);
    },

    async applyDiscountCode(cartId, code) {
      const updated = await setDiscountCodes(cartId, [code]);
      const applied = updated.discount?.code.toUpperCase() === code.toUpperCase();
      if (applied) return updated;
      // Shopify keeps a refused code on the cart (applicable: false); take it off so the cart stays clean.
      await setDiscountCodes(cartId, []);
      throw new CommerceError("cart", { code: "discount_not_applicable" });
    },

    async removeDiscountCode(cartId) {
      return setDiscountCodes(cartId, []);
    },

    async checkHealth() {
      try {
        await healthClient.request<ShopInfoData>({ query: shopQuery });
        return { ok: true, provider: PROVIDER_NAME };
      } catch (error) {
        return healthFailure(error);
      }
    },
  };
}
