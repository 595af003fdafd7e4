import "server-only";

import { sql } from "drizzle-orm";

import { getDb } from "@/lib/db";
import { env } from "@/lib/env";
import { readOutboxBacklog } from "@/lib/mail/outbox-backlog";
import { checkReadiness, type Readiness, type ReadinessProbes } from "./check-readiness";

/** The shop's own probes: the database always, Redis and SMTP when configured. */
export function shopReadinessProbes(): ReadinessProbes {
  const { REDIS_URL: redisUrl, SMTP_URL: smtpUrl } = env;
  return {
    database: async () => {
      await (await getDb()).execute(sql`select 1`);
    },
    outbox: async () => readOutboxBacklog(await getDb()),
    redis: redisUrl
      ? async (signal) => (await import("@/lib/rate-limit/store")).pingRedis(redisUrl, signal)
      : undefined,
    smtp: smtpUrl
      ? async (timeoutMs) => (await import("@/lib/mail/transport")).verifySmtp(smtpUrl, timeoutMs)
      : undefined,
  };
}

/**
 * /api/health/ready is open to anyone like /api/health: within this window every caller shares one check (and one in
 * flight), so a flood of probes never becomes a flood of database, Redis and SMTP connections.
 */
export const READINESS_REUSE_MS = 5_000;

let recent: { startedAt: number; readiness: Promise<Readiness> } | null = null;

export function shopReadiness(): Promise<Readiness> {
  const now = Date.now();
  if (recent && now - recent.startedAt < READINESS_REUSE_MS) return recent.readiness;
  recent = { startedAt: now, readiness: checkReadiness(shopReadinessProbes()) };
  return recent.readiness;
}
