// Which database this process's cached pages and data came from. The cache outlives a database: it sits in the build
// folder that every server started from it reads (or in Redis), so after `data/` was wiped or DATABASE_URL switched,
// a fresh shop showed another shop's approved review (issue 32). Every cached read of the database carries the tag
// of that database's identity (a row its first migration writes, lib/db/database-identity.ts), and the cache
// handlers (lib/cache/*-cache-handler.mjs) treat a page rendered from another database as missing.
//
// Loaded by Node itself (the cache handlers) and by the app: erasable TypeScript, no imports. The identity sits on
// globalThis because Next.js imports the handler apart from the app's bundle.
const slot = "__shopDatabaseIdentity";
const holder = globalThis as typeof globalThis & { [slot]?: string };

/** Next.js's header listing a cached page's tags (NEXT_CACHE_TAGS_HEADER, checked in next-private-interfaces.test). */
const CACHE_TAGS_HEADER = "x-next-cache-tags";
const TAG_PREFIX = "database:";

/** The cache tag every cached read of the database with this identity carries. */
export function databaseTag(identity: string): string {
  return `${TAG_PREFIX}${identity}`;
}

export function rememberDatabaseIdentity(identity: string): void {
  holder[slot] = identity;
}

/** This process's database identity once the app has read it (at start, instrumentation.ts), else undefined. */
export function rememberedDatabaseIdentity(): string | undefined {
  return holder[slot];
}

/**
 * True for a cached page (or route answer) rendered from a database other than this process's, or from any database
 * while this process does not know its own yet. A page that read no database (the build's seed figures) carries no
 * such tag and stays.
 */
export function renderedFromAnotherDatabase(value: unknown): boolean {
  const headers = (value as { headers?: Record<string, unknown> } | null | undefined)?.headers;
  const tags = headers?.[CACHE_TAGS_HEADER];
  if (typeof tags !== "string") return false;
  const databases = tags.split(",").filter((tag) => tag.startsWith(TAG_PREFIX));
  if (databases.length === 0) return false;
  const identity = rememberedDatabaseIdentity();
  return identity === undefined || !databases.includes(databaseTag(identity));
}
