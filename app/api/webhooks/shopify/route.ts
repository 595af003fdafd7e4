import { revalidateTag } from "next/cache";

import { getDb } from "@/lib/db";
import { env } from "@/lib/env";
import { handleShopifyWebhook } from "@/lib/orders/shopify-webhook";

export const dynamic = "force-dynamic";

// Expired at once rather than served stale once more: a merchant checks the page right after changing a price.
const revalidateTags = (tags: string[]) => tags.forEach((tag) => revalidateTag(tag, { expire: 0 }));

/**
 * Shopify order and fulfillment webhooks keep the order-tracking table current; products/update and
 * inventory_levels/update make the catalogue's cached prices and availability stale (lib/commerce/cache-tags.ts).
 */
export function POST(request: Request) {
  return handleShopifyWebhook(request, { secret: env.SHOPIFY_WEBHOOK_SECRET, getDb, revalidateTags });
}
