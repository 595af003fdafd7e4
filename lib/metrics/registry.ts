// Kept free of Next.js, of `server-only` and of path aliases: server.ts (run by Node, outside the Next build) records
// every request here, and the app's route handlers record and scrape the same registry.
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";

function createShopMetrics() {
  const registry = new Registry();
  const registers = [registry];
  collectDefaultMetrics({ register: registry });
  return {
    registry,
    httpRequests: new Counter({
      name: "shop_http_requests_total",
      help: "Requests answered, by route pattern, method and status",
      labelNames: ["route", "method", "status"] as const,
      registers,
    }),
    httpDuration: new Histogram({
      name: "shop_http_request_duration_seconds",
      help: "Time from a request's arrival to the end of its answer, by route pattern and method",
      labelNames: ["route", "method"] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    ordersPlaced: new Counter({
      name: "shop_orders_placed_total",
      help: "Orders placed, by payment method (cash_on_delivery, online)",
      labelNames: ["method"] as const,
      registers,
    }),
    outboxPending: new Gauge({
      name: "shop_outbox_pending",
      help: "E-mails waiting in the outbox, read from the database at scrape time",
      registers,
    }),
    outboxOldestAge: new Gauge({
      name: "shop_outbox_oldest_age_seconds",
      help: "Age of the oldest e-mail still waiting in the outbox (0 when none), read at scrape time",
      registers,
    }),
    webhookFailures: new Counter({
      name: "shop_webhook_failures_total",
      help: "Webhook deliveries refused or failed, by source and reason (signature, invalid, processing)",
      labelNames: ["source", "reason"] as const,
      registers,
    }),
    rateLimitRefusals: new Counter({
      name: "shop_rate_limit_refusals_total",
      help: "Requests refused by a rate limit, by the limit's name",
      labelNames: ["limit"] as const,
      registers,
    }),
  };
}

export type ShopMetrics = ReturnType<typeof createShopMetrics>;

// One registry per process: server.ts and Next.js's route bundle may each load this module (and prom-client) as
// their own copy, and a second registry would serve half the numbers.
const globalForMetrics = globalThis as typeof globalThis & { matchaGlowMetrics?: ShopMetrics };

export function shopMetrics(): ShopMetrics {
  globalForMetrics.matchaGlowMetrics ??= createShopMetrics();
  return globalForMetrics.matchaGlowMetrics;
}
