import { randomBytes } from "node:crypto";
import postgres from "postgres";

import type { Db } from "@/lib/db";
import { openPglite, openPostgres, type OpenOptions } from "@/lib/db/open";

export type TestDb = { db: Db; close(): Promise<void> };

/**
 * A migrated, empty database for one test file: in-memory PGlite by default, or a fresh Postgres database
 * next to TEST_DATABASE_URL (dropped again on close), so the data-layer suite runs on both engines.
 */
export async function createTestDb(options: OpenOptions = {}): Promise<TestDb> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) return openPglite("memory://", options);

  const url = new URL(baseUrl);
  const baseName = url.pathname.replace(/^\//, "") || "postgres";
  // The migrations name the "public" schema, so isolation is per database rather than per search_path.
  const name = `${baseName}_${randomBytes(5).toString("hex")}`.slice(0, 63);
  const admin = postgres(baseUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  url.pathname = `/${name}`;
  try {
    const handle = await openPostgres(url.toString(), { ...options, max: 20 });
    return {
      db: handle.db,
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
