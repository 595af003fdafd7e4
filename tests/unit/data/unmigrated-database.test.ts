import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import postgres from "postgres";

import { openPostgres, migrationsFolder, type Db } from "@/lib/db/open";
import { pgliteExtensions } from "@/lib/db/pglite-extensions";
import { assertMigrated, countPendingMigrations, DatabaseNotMigratedError } from "@/lib/db/migration-status";
import { createTestDb } from "@/tests/support/test-db";

jest.mock("server-only", () => ({}));

const postgresBase = process.env.TEST_DATABASE_URL;

/** An empty database nobody has migrated: in-memory PGlite, or a fresh Postgres database beside TEST_DATABASE_URL. */
async function emptyDatabase(): Promise<{ db: Db; url?: string; close(): Promise<void> }> {
  if (!postgresBase) {
    const client = await PGlite.create("memory://", { extensions: pgliteExtensions });
    return { db: drizzlePglite(client) as unknown as Db, close: () => client.close() };
  }
  const name = `unmigrated_${process.pid}_${Date.now()}`;
  const admin = postgres(postgresBase, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(postgresBase);
  url.pathname = `/${name}`;
  const client = postgres(url.toString(), { max: 1, onnotice: () => {} });
  const { drizzle } = await import("drizzle-orm/postgres-js");
  return {
    db: drizzle(client) as unknown as Db,
    url: url.toString(),
    async close() {
      await client.end();
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

// Each test opens a database of its own (an empty PGlite runs initdb), which a loaded CI machine can take past 30 s.
jest.setTimeout(120_000);

describe("a release's database check (npm run db:migrate before the start)", () => {
  test("an empty database is refused with the command that fixes it", async () => {
    const empty = await emptyDatabase();
    try {
      expect(await countPendingMigrations(empty.db, migrationsFolder)).toBeGreaterThan(0);
      const refusal = assertMigrated(empty.db, migrationsFolder);
      await expect(refusal).rejects.toBeInstanceOf(DatabaseNotMigratedError);
      await expect(assertMigrated(empty.db, migrationsFolder)).rejects.toThrow(/not migrated.*npm run db:migrate/);
    } finally {
      await empty.close();
    }
  });

  test("a migrated database passes", async () => {
    const migrated = await createTestDb();
    try {
      expect(await countPendingMigrations(migrated.db, migrationsFolder)).toBe(0);
      await expect(assertMigrated(migrated.db, migrationsFolder)).resolves.toBeUndefined();
    } finally {
      await migrated.close();
    }
  });

  (postgresBase ? test : test.skip)("a production server on Postgres does not migrate by itself", async () => {
    const empty = await emptyDatabase();
    const nodeEnv = process.env.NODE_ENV;
    try {
      Object.assign(process.env, { NODE_ENV: "production" });
      await expect(openPostgres(empty.url!)).rejects.toThrow(DatabaseNotMigratedError);
      // Refused, not half-done: the check created nothing.
      expect(await countPendingMigrations(empty.db, migrationsFolder)).toBeGreaterThan(0);
    } finally {
      Object.assign(process.env, { NODE_ENV: nodeEnv });
      await empty.close();
    }
  });
});
