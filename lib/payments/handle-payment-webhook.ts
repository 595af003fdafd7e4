import "server-only";

import { eq } from "drizzle-orm";
import { after } from "next/server";

import type { Db } from "@/lib/db";
import { webhookEvents } from "@/lib/db/schema";
import { readRouteBody } from "@/lib/http/read-limited-body";
import { flushOutbox } from "@/lib/mail";
import { applyGatewayPayment, mailIdsOf } from "./apply-gateway-payment";
import { applyGatewayRefund } from "./apply-gateway-refund";
import { WebhookRejectedError, type PaymentGateway } from "./types";
import { apiError } from "@/lib/http/api-error";
import { logError } from "@/lib/observability/json-log";

const json = (status: number, body: Record<string, unknown>) =>
  Response.json(body, { status, headers: { "Cache-Control": "no-store" } });

/**
 * A gateway's webhook: size first, then the signature over the raw body (nothing is parsed or written for an
 * unsigned request), then the event. Gateways retry until they get a 2xx, in any order, so the event id is recorded
 * after it was applied and a replay is a no-op; a payment already settled by the return page settles nothing new, and
 * a refund already settled by the refund call's answer (or an earlier delivery) changes nothing.
 */
export async function handlePaymentWebhook(
  request: Request,
  route: "/api/webhooks/stripe" | "/api/webhooks/checkout-com",
  gateway: PaymentGateway | null,
  getDb: () => Promise<Db>,
): Promise<Response> {
  // Size before anything else, configured or not: an oversized body is never read.
  const body = await readRouteBody(request, route);
  if (!body.ok) return body.response;
  if (!gateway) return apiError(404, "not configured");
  let event;
  try {
    event = gateway.parseWebhook(body.text(), request.headers);
  } catch (error) {
    if (error instanceof WebhookRejectedError) return apiError(401, "invalid signature");
    return apiError(400, "unreadable event");
  }
  const eventKey = `${gateway.name}:${event.eventId}`.slice(0, 200);
  try {
    const db = await getDb();
    const [seen] = await db.select().from(webhookEvents).where(eq(webhookEvents.id, eventKey));
    if (seen) return json(200, { outcome: "duplicate" });
    let outcome = "ignored";
    if (event.kind === "payment") {
      const settled = await applyGatewayPayment(db, gateway, event.payment);
      const mailIds = mailIdsOf(settled);
      if (mailIds.length > 0) after(() => flushOutbox(db, mailIds));
      outcome = settled.kind;
    }
    if (event.kind === "refund") {
      // The gateway's word on a refund: confirmed (credit note and the shopper's e-mail), declined (the hold
      // released, the owner told), or one the shop did not issue (the owner told).
      const mailIds: string[] = [];
      const kinds: string[] = [];
      for (const refund of event.refunds) {
        const applied = await applyGatewayRefund(db, gateway.name, refund);
        mailIds.push(...applied.mailIds);
        kinds.push(applied.kind);
      }
      if (mailIds.length > 0) after(() => flushOutbox(db, mailIds));
      outcome = kinds.length > 0 ? `refund_${kinds.join(",")}` : "ignored";
    }
    await db
      .insert(webhookEvents)
      .values({ id: eventKey, topic: `${gateway.name}:${event.kind}` })
      .onConflictDoNothing();
    return json(200, { outcome });
  } catch (error) {
    logError(`[webhook] ${gateway.name} ${event.eventId} failed`, error);
    // Not the body's fault: the gateway delivers it again later.
    return apiError(503, "try again");
  }
}
