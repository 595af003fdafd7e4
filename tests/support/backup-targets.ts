import { randomBytes } from "node:crypto";
import { rm } from "node:fs/promises";
import path from "node:path";
import postgres from "postgres";
import { sql } from "drizzle-orm";

import type { BackupSource } from "@/lib/backup/create-backup";
import type { RestoreTarget } from "@/lib/backup/restore-backup";
import type { Db } from "@/lib/db";
import { openPglite, openPostgres, type DbHandle } from "@/lib/db/open";
import type { TestDb } from "@/tests/support/test-db";

/** The test database as lib/backup takes it: its Postgres URL, or its in-memory PGlite. */
export function backupSourceOf(testDb: TestDb): BackupSource {
  if (testDb.url) return { engine: "postgres", url: testDb.url };
  if (testDb.pglite) return { engine: "pglite", client: testDb.pglite };
  throw new Error("the test database names neither a URL nor a PGlite instance");
}

export type FreshTarget = { target: RestoreTarget; open(): Promise<DbHandle>; drop(): Promise<void> };

/**
 * A new, empty database of the test run's engine: a Postgres database created from nothing (no template, not
 * migrated) next to TEST_DATABASE_URL, or a PGlite folder under `workFolder` that does not exist yet.
 */
export async function freshRestoreTarget(workFolder: string): Promise<FreshTarget> {
  const suffix = randomBytes(5).toString("hex");
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) {
    const folder = path.join(workFolder, `pglite-${suffix}`);
    return {
      target: { engine: "pglite", folder },
      open: () => openPglite(folder),
      drop: () => rm(folder, { recursive: true, force: true }),
    };
  }
  const url = new URL(baseUrl);
  const name = `${url.pathname.replace(/^\//, "") || "postgres"}_restore_${suffix}`.slice(0, 63);
  const admin = postgres(baseUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  url.pathname = `/${name}`;
  return {
    target: { engine: "postgres", url: url.toString() },
    open: () => openPostgres(url.toString(), { max: 2 }),
    async drop() {
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}

const rowsOf = <Row>(result: unknown): Row[] =>
  Array.isArray(result) ? (result as Row[]) : ((result as { rows: Row[] }).rows ?? []);

/** Every row of every table of the shop (and drizzle's migrations journal) as Postgres prints it, sorted per table. */
export async function everyRow(db: Db): Promise<Record<string, string[]>> {
  const tables = rowsOf<{ name: string }>(
    await db.execute(sql`select format('%I.%I', table_schema, table_name) as name from information_schema.tables
      where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1`),
  );
  const dump: Record<string, string[]> = {};
  for (const { name } of tables)
    dump[name] = rowsOf<{ row: string }>(
      await db.execute(sql.raw(`select t::text as row from ${name} t order by 1`)),
    ).map((row) => row.row);
  return dump;
}

/** How many migrations the target's journal records, read without the shop's open (which would migrate it). */
export async function appliedMigrationCount(target: RestoreTarget): Promise<number> {
  const statement = "select count(*)::int as applied from drizzle.__drizzle_migrations";
  if (target.engine === "postgres") {
    const client = postgres(target.url, { max: 1, onnotice: () => {} });
    try {
      const [row] = await client.unsafe(statement);
      return Number(row?.applied);
    } finally {
      await client.end();
    }
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const { pgliteExtensions } = await import("@/lib/db/pglite-extensions");
  const client = await PGlite.create(target.folder, { extensions: pgliteExtensions });
  try {
    return Number((await client.query<{ applied: number }>(statement)).rows[0]?.applied);
  } finally {
    await client.close();
  }
}
