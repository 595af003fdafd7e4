import "server-only";

import { merchant } from "@/content/merchant";
import { getCommerce } from "@/lib/commerce";
import type { VatSettings } from "./shop-vat";

/**
 * The VAT settings the shop's prices are stated under: content/merchant.ts, when the provider offers them (the local
 * one). Under Shopify the taxes are Shopify's (the cart shows what its Storefront API reports), so the pages claim
 * nothing.
 */
export function shopVatSettings(): VatSettings | null {
  return getCommerce().offers.shopVat ? merchant : null;
}
