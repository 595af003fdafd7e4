import { getDb } from "@/lib/db";
import { env } from "@/lib/env";
import { handleShopifyWebhook } from "@/lib/orders/shopify-webhook";

export const dynamic = "force-dynamic";

/** Shopify order and fulfillment webhooks keep the order-tracking table current. */
export function POST(request: Request) {
  return handleShopifyWebhook(request, { secret: env.SHOPIFY_WEBHOOK_SECRET, getDb });
}
