import "server-only";

import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Logger } from "drizzle-orm/logger";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";

import { assertMigrated } from "./migration-status";
import { yieldingBeforeEachStatement } from "./pglite-client";
import * as schema from "./schema";

/** The drizzle database both drivers (PGlite and postgres-js) satisfy; query functions take it first. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DbHandle = { db: Db; close(): Promise<void> };

/** `logger` sees each statement as Drizzle sends it, so a page's round trips can be counted (DB_LOG_QUERIES, tests). */
export type OpenOptions = { logger?: Logger };

export const consoleQueryLogger: Logger = {
  logQuery: (query, params) => console.log(`[db] ${query} -- ${params.length} params`),
};
const loggerFor = (options: OpenOptions) => options.logger ?? false;

// Resolved from the working directory, not from this file: under `next start` the compiled module lives in .next/.
export const migrationsFolder = path.join(process.cwd(), "lib", "db", "migrations");

/**
 * Opens embedded PGlite in `dataDir` (or in memory for "memory://") and applies pending migrations. `loadDataDir`
 * starts a new database from a `dumpDataDir()` tarball (the tests' migrated snapshot) instead of running initdb.
 */
export async function openPglite(
  dataDir: string,
  options: OpenOptions & { loadDataDir?: Blob } = {},
): Promise<DbHandle> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  if (!dataDir.startsWith("memory://")) mkdirSync(dataDir, { recursive: true });
  const { pgliteExtensions } = await import("./pglite-extensions");
  const client = await PGlite.create(dataDir, { loadDataDir: options.loadDataDir, extensions: pgliteExtensions });
  const db = drizzle(yieldingBeforeEachStatement(client), { schema, logger: loggerFor(options) });
  await migrate(db, { migrationsFolder });
  return { db, close: () => client.close() };
}

/**
 * While Postgres is away, requests must fail fast with a message instead of queueing: a short connect time-out, and
 * reconnect attempts at most a second apart. postgres-js's own backoff grows with every failed attempt of the pool
 * (up to 20 s), and a query waiting for a connection waits that out: with a dozen requests at once, a shopper's order
 * lookup sat for over 15 s before it could say "Error looking up order".
 */
export const postgresClientOptions = {
  connect_timeout: 5,
  backoff: (failedAttempts: number) => Math.min(0.05 * 2 ** failedAttempts, 1),
  onnotice: () => {},
};

/**
 * Connects to Postgres at `url`. Outside production it applies pending migrations (tests, `next dev`); a production
 * server only checks them: `npm run db:migrate` is the release step, and an instance that migrated by itself would
 * race the other instances starting beside it.
 */
export async function openPostgres(url: string, options: OpenOptions & { max?: number } = {}): Promise<DbHandle> {
  const { default: postgres } = await import("postgres");
  const { drizzle } = await import("drizzle-orm/postgres-js");
  const { migrate } = await import("drizzle-orm/postgres-js/migrator");
  const client = postgres(url, { ...postgresClientOptions, max: options.max ?? 10 });
  const db = drizzle(client, { schema, logger: loggerFor(options) });
  try {
    if (process.env.NODE_ENV === "production") await assertMigrated(db, migrationsFolder);
    else await migrate(db, { migrationsFolder });
  } catch (error) {
    await client.end();
    throw error;
  }
  return { db, close: () => client.end() };
}
