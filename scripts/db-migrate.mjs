// `npm run db:migrate`: applies lib/db/migrations to the shop's database, as a release step before the new build
// starts. DATABASE_URL names a Postgres database; without it the embedded PGlite under DATA_DIR (default ./data) is
// migrated, which the shop also does on its own when it opens PGlite (one process owns that folder anyway).
// A production server on Postgres never migrates by itself: it refuses to start on a database this has not brought
// up to date (lib/db/migration-status.ts), so two instances of a new release never race each other's DDL.
//
// Usage: node scripts/db-migrate.mjs            (the standalone build carries this file: `node scripts/db-migrate.mjs`
//                                               from .next/standalone or the container's /app works the same)
import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

/** The migrations of the tree this file sits in (the repository, or the standalone folder that carries a copy). */
export const migrationsFolder = fileURLToPath(new URL("../lib/db/migrations", import.meta.url));

/** Applies every pending migration to `databaseUrl` (Postgres) or, without one, to PGlite in `dataDir`. */
export async function migrateDatabase({ databaseUrl, dataDir = "./data" }) {
  if (databaseUrl) {
    const { default: postgres } = await import("postgres");
    const { drizzle } = await import("drizzle-orm/postgres-js");
    const { migrate } = await import("drizzle-orm/postgres-js/migrator");
    const client = postgres(databaseUrl, { max: 1, connect_timeout: 10, onnotice: () => {} });
    try {
      await migrate(drizzle(client), { migrationsFolder });
    } finally {
      await client.end();
    }
    return;
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  const folder = path.resolve(dataDir, "pglite");
  mkdirSync(folder, { recursive: true });
  // The extensions the migrations create, as lib/db/pglite-extensions.ts names them for the shop.
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const client = await PGlite.create(folder, { extensions: { pg_trgm } });
  try {
    await migrate(drizzle(client), { migrationsFolder });
  } finally {
    await client.close();
  }
}

// Run as a command (not imported by pg-fresh-database.mjs); compared by URL so Node 20 runs it too.
if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const target = databaseUrl
    ? `Postgres at ${new URL(databaseUrl).host}${new URL(databaseUrl).pathname}`
    : `PGlite in ${path.resolve(process.env.DATA_DIR || "./data", "pglite")}`;
  try {
    await migrateDatabase({ databaseUrl, dataDir: process.env.DATA_DIR || "./data" });
    console.log(`[db:migrate] ${target} is up to date`);
  } catch (error) {
    console.error(`[db:migrate] could not migrate ${target}:`, error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
