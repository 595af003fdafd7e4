import { WEBHOOK_SECRET } from "@/tests/support/shopify-webhook-fixtures";

type Post = (request: Request) => Promise<Response>;

/**
 * POST /api/webhooks/shopify for a test file, imported in beforeAll once the test secret is in the environment,
 * because lib/env reads it once, at load.
 */
export function importShopifyWebhookRouteForFile(): Post {
  let post: Post | undefined;
  beforeAll(async () => {
    process.env.SHOPIFY_WEBHOOK_SECRET = WEBHOOK_SECRET;
    ({ POST: post } = (await import("@/app/api/webhooks/shopify/route")) as { POST: Post });
  });
  return (request) => {
    if (!post) throw new Error("the webhook route is imported in beforeAll");
    return post(request);
  };
}
