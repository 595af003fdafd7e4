// `npm run restore -- ARCHIVE [--force]`: restores a backup made by `npm run backup` into the database in force
// (DATABASE_URL, or embedded PGlite in DATA_DIR/pglite) and DATA_DIR/media. It checks every checksum first, refuses a
// database or media folder that is not empty unless --force (which replaces them), and migrates the database forward
// when the backup is older than this release. Stop the shop first. docs/operations.md has the restore drill.
import path from "node:path";
import { parseArgs } from "node:util";

import { migrationsFolder } from "./db-migrate.mjs";

const { restoreBackup } = await import("../lib/backup/restore-backup.ts");

const { values, positionals } = parseArgs({ options: { force: { type: "boolean" } }, allowPositionals: true });
if (positionals.length !== 1) {
  console.error("usage: npm run restore -- <archive.tar> [--force]");
  process.exit(2);
}
const databaseUrl = process.env.DATABASE_URL || undefined;
const dataDir = path.resolve(process.env.DATA_DIR || "./data");
const target = databaseUrl
  ? { engine: "postgres", url: databaseUrl, pgBinDir: process.env.PG_BIN_DIR || undefined }
  : { engine: "pglite", folder: path.join(dataDir, "pglite") };

try {
  const { manifest, migrationsApplied } = await restoreBackup({
    archive: path.resolve(positionals[0]),
    target,
    dataDir,
    migrationsFolder,
    force: values.force === true,
  });
  const { orders, invoices, creditNotes, accounts } = manifest.counts;
  console.log(`[restore] restored the backup of ${manifest.takenAt} (schema ${manifest.schema.lastMigration})`);
  console.log(
    `[restore] it holds ${orders} orders, ${invoices} invoices, ${creditNotes} credit notes, ${accounts} accounts and ` +
      `${manifest.media.length} media files; ${migrationsApplied} migration(s) of this release applied on top`,
  );
} catch (error) {
  console.error(`[restore] refused: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
