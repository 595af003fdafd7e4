import "server-only";

import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Logger } from "drizzle-orm/logger";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";

import { prepareEachStatementOnce } from "./pglite-prepared-statements";
import * as schema from "./schema";

/** The drizzle database both drivers (PGlite and postgres-js) satisfy; query functions take it first. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DbHandle = { db: Db; close(): Promise<void> };

/** `logger` sees each statement as Drizzle sends it, so a page's round trips can be counted (DB_LOG_QUERIES, tests). */
export type OpenOptions = { logger?: Logger };

export const consoleQueryLogger: Logger = { logQuery: (query, params) => console.log(`[db] ${query} -- ${params.length} params`) };
const loggerFor = (options: OpenOptions) => options.logger ?? false;

// Resolved from the working directory, not from this file: under `next start` the compiled module lives in .next/.
export const migrationsFolder = path.join(process.cwd(), "lib", "db", "migrations");

/**
 * PGlite runs each statement on this thread and resolves it as a microtask, so without this a request ran all its
 * statements without the event loop turning once, and under load one turn of the loop carried every in-flight
 * request whole (0.5 to 1.6 s measured with 50 connections). Node accepts one new connection per turn (libuv 1.45+),
 * so new connections then waited in the accept queue for tens of seconds (`npm run load` time-outs on PGlite only).
 * One macrotask hop before each statement or transaction, outside PGlite's lock, turns the loop as often as a network
 * database's round trips do.
 */
function yieldBeforeEachStatement(client: { query: unknown; exec: unknown; transaction: unknown }): void {
  const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
  for (const method of ["query", "exec", "transaction"] as const) {
    const original = client[method] as (...args: unknown[]) => Promise<unknown>;
    client[method] = async (...args: unknown[]) => {
      await nextTurn();
      return original.apply(client, args);
    };
  }
}

/** Opens embedded PGlite in `dataDir` (or in memory for "memory://") and applies pending migrations. */
export async function openPglite(dataDir: string, options: OpenOptions = {}): Promise<DbHandle> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  if (!dataDir.startsWith("memory://")) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir);
  await prepareEachStatementOnce(client);
  yieldBeforeEachStatement(client);
  const db = drizzle(client, { schema, logger: loggerFor(options) });
  await migrate(db, { migrationsFolder });
  return { db, close: () => client.close() };
}

/** Connects to Postgres at `url` and applies pending migrations. */
export async function openPostgres(url: string, options: OpenOptions & { max?: number } = {}): Promise<DbHandle> {
  const { default: postgres } = await import("postgres");
  const { drizzle } = await import("drizzle-orm/postgres-js");
  const { migrate } = await import("drizzle-orm/postgres-js/migrator");
  // A short connect time-out: while Postgres is away, requests fail fast with a message instead of queueing.
  const client = postgres(url, { max: options.max ?? 10, connect_timeout: 5, onnotice: () => {} });
  const db = drizzle(client, { schema, logger: loggerFor(options) });
  await migrate(db, { migrationsFolder });
  return { db, close: () => client.end() };
}
