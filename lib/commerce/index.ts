import "server-only";

import { cachedFigures } from "@/lib/commerce/catalogue-reads";
import type { CommerceProvider } from "@/lib/commerce/types";
import { getDb } from "@/lib/db";
import { env } from "@/lib/env";
import { createLocalProvider } from "./local/provider";
import { createShopifyProvider } from "./shopify/provider";

type ProviderChoice = typeof env.COMMERCE_PROVIDER;

const globalForCommerce = globalThis as typeof globalThis & {
  matchaGlowCommerce?: { choice: ProviderChoice; provider: CommerceProvider };
};

function createProvider(choice: ProviderChoice): CommerceProvider {
  if (choice === "shopify") return createShopifyProvider({ figures: cachedFigures });
  // Pay now is the local checkout's when PAYMENT_PROVIDER names a gateway (lib/payments); Shopify's checkout is paid
  // at Shopify.
  return createLocalProvider(getDb, {
    figures: cachedFigures,
    payNowOffered: env.PAYMENT_PROVIDER && env.PAYMENT_METHODS,
  });
}

/**
 * The configured commerce provider (env COMMERCE_PROVIDER: "local" by default, or "shopify"), one per process. This is
 * the only place the choice is read: pages and components read the catalogue through it (getProduct, getCatalogue)
 * and ask its `offers` what the shop offers.
 */
export function getCommerce(): CommerceProvider {
  const choice = env.COMMERCE_PROVIDER;
  // Keyed by the choice so that a test switching it gets the other provider; a running server never switches.
  if (globalForCommerce.matchaGlowCommerce?.choice !== choice)
    globalForCommerce.matchaGlowCommerce = { choice, provider: createProvider(choice) };
  return globalForCommerce.matchaGlowCommerce.provider;
}

/**
 * Cash on delivery (/checkout/delivery and placeOrderAction) is the shop's own checkout. Under Shopify the cart lives
 * in Shopify and is paid at Shopify's checkout, so a local order for it would charge nothing real.
 */
export function offersCashOnDelivery(): boolean {
  return getCommerce().offers.ownCheckout;
}
