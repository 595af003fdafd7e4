import { readFileSync } from "node:fs";
import path from "node:path";

import type { DatabaseFacts } from "./manifest.ts";

/** Runs one SQL statement without parameters and answers its rows (postgres-js and PGlite both fit). */
export type RunSql = (statement: string) => Promise<Record<string, unknown>[]>;

type Journal = { entries: { when: number; tag: string }[] };

/** This release's migrations (journal tag and folder time, as drizzle's migrator records them), oldest first. */
export function releaseMigrations(migrationsFolder: string): Journal["entries"] {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8")) as Journal;
  return journal.entries;
}

/** The schema version (the last applied migration) and the counts an owner checks a restore by. */
export async function readDatabaseFacts(run: RunSql, migrationsFolder: string): Promise<DatabaseFacts> {
  const [journal] = await run("select to_regclass('drizzle.__drizzle_migrations') is not null as present");
  const [last] = journal?.present
    ? await run("select max(created_at)::text as created_at from drizzle.__drizzle_migrations")
    : [];
  const migratedAt = last?.created_at == null ? null : Number(last.created_at);
  const tag = releaseMigrations(migrationsFolder).find((entry) => entry.when === migratedAt)?.tag;
  const [counts] = await run(`select
    (select count(*) from orders)::int as orders,
    (select count(*) from invoices where kind = 'invoice')::int as invoices,
    (select count(*) from invoices where kind = 'credit_note')::int as credit_notes,
    (select count(*) from users)::int as accounts`);
  return {
    schema: { lastMigration: tag ?? (migratedAt === null ? null : `unknown (${migratedAt})`), migratedAt },
    counts: {
      orders: Number(counts?.orders),
      invoices: Number(counts?.invoices),
      creditNotes: Number(counts?.credit_notes),
      accounts: Number(counts?.accounts),
    },
  };
}
