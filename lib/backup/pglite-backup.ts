import { existsSync } from "node:fs";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";

import { pgliteExtensions } from "../db/pglite-extensions.ts";
import { BackupError } from "./backup-error.ts";
import { isEmptyFolder } from "./checksum.ts";
import { readDatabaseFacts } from "./database-facts.ts";
import type { DatabaseFacts } from "./manifest.ts";

/**
 * Dumps an open PGlite into `file` (its documented `dumpDataDir`, gzipped). Inside a transaction: PGlite runs one
 * transaction at a time, so no order is half-way through its own while the folder is copied, and the counts match it.
 */
export async function dumpPglite(
  client: PGlite,
  file: string,
  migrationsFolder: string,
): Promise<DatabaseFacts & { serverVersion: string }> {
  return client.transaction(async (tx) => {
    const facts = await readDatabaseFacts(
      async (statement) => (await tx.query<Record<string, unknown>>(statement)).rows,
      migrationsFolder,
    );
    const [version] = (await tx.query<{ version: string }>("select current_setting('server_version') as version")).rows;
    const tarball = await client.dumpDataDir("gzip");
    await writeFile(file, Buffer.from(await tarball.arrayBuffer()));
    return { ...facts, serverVersion: version?.version ?? "unknown" };
  });
}

/** PGlite keeps postmaster.pid in its folder while a process has it open (and after a crash). */
export function assertPgliteNotInUse(folder: string): void {
  if (existsSync(path.join(folder, "postmaster.pid")))
    throw new BackupError(
      "PGLITE_IN_USE",
      `The embedded database in ${folder} is open in another process (it holds postmaster.pid). Stop the shop first ` +
        "(e.g. `systemctl stop matcha-shop@3000`) and run this again. If the shop is already stopped, it did not shut " +
        "down cleanly: start it once, stop it, then run this again.",
    );
}

export async function assertPgliteEmpty(folder: string): Promise<void> {
  assertPgliteNotInUse(folder);
  if (!(await isEmptyFolder(folder)))
    throw new BackupError(
      "DATABASE_NOT_EMPTY",
      `The embedded database folder ${folder} is not empty. Move it aside (or point DATA_DIR at a new folder), or pass ` +
        "--force to replace it.",
    );
}

/** Starts the PGlite folder from the dump (replacing what was there when `replace`), then migrates it forward. */
export async function restorePglite(
  folder: string,
  file: string,
  options: { replace: boolean; migrationsFolder: string },
) {
  if (options.replace) await rm(folder, { recursive: true, force: true });
  await mkdir(folder, { recursive: true });
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  const client = await PGlite.create(folder, {
    loadDataDir: new Blob([await readFile(file)]),
    extensions: pgliteExtensions,
  });
  try {
    await migrate(drizzle(client), { migrationsFolder: options.migrationsFolder });
  } finally {
    await client.close();
  }
}
