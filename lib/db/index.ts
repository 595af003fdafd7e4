import "server-only";

import path from "node:path";

import { env } from "@/lib/env";
import { consoleQueryLogger, openPglite, openPostgres, type Db, type DbHandle } from "./open";

export type { Db } from "./open";

const globalForDb = globalThis as typeof globalThis & { matchaGlowDb?: Promise<DbHandle> };

/**
 * The process's one database, opened on first use and never at import: `next build` imports page modules,
 * and a PGlite folder can only be opened by one process at a time.
 */
export async function getDb(): Promise<Db> {
  const options = env.DB_LOG_QUERIES ? { logger: consoleQueryLogger } : {};
  globalForDb.matchaGlowDb ??= (
    env.DATABASE_URL
      ? openPostgres(env.DATABASE_URL, options)
      : openPglite(path.resolve(env.DATA_DIR, "pglite"), options)
  ).catch((error: unknown) => {
    // A failed open (e.g. Postgres not up yet) must not be cached for the life of the process.
    globalForDb.matchaGlowDb = undefined;
    throw error;
  });
  return (await globalForDb.matchaGlowDb).db;
}
