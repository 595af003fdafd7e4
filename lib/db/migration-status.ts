import "server-only";

import { sql } from "drizzle-orm";
import { readMigrationFiles } from "drizzle-orm/migrator";

import type { Db } from "./open";

/** Thrown instead of serving from a database whose schema is older than this build's migrations. */
export class DatabaseNotMigratedError extends Error {
  readonly code = "DATABASE_NOT_MIGRATED";
  constructor(readonly pending: number) {
    super(
      `The database is not migrated: ${pending} migration(s) of this release are not applied. ` +
        "Run `npm run db:migrate` (or `node scripts/db-migrate.mjs` in the standalone build) with the same DATABASE_URL, then start the shop again.",
    );
    this.name = "DatabaseNotMigratedError";
  }
}

/** postgres-js answers `execute` with an array of rows, PGlite with `{ rows }`. */
function rowsOf<Row>(result: unknown): Row[] {
  return Array.isArray(result) ? (result as Row[]) : ((result as { rows: Row[] }).rows ?? []);
}

/**
 * How many of `migrationsFolder`'s migrations the database has not applied, judged as drizzle's migrator does (by
 * folder time).
 */
export async function countPendingMigrations(db: Db, migrationsFolder: string): Promise<number> {
  const migrations = readMigrationFiles({ migrationsFolder });
  const [journal] = rowsOf<{ present: boolean }>(
    await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`),
  );
  if (!journal?.present) return migrations.length;
  const [last] = rowsOf<{ created_at: string | null }>(
    await db.execute(sql`select max(created_at)::text as created_at from drizzle.__drizzle_migrations`),
  );
  const lastApplied = Number(last?.created_at ?? 0);
  return migrations.filter((migration) => migration.folderMillis > lastApplied).length;
}

/** Refuses a database that `npm run db:migrate` has not brought up to this build's schema. */
export async function assertMigrated(db: Db, migrationsFolder: string): Promise<void> {
  const pending = await countPendingMigrations(db, migrationsFolder);
  if (pending > 0) throw new DatabaseNotMigratedError(pending);
}
