import "server-only";

import type { CheckoutProvider } from "@/content/shop-promises";
import { env } from "@/lib/env";

/**
 * The provider whose promises the pages state (content/shop-promises.ts). Prerendered pages read it at build time,
 * so the shop is built with the COMMERCE_PROVIDER it runs with (docs/shop-promises.md).
 */
export function configuredCheckoutProvider(): CheckoutProvider {
  return env.COMMERCE_PROVIDER;
}
