import "server-only";
import { cartMessages } from "@/content/messages/en/cart";
import { commerceMessages } from "@/content/messages/en/commerce";
import { CommerceError } from "@/lib/commerce/errors";
import type { CommerceProvider, HealthReport } from "@/lib/commerce/types";
import { PROVIDER_NAME } from "./classify";
import { createShopifyClient, type ShopifyClientOptions } from "./client";
import { ShopifyConfigError } from "./config";
import { cartCreateMutation, cartDiscountCodesUpdateMutation, cartLinesAddMutation, cartLinesRemoveMutation, cartLinesUpdateMutation } from "./mutations";
import { getCartQuery, shopQuery } from "./queries";
import { cartFromPayload, reshapeCart } from "./reshape";
import type { CartCreateData, CartDiscountCodesUpdateData, CartLinesAddData, CartLinesRemoveData, CartLinesUpdateData, GetCartData, ShopInfoData } from "./types";

/** Specification section 9: the health check gives Shopify 5 s and does not retry. */
export const HEALTH_CHECK_TIMEOUT_MS = 5_000;

export type ShopifyProviderOptions = ShopifyClientOptions & { healthTimeoutMs?: number };

function healthFailure(error: unknown): HealthReport {
  if (error instanceof CommerceError || error instanceof ShopifyConfigError) {
    return { ok: false, provider: PROVIDER_NAME, message: error.message };
  }
  return { ok: false, provider: PROVIDER_NAME, message: commerceMessages.unexpected };
}

export function createShopifyProvider(options: ShopifyProviderOptions = {}): CommerceProvider {
  const client = createShopifyClient(options);
  const healthClient = createShopifyClient({ ...options, maxAttempts: 1, timeoutMs: options.healthTimeoutMs ?? HEALTH_CHECK_TIMEOUT_MS });

  async function setDiscountCodes(cartId: string, discountCodes: string[]) {
    const data = await client.request<CartDiscountCodesUpdateData>({ query: cartDiscountCodesUpdateMutation, variables: { cartId, discountCodes } });
    return cartFromPayload(data.cartDiscountCodesUpdate);
  }

  return {
    name: PROVIDER_NAME,

    async getCart(cartId) {
      const data = await client.request<GetCartData>({ query: getCartQuery, variables: { cartId } });
      return data.cart ? reshapeCart(data.cart) : null;
    },

    async createCart(lines = []) {
      const input = lines.length > 0 ? { lines } : {};
      const data = await client.request<CartCreateData>({ query: cartCreateMutation, variables: { input } });
      return cartFromPayload(data.cartCreate);
    },

    async addCartLines(cartId, lines) {
      const data = await client.request<CartLinesAddData>({ query: cartLinesAddMutation, variables: { cartId, lines } });
      return cartFromPayload(data.cartLinesAdd);
    },

    async updateCartLines(cartId, lines) {
      const data = await client.request<CartLinesUpdateData>({ query: cartLinesUpdateMutation, variables: { cartId, lines } });
      return cartFromPayload(data.cartLinesUpdate);
    },

    async removeCartLines(cartId, lineIds) {
      const data = await client.request<CartLinesRemoveData>({ query: cartLinesRemoveMutation, variables: { cartId, lineIds } });
      return cartFromPayload(data.cartLinesRemove);
    },

    async applyDiscountCode(cartId, code) {
      const updated = await setDiscountCodes(cartId, [code]);
      const applied = updated.discount?.code.toUpperCase() === code.toUpperCase();
      if (applied) return updated;
      // Shopify keeps a refused code on the cart (applicable: false); take it off so the cart stays clean.
      await setDiscountCodes(cartId, []);
      throw new CommerceError("cart", cartMessages.discount.errors.notApplicable);
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
