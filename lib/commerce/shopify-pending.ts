import "server-only";

import { CommerceError } from "@/lib/commerce/errors";
import type { CommerceProvider } from "@/lib/commerce/types";

/** Stands in until lib/commerce/shopify/provider.ts is merged; delete this file then. */
export function createShopifyProvider(): CommerceProvider {
  throw new CommerceError("unknown", "COMMERCE_PROVIDER=shopify is set, but the Shopify provider is not part of this build.");
}
