import "server-only";

import { unstable_cache } from "next/cache";

import type { OnlinePaymentMethod } from "@/content/payment-methods";
import { asOffer, checkoutOfferKey, type CheckoutOffer } from "@/content/shop-promises";
import { paymentSetupTag } from "@/lib/cache/payment-setup";
import { getCommerce } from "@/lib/commerce";
import { env } from "@/lib/env";
import type { PaymentGatewayName } from "./types";

/**
 * The gateway PAYMENT_PROVIDER names, or null: the shop then takes cash on delivery only. Only the shop's own checkout
 * takes it; a platform's hosted checkout (Shopify's) is paid there.
 */
export function configuredGatewayName(): PaymentGatewayName | null {
  return getCommerce().offers.ownCheckout ? (env.PAYMENT_PROVIDER ?? null) : null;
}

/**
 * What this shop's checkout offers: the one place every payment sentence (content/shop-promises.ts), the delivery
 * form, the cart's notice and the confirmation read it from. PAYMENT_METHODS is what the owner switched on.
 */
export function getCheckoutOffer(): CheckoutOffer {
  const gateway = configuredGatewayName();
  return asOffer({
    provider: getCommerce().offers.checkout,
    online: gateway ? { gateway, methods: env.PAYMENT_METHODS } : null,
  });
}

/**
 * The offer for a page that is prerendered: the same, and the page is tagged with this payment setup, so a shop
 * started from the same build with another setup renders it again instead of serving the build's sentences
 * (lib/cache/payment-setup.ts). The cached value is only the key; reading it costs a cache look-up.
 */
export async function pageCheckoutOffer(): Promise<CheckoutOffer> {
  const offer = getCheckoutOffer();
  const key = checkoutOfferKey(offer);
  await unstable_cache(async () => key, ["checkout-offer", key], { tags: [paymentSetupTag(key)] })();
  return offer;
}

/**
 * For a prerendered product page's stepper: in a shop whose own checkout takes cash on delivery (and so has its
 * limit), the methods it also takes online, or null for none; null itself under a hosted checkout.
 */
export async function pageCashOnDeliveryOffer(): Promise<{
  payNowOffered: readonly OnlinePaymentMethod[] | null;
} | null> {
  const offer = await pageCheckoutOffer();
  return offer.provider === "local" ? { payNowOffered: offer.online?.methods ?? null } : null;
}
