import { cp, mkdir, mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";

import { BackupError } from "./backup-error.ts";
import { isEmptyFolder, sha256OfFile } from "./checksum.ts";
import { releaseMigrations } from "./database-facts.ts";
import { backupManifestSchema, MANIFEST_ENTRY, MEDIA_PREFIX, type BackupManifest } from "./manifest.ts";
import { assertPgliteEmpty, restorePglite } from "./pglite-backup.ts";
import { assertPostgresEmpty, restorePostgres } from "./postgres-backup.ts";
import { extractTarEntry, listTar } from "./tar.ts";

/** Postgres by its URL, or the PGlite folder (DATA_DIR/pglite), which no process may have open. */
export type RestoreTarget =
  { engine: "postgres"; url: string; pgBinDir?: string } | { engine: "pglite"; folder: string };

export type RestoreOptions = {
  archive: string;
  target: RestoreTarget;
  /** DATA_DIR: the archive's media go to its media/ folder. */
  dataDir: string;
  migrationsFolder: string;
  /** Replace a database and media folder that are not empty. */
  force?: boolean;
};

export type RestoreResult = { manifest: BackupManifest; migrationsApplied: number };

async function readVerifiedArchive(archive: string, staging: string): Promise<BackupManifest> {
  let entries;
  try {
    entries = await listTar(archive);
  } catch (error) {
    throw new BackupError("ARCHIVE_INVALID", `${archive} is not a shop backup: ${(error as Error).message}`);
  }
  const manifestEntry = entries.find((entry) => entry.name === MANIFEST_ENTRY);
  if (!manifestEntry)
    throw new BackupError("ARCHIVE_INVALID", `${archive} has no ${MANIFEST_ENTRY}: it is not a shop backup`);
  await extractTarEntry(archive, manifestEntry, path.join(staging, MANIFEST_ENTRY));
  const parsed = backupManifestSchema.safeParse(
    JSON.parse(await readFile(path.join(staging, MANIFEST_ENTRY), "utf8").catch(() => "null")),
  );
  if (!parsed.success) throw new BackupError("ARCHIVE_INVALID", `${archive} has a manifest this release cannot read`);
  const manifest = parsed.data;
  const expected = [
    { name: manifest.database.file, sha256: manifest.database.sha256 },
    ...manifest.media.map((item) => ({ name: MEDIA_PREFIX + item.path, sha256: item.sha256 })),
  ];
  for (const part of expected) {
    const entry = entries.find((candidate) => candidate.name === part.name);
    if (!entry) throw new BackupError("ARCHIVE_INVALID", `${archive} lacks ${part.name}, which its manifest lists`);
    const file = path.join(staging, part.name);
    await extractTarEntry(archive, entry, file);
    if ((await sha256OfFile(file)) !== part.sha256)
      throw new BackupError(
        "CHECKSUM_MISMATCH",
        `${part.name} in ${archive} does not match its checksum: the archive is damaged. Nothing was restored; use another backup.`,
      );
  }
  return manifest;
}

/**
 * Restores an archive: every checksum is verified and the target checked before anything is written; the database is
 * then restored and migrated forward to this release, and the media copied into DATA_DIR/media.
 */
export async function restoreBackup(options: RestoreOptions): Promise<RestoreResult> {
  const staging = await mkdtemp(path.join(os.tmpdir(), "matcha-restore-"));
  try {
    const manifest = await readVerifiedArchive(options.archive, staging);
    const { target } = options;
    if (manifest.database.engine !== target.engine)
      throw new BackupError(
        "ENGINE_MISMATCH",
        `This backup holds a ${manifest.database.engine} database; it restores into ${manifest.database.engine} only ` +
          (manifest.database.engine === "postgres"
            ? "(set DATABASE_URL)."
            : "(unset DATABASE_URL; DATA_DIR names the folder)."),
      );
    const migrations = releaseMigrations(options.migrationsFolder);
    const newest = migrations.at(-1)?.when ?? 0;
    if ((manifest.schema.migratedAt ?? 0) > newest)
      throw new BackupError(
        "ARCHIVE_NEWER_THAN_RELEASE",
        `This backup was taken by a newer release (its last migration is ${manifest.schema.lastMigration}); restore it with that release or a later one.`,
      );
    const replace = options.force === true;
    const mediaRoot = path.join(options.dataDir, "media");
    if (!replace) {
      await assertTargetEmpty(target);
      if (!(await isEmptyFolder(mediaRoot)))
        throw new BackupError(
          "MEDIA_NOT_EMPTY",
          `The media folder ${mediaRoot} is not empty. Move it aside, or pass --force to replace it.`,
        );
    } else if (target.engine === "pglite") {
      await assertPgliteEmpty(target.folder).catch((error: BackupError) => {
        if (error.code === "PGLITE_IN_USE") throw error;
      });
    }

    const databaseFile = path.join(staging, manifest.database.file);
    if (target.engine === "postgres") {
      await restorePostgres(target.url, databaseFile, { replace, binDir: target.pgBinDir });
      await migratePostgres(target.url, options.migrationsFolder);
    } else {
      await restorePglite(target.folder, databaseFile, { replace, migrationsFolder: options.migrationsFolder });
    }

    if (replace) await rm(mediaRoot, { recursive: true, force: true });
    await mkdir(mediaRoot, { recursive: true });
    if (manifest.media.length > 0) await cp(path.join(staging, "media"), mediaRoot, { recursive: true });
    const migrationsApplied = migrations.filter(
      (migration) => migration.when > (manifest.schema.migratedAt ?? 0),
    ).length;
    return { manifest, migrationsApplied };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** Refuses a database that holds anything (tables, the migrations journal, a PGlite folder with files). */
export async function assertTargetEmpty(target: RestoreTarget): Promise<void> {
  if (target.engine === "postgres") await assertPostgresEmpty(target.url);
  else await assertPgliteEmpty(target.folder);
}

async function migratePostgres(url: string, migrationsFolder: string) {
  const { default: postgres } = await import("postgres");
  const { drizzle } = await import("drizzle-orm/postgres-js");
  const { migrate } = await import("drizzle-orm/postgres-js/migrator");
  const client = postgres(url, { max: 1, connect_timeout: 10, onnotice: () => {} });
  try {
    await migrate(drizzle(client), { migrationsFolder });
  } finally {
    await client.end();
  }
}
