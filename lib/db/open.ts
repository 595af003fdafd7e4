import "server-only";

import { mkdirSync } from "node:fs";
import path from "node:path";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";

import * as schema from "./schema";

/** The drizzle database both drivers (PGlite and postgres-js) satisfy; query functions take it first. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DbHandle = { db: Db; close(): Promise<void> };

// Resolved from the working directory, not from this file: under `next start` the compiled module lives in .next/.
export const migrationsFolder = path.join(process.cwd(), "lib", "db", "migrations");

/** Opens embedded PGlite in `dataDir` (or in memory for "memory://") and applies pending migrations. */
export async function openPglite(dataDir: string): Promise<DbHandle> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  if (!dataDir.startsWith("memory://")) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir);
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder });
  return { db, close: () => client.close() };
}

/** Connects to Postgres at `url` and applies pending migrations. */
export async function openPostgres(url: string, options: { max?: number } = {}): Promise<DbHandle> {
  const { default: postgres } = await import("postgres");
  const { drizzle } = await import("drizzle-orm/postgres-js");
  const { migrate } = await import("drizzle-orm/postgres-js/migrator");
  // A short connect time-out: while Postgres is away, requests fail fast with a message instead of queueing.
  const client = postgres(url, { max: options.max ?? 10, connect_timeout: 5, onnotice: () => {} });
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder });
  return { db, close: () => client.end() };
}
