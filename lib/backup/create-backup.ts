import { mkdir, mkdtemp, readdir, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";

import { filesUnder, sha256OfFile } from "./checksum.ts";
import { archiveNameFor, MANIFEST_ENTRY, MEDIA_PREFIX, takenAtOfArchive, type BackupManifest } from "./manifest.ts";
import { dumpPglite } from "./pglite-backup.ts";
import { dumpPostgres } from "./postgres-backup.ts";
import { backupsToKeep, defaultRetention, type RetentionPolicy } from "./retention.ts";
import { writeTar, type TarSource } from "./tar.ts";

/** Postgres by its URL, or an open PGlite (the caller owns the folder: see assertPgliteNotInUse). */
export type BackupSource =
  { engine: "postgres"; url: string; pgBinDir?: string } | { engine: "pglite"; client: PGlite };

export type CreateBackupOptions = {
  source: BackupSource;
  /** The folder whose media/ goes into the archive (DATA_DIR). */
  dataDir: string;
  backupDir: string;
  migrationsFolder: string;
  retention?: RetentionPolicy;
  now?: () => Date;
};

export type BackupResult = { archive: string; manifest: BackupManifest; removed: string[] };

/**
 * Writes one archive: the manifest first, the database dump, then every media file. The database comes first, so
 * every image a row names is already in the media folder when it is listed (media files are written once, never
 * changed). Written aside and renamed, so BACKUP_DIR never holds half an archive under a backup's name.
 */
export async function createBackup(options: CreateBackupOptions): Promise<BackupResult> {
  const takenAt = (options.now ?? (() => new Date()))();
  await mkdir(options.backupDir, { recursive: true });
  const staging = await mkdtemp(path.join(options.backupDir, ".partial-"));
  try {
    const { source } = options;
    const databaseFile = source.engine === "postgres" ? "database.pgdump" : "database.pglite.tar.gz";
    const databasePath = path.join(staging, databaseFile);
    const facts =
      source.engine === "postgres"
        ? await dumpPostgres(source.url, databasePath, options.migrationsFolder, source.pgBinDir)
        : await dumpPglite(source.client, databasePath, options.migrationsFolder);

    const mediaRoot = path.join(options.dataDir, "media");
    const media = await Promise.all(
      (await filesUnder(mediaRoot)).map(async (relative) => {
        const file = path.join(mediaRoot, relative);
        return { path: relative, sha256: await sha256OfFile(file), bytes: (await stat(file)).size };
      }),
    );
    const manifest: BackupManifest = {
      format: 1,
      takenAt: takenAt.toISOString(),
      database: {
        engine: source.engine,
        serverVersion: facts.serverVersion,
        file: databaseFile,
        sha256: await sha256OfFile(databasePath),
        bytes: (await stat(databasePath)).size,
      },
      schema: facts.schema,
      counts: facts.counts,
      media,
    };
    const manifestPath = path.join(staging, MANIFEST_ENTRY);
    await writeFile(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);

    const entries: TarSource[] = [
      { name: MANIFEST_ENTRY, file: manifestPath },
      { name: databaseFile, file: databasePath },
      ...media.map((item) => ({ name: MEDIA_PREFIX + item.path, file: path.join(mediaRoot, item.path) })),
    ];
    const archive = path.join(options.backupDir, archiveNameFor(takenAt));
    await writeTar(path.join(staging, "archive.tar"), entries);
    await rename(path.join(staging, "archive.tar"), archive);
    const removed = await applyRetention(options.backupDir, options.retention ?? defaultRetention);
    return { archive, manifest, removed };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** A backup killed half-way leaves its staging folder; one a day old is no running backup's. */
const STALE_STAGING_MS = 86_400_000;

/**
 * Deletes the archives in `backupDir` the policy does not keep, and staging folders of backups that died half-way;
 * other files there are left alone.
 */
export async function applyRetention(backupDir: string, policy: RetentionPolicy): Promise<string[]> {
  const names = await readdir(backupDir);
  for (const name of names.filter((entry) => entry.startsWith(".partial-"))) {
    const folder = path.join(backupDir, name);
    if (Date.now() - (await stat(folder)).mtimeMs > STALE_STAGING_MS)
      await rm(folder, { recursive: true, force: true });
  }
  const backups = names.flatMap((name) => {
    const takenAt = takenAtOfArchive(name);
    return takenAt ? [{ name, takenAt }] : [];
  });
  const keep = backupsToKeep(backups, policy);
  const removed = backups.filter((backup) => !keep.has(backup.name)).map((backup) => backup.name);
  for (const name of removed) await rm(path.join(backupDir, name), { force: true });
  return removed;
}
