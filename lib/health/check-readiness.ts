import "server-only";

import type { OutboxBacklog } from "@/lib/mail/outbox-backlog";
import { logError } from "@/lib/observability/json-log";

/** An outbox message older than this while mail is configured means sending has stopped (SMTP refusing, say). */
export const OUTBOX_MAX_AGE_SECONDS = 60 * 60;
/** Every probe gives up after this, so readiness answers within about this long whatever hangs. */
export const READINESS_PROBE_TIMEOUT_MS = 3_000;

type Part = "ok" | "error";
export type Readiness = { database: Part; redis?: Part; smtp?: Part; outbox: Part | "stale" };

export type ReadinessProbes = {
  database: () => Promise<void>;
  outbox: () => Promise<OutboxBacklog>;
  /** Only when REDIS_URL is set. */
  redis?: (signal: AbortSignal) => Promise<void>;
  /** Only when SMTP_URL is set; without it every message waits in the outbox by design, so its age is no failure. */
  smtp?: (timeoutMs: number) => Promise<void>;
};

async function probe<T>(name: string, check: (signal: AbortSignal) => Promise<T>): Promise<T | Error> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<Error>((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      resolve(new Error(`timed out after ${READINESS_PROBE_TIMEOUT_MS} ms`));
    }, READINESS_PROBE_TIMEOUT_MS);
  });
  try {
    return await Promise.race([check(controller.signal), timeout]);
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  } finally {
    clearTimeout(timer);
  }
}

function partOf(name: string, outcome: unknown): Part {
  if (!(outcome instanceof Error)) return "ok";
  // The reason goes to the log only: the answer is open to anyone and names nothing but the part.
  logError(`[ready] ${name} check failed`, outcome);
  return "error";
}

/** Every configured part side by side, each bounded by the probe time-out; never throws. */
export async function checkReadiness(probes: ReadinessProbes): Promise<Readiness> {
  const { redis, smtp } = probes;
  const [database, backlog, redisOutcome, smtpOutcome] = await Promise.all([
    probe("database", probes.database),
    probe("outbox", probes.outbox),
    redis ? probe("redis", redis) : undefined,
    smtp ? probe("smtp", () => smtp(READINESS_PROBE_TIMEOUT_MS)) : undefined,
  ]);
  const readiness: Readiness = {
    database: partOf("database", database),
    outbox:
      backlog instanceof Error
        ? partOf("outbox", backlog)
        : smtp && backlog.oldestAgeSeconds > OUTBOX_MAX_AGE_SECONDS
          ? "stale"
          : "ok",
  };
  if (readiness.outbox === "stale")
    logError(`[ready] the oldest outbox message has waited over ${OUTBOX_MAX_AGE_SECONDS} s`, null);
  if (redis) readiness.redis = partOf("redis", redisOutcome);
  if (smtp) readiness.smtp = partOf("smtp", smtpOutcome);
  return readiness;
}

/** 200 when every part is ok, else 503 with `failed` naming the parts that were not. */
export function readinessAnswer(readiness: Readiness): { status: 200 | 503; body: Readiness & { failed?: string[] } } {
  const failed = Object.entries(readiness)
    .filter(([, state]) => state !== "ok")
    .map(([part]) => part);
  return failed.length === 0 ? { status: 200, body: readiness } : { status: 503, body: { ...readiness, failed } };
}
