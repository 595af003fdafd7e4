// `npm run backup`: one archive of the shop's data in BACKUP_DIR (default ./backups): the database, the media folder
// (DATA_DIR/media) and a manifest (schema version, counts, sha256 of every part), then the retention policy (7 daily,
// 4 weekly, 12 monthly), and with BACKUP_STORAGE_BUCKET a copy to that Supabase Storage bucket (off the server).
// docs/operations.md, "Backups", has the schedule and the restore drill.
// - Postgres (DATABASE_URL): pg_dump of the server's own major version (PG_BIN_DIR picks one); the shop keeps running.
// - Embedded PGlite (no DATABASE_URL): one process per folder, so the shop must be stopped; refused while it runs.
// The logic is lib/backup/ (Node runs its TypeScript directly); the standalone build carries this file too.
import { existsSync } from "node:fs";
import path from "node:path";

import { migrationsFolder } from "./db-migrate.mjs";

const { createBackup } = await import("../lib/backup/create-backup.ts");
const { BackupError } = await import("../lib/backup/backup-error.ts");
const { assertPgliteNotInUse } = await import("../lib/backup/pglite-backup.ts");
const { copyOffsite, offsiteTargetFrom } = await import("../lib/backup/offsite-copy.ts");

const databaseUrl = process.env.DATABASE_URL || undefined;
const dataDir = path.resolve(process.env.DATA_DIR || "./data");
const backupDir = path.resolve(process.env.BACKUP_DIR || "./backups");

async function withSource(run) {
  if (databaseUrl) return run({ engine: "postgres", url: databaseUrl, pgBinDir: process.env.PG_BIN_DIR || undefined });
  const folder = path.join(dataDir, "pglite");
  if (!existsSync(path.join(folder, "PG_VERSION")))
    throw new BackupError("NO_DATABASE", `There is no embedded database in ${folder} (is DATA_DIR right?)`);
  assertPgliteNotInUse(folder);
  const { PGlite } = await import("@electric-sql/pglite");
  const { pgliteExtensions } = await import("../lib/db/pglite-extensions.ts");
  const client = await PGlite.create(folder, { extensions: pgliteExtensions });
  try {
    return await run({ engine: "pglite", client });
  } finally {
    await client.close();
  }
}

try {
  // Read first: a bucket named without the project's URL and key stops the backup before it starts.
  const offsite = offsiteTargetFrom(process.env);
  const { archive, manifest, removed } = await withSource((source) =>
    createBackup({ source, dataDir, backupDir, migrationsFolder }),
  );
  const { orders, invoices, creditNotes, accounts } = manifest.counts;
  console.log(`[backup] wrote ${archive}`);
  console.log(
    `[backup] schema ${manifest.schema.lastMigration}; ${orders} orders, ${invoices} invoices, ${creditNotes} credit notes, ` +
      `${accounts} accounts, ${manifest.media.length} media files`,
  );
  if (removed.length > 0) console.log(`[backup] retention removed ${removed.join(", ")}`);
  // The archive is safe in BACKUP_DIR whatever happens here; a failed copy still fails the run, so the timer says so.
  if (offsite) console.log(`[backup] copied off the server to ${(await copyOffsite(offsite, archive)).key}`);
} catch (error) {
  console.error(`[backup] failed: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
