import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";

import { createBackup, type BackupSource } from "@/lib/backup/create-backup";
import { releaseMigrations } from "@/lib/backup/database-facts";
import { restoreBackup } from "@/lib/backup/restore-backup";
import { migrationsFolder } from "@/lib/db/open";
import { appliedMigrationCount, freshRestoreTarget, type FreshTarget } from "@/tests/support/backup-targets";

let work: string;
const targets: FreshTarget[] = [];
const closers: (() => Promise<unknown>)[] = [];
beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), "shop-backup-forward-"));
});
afterAll(async () => {
  for (const close of closers) await close();
  for (const target of targets) await target.drop();
  await rm(work, { recursive: true, force: true });
});

/** The migrations of the release before this one: this release's without its last. */
async function previousReleaseMigrations(): Promise<string> {
  const folder = path.join(work, "previous-migrations");
  await cp(migrationsFolder, folder, { recursive: true });
  const journalFile = path.join(folder, "meta", "_journal.json");
  const journal = JSON.parse(await readFile(journalFile, "utf8")) as { entries: { tag: string }[] };
  const last = journal.entries.pop()!;
  await rm(path.join(folder, `${last.tag}.sql`));
  await writeFile(journalFile, JSON.stringify(journal));
  return folder;
}

/** A database of the previous release, on the test run's engine. */
async function previousReleaseDatabase(folder: string): Promise<BackupSource> {
  if (process.env.TEST_DATABASE_URL) {
    const fresh = await freshRestoreTarget(work);
    targets.push(fresh);
    if (fresh.target.engine !== "postgres") throw new Error("expected Postgres");
    const { default: postgres } = await import("postgres");
    const { drizzle } = await import("drizzle-orm/postgres-js");
    const { migrate } = await import("drizzle-orm/postgres-js/migrator");
    const client = postgres(fresh.target.url, { max: 1, onnotice: () => {} });
    await migrate(drizzle(client), { migrationsFolder: folder });
    await client.end();
    return { engine: "postgres", url: fresh.target.url };
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  const { pgliteExtensions } = await import("@/lib/db/pglite-extensions");
  const client = await PGlite.create("memory://", { extensions: pgliteExtensions });
  closers.push(() => client.close());
  await migrate(drizzle(client), { migrationsFolder: folder });
  return { engine: "pglite", client };
}

test("a backup of the previous release restores into this one, migrated forward to its schema", async () => {
  const previous = await previousReleaseMigrations();
  const source = await previousReleaseDatabase(previous);
  const { archive } = await createBackup({
    source,
    dataDir: path.join(work, "data"),
    backupDir: path.join(work, "backups"),
    migrationsFolder: previous,
  });

  const fresh = await freshRestoreTarget(work);
  targets.push(fresh);
  const result = await restoreBackup({ archive, target: fresh.target, dataDir: path.join(work, "restored"), migrationsFolder });
  const release = releaseMigrations(migrationsFolder);
  expect(result.manifest.schema.lastMigration).toBe(release.at(-2)!.tag);
  expect(result.migrationsApplied).toBe(1);
  expect(await appliedMigrationCount(fresh.target)).toBe(release.length);
}, 120_000);
