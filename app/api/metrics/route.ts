import { getDb } from "@/lib/db";
import { env } from "@/lib/env";
import { readOutboxBacklog } from "@/lib/mail/outbox-backlog";
import { metricsResponse } from "@/lib/metrics/scrape";

export const dynamic = "force-dynamic";

/** Prometheus's scrape (docs/operations.md, Metrics): behind METRICS_TOKEN, 404 while it is unset. */
export function GET(request: Request) {
  return metricsResponse(request, {
    token: env.METRICS_TOKEN,
    readBacklog: async () => readOutboxBacklog(await getDb()),
  });
}
