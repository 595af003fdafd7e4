import "server-only";

import { once } from "node:events";

import type { Redis } from "ioredis";
import {
  RateLimiterDrizzle,
  RateLimiterMemory,
  RateLimiterRedis,
  type RateLimiterAbstract,
} from "rate-limiter-flexible";

import { getDb } from "@/lib/db";
import { rateLimits } from "@/lib/db/schema";
import { env } from "@/lib/env";
import { logError } from "@/lib/observability/json-log";

export type LimiterConfig = {
  /** Prefix of every key, so two limits never share a counter. */
  name: string;
  /** Attempts allowed per window. */
  points: number;
  durationSeconds: number;
  /** Once the points are used up, the key stays blocked this long (0: until the window ends). */
  blockSeconds?: number;
};

const globalForRedis = globalThis as typeof globalThis & { matchaGlowRedis?: Redis };

async function redisClient(url: string) {
  if (!globalForRedis.matchaGlowRedis) {
    const { Redis: RedisClient } = await import("ioredis");
    // Fail fast: the memory insurance limiter takes over while Redis is away.
    globalForRedis.matchaGlowRedis = new RedisClient(url, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      lazyConnect: false,
    });
    globalForRedis.matchaGlowRedis.on("error", (error) => logError("[rate-limit] redis", error));
  }
  return globalForRedis.matchaGlowRedis;
}

/** Answers once the shared Redis answers PING (readiness); the caller bounds the wait. */
export async function pingRedis(url: string, signal: AbortSignal): Promise<void> {
  const client = await redisClient(url);
  // Without an offline queue a command sent while connecting fails at once: wait for the connection first.
  if (client.status !== "ready") await once(client, "ready", { signal });
  await client.ping();
}

/**
 * A limiter every app instance shares: Redis when REDIS_URL is set, otherwise a table in the shop's database.
 * When that store fails, a per-process memory limiter stands in rather than letting every request through.
 */
export async function createSharedLimiter(config: LimiterConfig): Promise<RateLimiterAbstract> {
  const options = {
    keyPrefix: `rl:${config.name}`,
    points: config.points,
    duration: config.durationSeconds,
    blockDuration: config.blockSeconds ?? 0,
  };
  const insuranceLimiter = new RateLimiterMemory(options);
  if (env.REDIS_URL)
    return new RateLimiterRedis({ ...options, storeClient: await redisClient(env.REDIS_URL), insuranceLimiter });
  return new RateLimiterDrizzle({ ...options, storeClient: await getDb(), schema: rateLimits, insuranceLimiter });
}
