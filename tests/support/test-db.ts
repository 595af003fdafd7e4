import { randomBytes } from "node:crypto";
import type { PGlite } from "@electric-sql/pglite";
import postgres from "postgres";

import type { Db } from "@/lib/db";
import { openPglite, openPostgres, type OpenOptions } from "@/lib/db/open";
import { POSTGRES_TEMPLATE_ENV, readPgliteSnapshot } from "@/tests/support/test-db-snapshot";

/** `url` names the Postgres database; `pglite` is the in-memory instance (backup tests hand them to lib/backup). */
export type TestDb = { db: Db; close(): Promise<void>; url?: string; pglite?: PGlite };

/**
 * A migrated, empty database for one test file: in-memory PGlite by default, or a fresh Postgres database
 * next to TEST_DATABASE_URL (dropped again on close), so the data-layer suite runs on both engines.
 * Both start from a copy of a database migrated once (tests/support/test-db-snapshot.ts); openPglite and
 * openPostgres still run the migrator, which then finds nothing to apply and so checks the copy is current.
 */
export async function createTestDb(options: OpenOptions = {}): Promise<TestDb> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) {
    const handle = await openPglite("memory://", { ...options, loadDataDir: await readPgliteSnapshot() });
    // drizzle's PGlite database keeps its client as $client; the shop's Db type leaves the driver out.
    return { ...handle, pglite: (handle.db as unknown as { $client: PGlite }).$client };
  }

  const url = new URL(baseUrl);
  const baseName = url.pathname.replace(/^\//, "") || "postgres";
  // The migrations name the "public" schema, so isolation is per database rather than per search_path.
  const name = `${baseName}_${randomBytes(5).toString("hex")}`.slice(0, 63);
  const admin = postgres(baseUrl, { max: 1, onnotice: () => {} });
  // Without a template (jest-global-setup.ts did not run) the migrator below builds the schema itself.
  const template = process.env[POSTGRES_TEMPLATE_ENV];
  await admin.unsafe(template ? `create database "${name}" template "${template}"` : `create database "${name}"`);
  url.pathname = `/${name}`;
  try {
    const handle = await openPostgres(url.toString(), { ...options, max: 20 });
    return {
      db: handle.db,
      url: url.toString(),
      async close() {
        await handle.close();
        await admin.unsafe(`drop database if exists "${name}" with (force)`);
        await admin.end();
      },
    };
  } catch (error) {
    await admin.unsafe(`drop database if exists "${name}" with (force)`);
    await admin.end();
    throw error;
  }
}
