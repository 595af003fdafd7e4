import postgres from "postgres";

import { BackupError } from "./backup-error.ts";
import { readDatabaseFacts, type RunSql } from "./database-facts.ts";
import type { DatabaseFacts } from "./manifest.ts";
import { assertPgToolMatchesServer, runPgTool } from "./postgres-tools.ts";

const connect = (url: string) => postgres(url, { max: 1, connect_timeout: 10, onnotice: () => {} });

async function serverVersionNum(sql: postgres.Sql): Promise<number> {
  const [row] = await sql`select current_setting('server_version_num')::int as version`;
  return Number(row?.version);
}

/**
 * Dumps the database at `url` into `file` (pg_dump's custom format). The counts are read in a repeatable-read
 * transaction whose snapshot pg_dump then uses (`--snapshot`), so they describe exactly the rows in the dump, even
 * while orders are being placed.
 */
export async function dumpPostgres(
  url: string,
  file: string,
  migrationsFolder: string,
  binDir?: string,
): Promise<DatabaseFacts & { serverVersion: string }> {
  const sql = connect(url);
  try {
    const version = await serverVersionNum(sql);
    await assertPgToolMatchesServer("pg_dump", version, binDir);
    return await sql.begin("isolation level repeatable read read only", async (tx) => {
      const [{ snapshot }] = (await tx`select pg_export_snapshot() as snapshot`) as unknown as [{ snapshot: string }];
      const facts = await readDatabaseFacts((statement) => tx.unsafe(statement) as Promise<never>, migrationsFolder);
      await runPgTool(
        "pg_dump",
        ["--format=custom", `--snapshot=${snapshot}`, `--file=${file}`, `--dbname=${url}`],
        binDir,
      );
      return { ...facts, serverVersion: String(version) };
    });
  } finally {
    await sql.end();
  }
}

/** Tables, views or sequences outside Postgres's own schemas: any means the database is in use. */
async function userObjectCount(run: RunSql): Promise<number> {
  const [row] = await run(`select count(*)::int as objects from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast') and c.relkind in ('r', 'v', 'S', 'p')`);
  return Number(row?.objects);
}

export async function assertPostgresEmpty(url: string): Promise<void> {
  const sql = connect(url);
  try {
    if ((await userObjectCount((statement) => sql.unsafe(statement) as Promise<never>)) > 0)
      throw new BackupError(
        "DATABASE_NOT_EMPTY",
        `The database at ${new URL(url).host}${new URL(url).pathname} is not empty. Restore into a new, empty database, ` +
          "or pass --force to replace everything in this one.",
      );
  } finally {
    await sql.end();
  }
}

/** Restores `file` into the database at `url`; with `replace`, its schemas are dropped first. */
export async function restorePostgres(url: string, file: string, options: { replace: boolean; binDir?: string }) {
  const sql = connect(url);
  try {
    await assertPgToolMatchesServer("pg_restore", await serverVersionNum(sql), options.binDir);
    if (options.replace)
      await sql.unsafe(
        "drop schema if exists drizzle cascade; drop schema if exists public cascade; create schema public",
      );
  } finally {
    await sql.end();
  }
  // One transaction: a restore that fails half-way leaves the database as empty as it was.
  await runPgTool(
    "pg_restore",
    ["--no-owner", "--no-privileges", "--exit-on-error", "--single-transaction", `--dbname=${url}`, file],
    options.binDir,
  );
}
