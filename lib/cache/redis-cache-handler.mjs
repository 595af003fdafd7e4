// Next.js's incremental cache (prerendered and ISR pages, unstable_cache, fetch cache) shared by every app instance
// through Redis, so a revalidateTag on one instance (a review approved in /admin, a Shopify webhook) reaches them all.
// next.config.ts names this file as `cacheHandler` only when REDIS_URL is set; without it Next.js keeps its own
// per-process file-system cache (the single-instance PGlite default).
//
// @fortedigital/nextjs-cache-handler: the maintained successor of @neshca/cache-handler, 3.x for Next.js 16
// (revalidateTag with a cache-life profile, updateTag, unstable_cache, ISR). It speaks node-redis; the shop already
// uses ioredis (rate limits), which its ioredisAdapter wraps.
import { createHash } from "node:crypto";
import { join } from "node:path";

import { CacheHandler } from "@fortedigital/nextjs-cache-handler";
import createLruHandler from "@fortedigital/nextjs-cache-handler/local-lru";
import createRedisHandler from "@fortedigital/nextjs-cache-handler/redis-strings";
import { ioredisAdapter } from "@fortedigital/nextjs-cache-handler/helpers/ioredisAdapter";
import { Redis } from "ioredis";

import { buildIdentity, DIST_DIR, isProductionBuild } from "../next-private-interfaces.ts";
import { renderedFromAnotherDatabase } from "./database-identity.ts";
import { renderedForAnotherPaymentSetup } from "./payment-setup.ts";
import { renderStartedAt } from "./render-clock.ts";
import { logError } from "../observability/json-log.ts";
import { noteRevalidation, shareRevalidationClock } from "./render-gate.ts";

const globalForCache = globalThis;

/**
 * Entries of one build never meet another build's: the key prefix names the build (its BUILD_ID, deployment id and
 * client chunk names; lib/next-private-interfaces.ts says why all three). A page cached by an older build would
 * otherwise load chunks this build does not have.
 */
function buildKey() {
  const hash = createHash("sha256");
  for (const part of buildIdentity(join(process.cwd(), DIST_DIR))) hash.update(part);
  return hash.digest("hex").slice(0, 16);
}

async function createHandlers() {
  const url = process.env.REDIS_URL;
  if (!url || isProductionBuild()) return { handlers: [createLruHandler()] };
  const client = new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 2_000, lazyConnect: true });
  client.on("error", (error) => logError("[cache] redis", error));
  try {
    await client.connect();
  } catch (error) {
    // A cache in memory keeps the instance serving; revalidations then stay on this instance until a restart.
    logError("[cache] Redis unreachable, using a per-process cache", error);
    return { handlers: [createLruHandler()] };
  }
  const prefix = `${process.env.NEXT_CACHE_KEY_PREFIX ?? "shop:next"}:${buildKey()}:`;
  // Every instance's latest revalidation, so a page request on one instance waits for renders there that began
  // before another instance's save (lib/cache/render-gate.ts). Only the latest time is kept: a later one wins.
  const revalidatedKey = `${prefix}__last_revalidation__`;
  shareRevalidationClock({
    note: async (at) => {
      await client.eval(
        "local t = tonumber(redis.call('GET', KEYS[1]) or '0') if tonumber(ARGV[1]) > t then redis.call('SET', KEYS[1], ARGV[1]) end",
        1,
        revalidatedKey,
        String(at),
      );
    },
    read: async () => Number((await client.get(revalidatedKey)) ?? 0),
  });
  return {
    handlers: [
      createRedisHandler({
        client: ioredisAdapter(client),
        keyPrefix: prefix,
        sharedTagsKey: "__tags__",
        sharedTagsTtlKey: "__tag_ttls__",
      }),
    ],
  };
}

CacheHandler.onCreation(() => {
  globalForCache.shopCacheHandlerConfig ??= createHandlers();
  return globalForCache.shopCacheHandlerConfig;
});

/**
 * Dates each entry from the start of the request that rendered it, not from its write (lib/cache/render-clock.ts):
 * a render that read the old figures before a save and finished after the save's revalidation is then older than
 * the revalidation on every instance, and read as missing.
 */
class RenderDatedCacheHandler extends CacheHandler {
  /** A page rendered from another database (another shop sharing this Redis) is missing here. */
  async get(key, context) {
    const entry = await super.get(key, context);
    return entry && (renderedFromAnotherDatabase(entry.value) || renderedForAnotherPaymentSetup(entry.value))
      ? null
      : entry;
  }

  /** Renders begun until now, on any instance, wait before another request may join them (render-gate.ts). */
  async revalidateTag(...args) {
    await noteRevalidation();
    return super.revalidateTag(...args);
  }

  async set(key, value, context) {
    const startedAt = renderStartedAt();
    if (startedAt === undefined || context?.internal_lastModified !== undefined) return super.set(key, value, context);
    return super.set(key, value, { ...context, internal_lastModified: startedAt });
  }
}

export default RenderDatedCacheHandler;
