import "server-only";

import type { CommerceProvider } from "@/lib/commerce/types";
import { getDb } from "@/lib/db";
import { env } from "@/lib/env";
import { createLocalProvider } from "./local/provider";
import { createShopifyProvider } from "./shopify/provider";
import { offersOnlinePayment } from "@/lib/payments";

const globalForCommerce = globalThis as typeof globalThis & { matchaGlowCommerce?: CommerceProvider };

/** The catalogue's tagged cache, loaded on first use: it needs Next.js's cache, which client-side tests do not load. */
async function readCachedFigures() {
  return (await import("@/lib/catalogue/cached-catalogue")).getCatalogueFigures();
}

/** The configured commerce provider (env COMMERCE_PROVIDER: "local" by default, or "shopify"), one per process. */
export function getCommerce(): CommerceProvider {
  globalForCommerce.matchaGlowCommerce ??=
    env.COMMERCE_PROVIDER === "shopify"
      ? createShopifyProvider()
      : createLocalProvider(getDb, readCachedFigures, {
          payNowOffered: offersOnlinePayment(),
        });
  return globalForCommerce.matchaGlowCommerce;
}

/**
 * Cash on delivery (/checkout/delivery and placeOrderAction) is the local provider's checkout. Under Shopify the
 * cart lives in Shopify and is paid at Shopify's checkout, so a local order for it would charge nothing real.
 */
export function offersCashOnDelivery(): boolean {
  return env.COMMERCE_PROVIDER === "local";
}
