import "server-only";

import type { ShopMetrics } from "./registry";
import { logError } from "@/lib/observability/json-log";

/**
 * The app's way to count: the registry (and prom-client) load on the first count, so a page or action that never
 * counts never loads them. A count is fire-and-forget; it can never fail the work it counts.
 */
let loading: Promise<ShopMetrics> | undefined;

export function count(record: (metrics: ShopMetrics) => void): void {
  loading ??= import("./registry").then(({ shopMetrics }) => shopMetrics());
  loading.then(record).catch((error: unknown) => logError("[metrics] count failed", error));
}

export type OrderPaymentMethod = "cash_on_delivery" | "online";

export function countOrderPlaced(method: OrderPaymentMethod): void {
  count((metrics) => metrics.ordersPlaced.inc({ method }));
}

export function countRateLimitRefusal(limit: string): void {
  count((metrics) => metrics.rateLimitRefusals.inc({ limit }));
}

export type WebhookSource = "shopify" | "stripe" | "checkout-com";

/** Passes the webhook's answer through, counting it when it refuses the delivery (404: not configured, not a failure). */
export async function countWebhookFailures(source: WebhookSource, answer: Promise<Response>): Promise<Response> {
  let response: Response;
  try {
    response = await answer;
  } catch (error) {
    count((metrics) => metrics.webhookFailures.inc({ source, reason: "processing" }));
    throw error;
  }
  const reason =
    response.status === 401
      ? "signature"
      : response.status >= 500
        ? "processing"
        : response.status >= 400 && response.status !== 404
          ? "invalid"
          : null;
  if (reason) count((metrics) => metrics.webhookFailures.inc({ source, reason }));
  return response;
}
