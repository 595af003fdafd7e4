import "server-only";

import { createHash, timingSafeEqual } from "node:crypto";

import type { OutboxBacklog } from "@/lib/mail/outbox-backlog";
import { logError } from "@/lib/observability/json-log";

export type ScrapeAccess = "not_found" | "unauthorized" | "allowed";

const digest = (value: string) => createHash("sha256").update(value).digest();

/** Unset token: the endpoint does not exist. Set: only `Authorization: Bearer <token>`, compared in constant time. */
export function scrapeAccess(authorization: string | null, token: string | undefined): ScrapeAccess {
  if (!token) return "not_found";
  const presented = /^Bearer +(\S+) *$/i.exec(authorization ?? "")?.[1];
  // Digests of equal length, so the comparison takes as long whatever was sent.
  return presented && timingSafeEqual(digest(presented), digest(token)) ? "allowed" : "unauthorized";
}

const BACKLOG_TIMEOUT_MS = 3_000;

/** The outbox gauges are read from the database at each scrape; unreadable, they read NaN rather than a stale count. */
async function refreshOutboxGauges(
  gauges: { pending: { set(value: number): void }; oldestAge: { set(value: number): void } },
  readBacklog: () => Promise<OutboxBacklog>,
): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  try {
    const backlog = await Promise.race([
      readBacklog(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`timed out after ${BACKLOG_TIMEOUT_MS} ms`)), BACKLOG_TIMEOUT_MS);
      }),
    ]);
    gauges.pending.set(backlog.pending);
    gauges.oldestAge.set(backlog.oldestAgeSeconds);
  } catch (error) {
    logError("[metrics] outbox backlog unreadable", error);
    gauges.pending.set(Number.NaN);
    gauges.oldestAge.set(Number.NaN);
  } finally {
    clearTimeout(timer);
  }
}

/** GET /api/metrics: 404 without METRICS_TOKEN, 401 without the right bearer token, else the registry's text. */
export async function metricsResponse(
  request: Request,
  deps: { token: string | undefined; readBacklog: () => Promise<OutboxBacklog> },
): Promise<Response> {
  const access = scrapeAccess(request.headers.get("authorization"), deps.token);
  if (access === "not_found")
    return new Response("Not Found", { status: 404, headers: { "Cache-Control": "no-store" } });
  if (access === "unauthorized")
    return new Response("Unauthorized", {
      status: 401,
      headers: { "WWW-Authenticate": 'Bearer realm="metrics"', "Cache-Control": "no-store" },
    });
  const { shopMetrics } = await import("./registry");
  const metrics = shopMetrics();
  await refreshOutboxGauges({ pending: metrics.outboxPending, oldestAge: metrics.outboxOldestAge }, deps.readBacklog);
  return new Response(await metrics.registry.metrics(), {
    headers: { "Content-Type": metrics.registry.contentType, "Cache-Control": "no-store" },
  });
}
