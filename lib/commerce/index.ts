import "server-only";

import { CommerceError } from "@/lib/commerce/errors";
import type { CommerceProvider } from "@/lib/commerce/types";
import { getDb } from "@/lib/db";
import { env } from "@/lib/env";
import { createLocalProvider } from "./local/provider";

/**
 * Shopify import point: when lib/commerce/shopify/provider.ts lands, replace this function's body with
 * `return createShopifyProvider();` (imported from "./shopify/provider").
 */
function createShopifyCommerce(): CommerceProvider {
  throw new CommerceError("unknown", "COMMERCE_PROVIDER=shopify is set, but the Shopify provider is not part of this build.");
}

const globalForCommerce = globalThis as typeof globalThis & { matchaGlowCommerce?: CommerceProvider };

/** The configured commerce provider (env COMMERCE_PROVIDER: "local" by default, or "shopify"). */
export function getCommerce(): CommerceProvider {
  globalForCommerce.matchaGlowCommerce ??= env.COMMERCE_PROVIDER === "shopify" ? createShopifyCommerce() : createLocalProvider(getDb);
  return globalForCommerce.matchaGlowCommerce;
}
