import "server-only";

import { eq } from "drizzle-orm";
import { ZodError } from "zod";

import type { CatalogueChange } from "@/lib/commerce/catalogue-tags";
import { catalogueChangeFor, isCatalogueTopic, type CatalogueTopic } from "@/lib/commerce/shopify/catalogue-webhook";
import type { Db } from "@/lib/db";
import { webhookEvents } from "@/lib/db/schema";
import { routeBodyLimits } from "@/lib/http/body-limits";
import { readRouteBody } from "@/lib/http/read-limited-body";
import { applyShopifyFulfillment, upsertShopifyOrder } from "./shopify-order-sync";
import {
  fulfillmentTopics,
  orderTopics,
  shopifyFulfillmentSchema,
  shopifyOrderSchema,
} from "./shopify-webhook-payloads";
import { verifyShopifyWebhookSignature } from "./shopify-webhook-signature";
import { apiError } from "@/lib/http/api-error";
import { logError } from "@/lib/observability/json-log";

type Topic = (typeof orderTopics)[number] | (typeof fulfillmentTopics)[number];
export type WebhookOutcome = "applied" | "duplicate" | "ignored";

const isOrderTopic = (topic: string): topic is (typeof orderTopics)[number] =>
  (orderTopics as readonly string[]).includes(topic);
const isFulfillmentTopic = (topic: string): topic is (typeof fulfillmentTopics)[number] =>
  (fulfillmentTopics as readonly string[]).includes(topic);

/**
 * Applies one verified delivery. Shopify retries a webhook until it gets 200, so the delivery id is recorded in the
 * same transaction as the change: a replay finds it and changes nothing.
 */
export async function processShopifyWebhook(
  db: Db,
  delivery: { webhookId: string; topic: Topic; payload: unknown },
): Promise<WebhookOutcome> {
  const { webhookId, topic } = delivery;
  const payload = isOrderTopic(topic)
    ? { kind: "order" as const, data: shopifyOrderSchema.parse(delivery.payload) }
    : { kind: "fulfillment" as const, data: shopifyFulfillmentSchema.parse(delivery.payload) };
  return db.transaction(async (tx) => {
    const recorded = await tx
      .insert(webhookEvents)
      .values({ id: webhookId, topic })
      .onConflictDoNothing()
      .returning({ id: webhookEvents.id });
    if (recorded.length === 0) return "duplicate";
    const changed =
      payload.kind === "order"
        ? await upsertShopifyOrder(tx, payload.data)
        : await applyShopifyFulfillment(tx, payload.data);
    return changed ? "applied" : "ignored";
  });
}

/** revalidateCatalogue (lib/commerce/catalogue-cache.ts), the one refresh admin edits use too; a stand-in in tests. */
export type RevalidateCatalogue = (change: CatalogueChange) => void;

/**
 * A catalogue delivery (products/update, inventory_levels/update) makes the cached figures stale; the pages
 * then ask the Storefront API again. Revalidating twice is harmless, so it happens before the delivery is recorded:
 * a crash in between costs a second revalidation on Shopify's retry, never a lost one. A replay changes nothing.
 */
export async function processCatalogueWebhook(
  db: Db,
  delivery: { webhookId: string; topic: CatalogueTopic; payload: unknown },
  revalidateCatalogue: RevalidateCatalogue,
): Promise<WebhookOutcome> {
  const change = catalogueChangeFor(delivery.topic, delivery.payload);
  const [seen] = await db
    .select({ id: webhookEvents.id })
    .from(webhookEvents)
    .where(eq(webhookEvents.id, delivery.webhookId));
  if (seen) return "duplicate";
  if (change) revalidateCatalogue(change);
  const recorded = await db
    .insert(webhookEvents)
    .values({ id: delivery.webhookId, topic: delivery.topic })
    .onConflictDoNothing()
    .returning({ id: webhookEvents.id });
  if (recorded.length === 0) return "duplicate";
  return change ? "applied" : "ignored";
}

/** Shopify's order payloads are a few kilobytes; anything near this is not from Shopify. */
export const MAX_WEBHOOK_BODY_BYTES = routeBodyLimits["/api/webhooks/shopify"];

const json = (status: number, body: Record<string, unknown>) =>
  Response.json(body, { status, headers: { "Cache-Control": "no-store" } });

/**
 * The HTTP side: size first (an oversized body is refused before it is read), then the signature (nothing is
 * parsed or written for an unsigned request), then topic, id and payload.
 */
export async function handleShopifyWebhook(
  request: Request,
  deps: { secret: string | undefined; getDb: () => Promise<Db>; revalidateCatalogue: RevalidateCatalogue },
): Promise<Response> {
  const body = await readRouteBody(request, "/api/webhooks/shopify");
  if (!body.ok) return body.response;
  const rawBody = body.bytes;
  if (!verifyShopifyWebhookSignature(rawBody, request.headers.get("x-shopify-hmac-sha256"), deps.secret)) {
    return apiError(401, "invalid signature");
  }
  const topic = request.headers.get("x-shopify-topic") ?? "";
  const webhookId = request.headers.get("x-shopify-webhook-id")?.trim();
  if (!isOrderTopic(topic) && !isFulfillmentTopic(topic) && !isCatalogueTopic(topic))
    return json(200, { outcome: "ignored" });
  if (!webhookId) return apiError(400, "missing webhook id");

  let payload: unknown;
  try {
    payload = JSON.parse(new TextDecoder().decode(rawBody));
  } catch {
    return apiError(400, "invalid JSON");
  }
  try {
    const db = await deps.getDb();
    const outcome = isCatalogueTopic(topic)
      ? await processCatalogueWebhook(db, { webhookId, topic, payload }, deps.revalidateCatalogue)
      : await processShopifyWebhook(db, { webhookId, topic, payload });
    return json(200, { outcome });
  } catch (error) {
    if (error instanceof ZodError) return apiError(400, "unexpected payload");
    logError(`[webhook] ${topic} ${webhookId} failed`, error);
    // A 500 makes Shopify retry later, which is what a passing database problem needs.
    return apiError(500, "internal error");
  }
}
