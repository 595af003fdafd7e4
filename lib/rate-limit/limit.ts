import "server-only";

import { RateLimiterMemory, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";

import { countRateLimitRefusal } from "@/lib/metrics/record";
import { createSharedLimiter, type LimiterConfig } from "./store";
import { logError } from "@/lib/observability/json-log";

export type LimitResult = { ok: true } | { ok: false; retryAfterSeconds: number };

/** A named limit, opened on first use (the store needs the database, which must not open during the build). */
export function defineRateLimit(config: LimiterConfig) {
  let limiter: Promise<RateLimiterAbstract> | undefined;
  // Stands in while the shared store cannot be opened (the database is down), so a limit never turns into an outage.
  const fallback = new RateLimiterMemory({
    keyPrefix: config.name,
    points: config.points,
    duration: config.durationSeconds,
    blockDuration: config.blockSeconds ?? 0,
  });
  const open = async (): Promise<RateLimiterAbstract> => {
    limiter ??= createSharedLimiter(config);
    try {
      return await limiter;
    } catch (error) {
      limiter = undefined;
      logError(`[rate-limit] ${config.name}: shared store unavailable, counting in memory`, error);
      return fallback;
    }
  };

  return {
    config,
    /** Counts one attempt (or `points`) for `key`. */
    async consume(key: string, points = 1): Promise<LimitResult> {
      try {
        await (await open()).consume(key, points);
        return { ok: true };
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) {
          countRateLimitRefusal(config.name);
          return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) };
        }
        throw rejection;
      }
    },
    /** Forgets `key`'s attempts, e.g. after a successful sign-in. */
    async reset(key: string): Promise<void> {
      await (await open()).delete(key);
    },
    /** How many points `key` has used in the current window (0 when none). */
    async used(key: string): Promise<number> {
      return (await (await open()).get(key))?.consumedPoints ?? 0;
    },
    /** Gives back points counted for an attempt that turned out not to count (e.g. one refused before any check). */
    async refund(key: string, points = 1): Promise<void> {
      await (await open()).reward(key, points);
    },
    /** Refuses `key` for `seconds` from now, whatever it has used. */
    async block(key: string, seconds: number): Promise<void> {
      await (await open()).block(key, seconds);
    },
  };
}

export type RateLimit = ReturnType<typeof defineRateLimit>;

/** Consumes each limit in turn; the first one used up decides. */
export async function consumeAll(checks: Array<[RateLimit, string]>): Promise<LimitResult> {
  for (const [limit, key] of checks) {
    const result = await limit.consume(key);
    if (!result.ok) return result;
  }
  return { ok: true };
}
