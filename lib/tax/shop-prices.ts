import "server-only";

import { merchant } from "@/content/merchant";
import { env } from "@/lib/env";
import type { VatSettings } from "./shop-vat";

/**
 * The VAT settings that apply to the shop's own prices. On the local provider they are content/merchant.ts; under
 * Shopify the taxes are Shopify's (the cart shows what its Storefront API reports), so the pages claim nothing.
 */
export function shopVatSettings(): VatSettings | null {
  return env.COMMERCE_PROVIDER === "local" ? merchant : null;
}
