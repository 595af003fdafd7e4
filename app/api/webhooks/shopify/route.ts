import { revalidateCatalogue } from "@/lib/commerce/catalogue-cache";
import { getDb } from "@/lib/db";
import { env } from "@/lib/env";
import { countWebhookFailures } from "@/lib/metrics/record";
import { handleShopifyWebhook } from "@/lib/orders/shopify-webhook";

export const dynamic = "force-dynamic";

/**
 * Shopify order and fulfillment webhooks keep the order-tracking table current; products/update and
 * inventory_levels/update make the catalogue's cached prices and availability stale through revalidateCatalogue, the
 * same refresh an edit in /admin/catalogue makes.
 */
export function POST(request: Request) {
  return countWebhookFailures(
    "shopify",
    handleShopifyWebhook(request, { secret: env.SHOPIFY_WEBHOOK_SECRET, getDb, revalidateCatalogue }),
  );
}
