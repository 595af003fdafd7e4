// Loaded both by Jest's globalSetup (plain Node: relative imports only, nothing that imports "server-only") and by
// tests/support/test-db.ts inside the test workers.
import { createHash, randomBytes } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";

const root = process.cwd();
const migrationsFolder = path.join(root, "lib", "db", "migrations");
// node_modules/.cache, like other tools' caches: outside git, per checkout, and gone with a clean `npm install`.
const snapshotFolder = path.join(root, "node_modules", ".cache", "shop-test-db");

function filesUnder(folder: string): string[] {
  return readdirSync(folder)
    .sort()
    .flatMap((name) => {
      const file = path.join(folder, name);
      return statSync(file).isDirectory() ? filesUnder(file) : [file];
    });
}

/**
 * Changes with any migration file (SQL or drizzle's journal) and with the versions of PGlite (its data folder format)
 * and drizzle-orm (its migrations table), so a snapshot or template never outlives the schema it was made from.
 */
export function migrationsKey(): string {
  const hash = createHash("sha256");
  for (const pkg of ["@electric-sql/pglite", "drizzle-orm"]) {
    const { version } = JSON.parse(readFileSync(path.join(root, "node_modules", pkg, "package.json"), "utf8")) as {
      version: string;
    };
    hash.update(`${pkg}@${version}\n`);
  }
  for (const file of filesUnder(migrationsFolder))
    hash.update(path.relative(migrationsFolder, file)).update("\0").update(readFileSync(file));
  return hash.digest("hex").slice(0, 16);
}

/**
 * The path of an uncompressed tarball of a migrated PGlite data folder, made once per migrations key. Opening PGlite
 * from it skips initdb, which is most of the cost of a fresh in-memory PGlite (seconds each on a busy 2-core machine).
 */
export async function pgliteSnapshotPath(): Promise<string> {
  const key = migrationsKey();
  const file = path.join(snapshotFolder, `pglite-${key}.tar`);
  try {
    statSync(file);
    return file;
  } catch {
    // not made yet for these migrations
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  const { pgliteExtensions } = await import("../../lib/db/pglite-extensions");
  const client = await PGlite.create("memory://", { extensions: pgliteExtensions });
  try {
    await migrate(drizzle(client), { migrationsFolder });
    // Uncompressed: loading it is about twice as fast as loading the gzipped one, and it is a cache, not an artefact.
    const tarball = await client.dumpDataDir("none");
    mkdirSync(snapshotFolder, { recursive: true });
    // Written aside and renamed, so a second process (another Jest run) never reads half a file.
    const partial = `${file}.${process.pid}.${randomBytes(4).toString("hex")}.partial`;
    await writeFile(partial, Buffer.from(await tarball.arrayBuffer()));
    renameSync(partial, file);
  } finally {
    await client.close();
  }
  for (const name of readdirSync(snapshotFolder)) {
    if (name.startsWith("pglite-") && name.endsWith(".tar") && !file.endsWith(name))
      rmSync(path.join(snapshotFolder, name), { force: true });
  }
  return file;
}

export async function readPgliteSnapshot(): Promise<Blob> {
  return new Blob([await readFile(await pgliteSnapshotPath())]);
}

/** Names the migrated template database of this Jest run (set by tests/support/jest-global-setup.ts). */
export const POSTGRES_TEMPLATE_ENV = "TEST_DATABASE_TEMPLATE";

/**
 * Creates and migrates a template database next to `baseUrl` for one Jest run; each test file's database is then
 * `create database … template …`, a file copy inside Postgres instead of running every migration again.
 * Named per run (several engineers' runs share one Postgres server) and dropped by the global teardown.
 */
export async function createPostgresTemplate(baseUrl: string): Promise<string> {
  const { default: postgres } = await import("postgres");
  const { drizzle } = await import("drizzle-orm/postgres-js");
  const { migrate } = await import("drizzle-orm/postgres-js/migrator");
  const url = new URL(baseUrl);
  const baseName = url.pathname.replace(/^\//, "") || "postgres";
  const name = `${baseName}_tpl_${migrationsKey().slice(0, 8)}_${randomBytes(4).toString("hex")}`.slice(0, 63);
  const admin = postgres(baseUrl, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`create database "${name}"`);
    url.pathname = `/${name}`;
    const client = postgres(url.toString(), { max: 1, onnotice: () => {} });
    try {
      await migrate(drizzle(client), { migrationsFolder });
    } finally {
      // A template must have no open sessions while a database is created from it.
      await client.end();
    }
    return name;
  } catch (error) {
    await admin.unsafe(`drop database if exists "${name}" with (force)`);
    throw error;
  } finally {
    await admin.end();
  }
}

export async function dropPostgresTemplate(baseUrl: string, name: string): Promise<void> {
  const { default: postgres } = await import("postgres");
  const admin = postgres(baseUrl, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`drop database if exists "${name}" with (force)`);
  } finally {
    await admin.end();
  }
}
