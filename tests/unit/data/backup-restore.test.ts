import { randomBytes } from "node:crypto";
import { chmod, copyFile, mkdir, mkdtemp, open, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";

import { createBackup } from "@/lib/backup/create-backup";
import { assertTargetEmpty, restoreBackup } from "@/lib/backup/restore-backup";
import { filesUnder, isEmptyFolder } from "@/lib/backup/checksum";
import type { BackupManifest } from "@/lib/backup/manifest";
import { listTar } from "@/lib/backup/tar";
import type { Db } from "@/lib/db";
import { migrationsFolder, type DbHandle } from "@/lib/db/open";
import { documentCounters, invoicePdfs, invoices, orderItems, orders, users } from "@/lib/db/schema";
import { advanceCodOrder } from "@/lib/orders/advance-cod-order";
import { insertReview, placeLocalOrder, testAdmin } from "@/tests/support/admin-fixtures";
import { backupSourceOf, everyRow, freshRestoreTarget, type FreshTarget } from "@/tests/support/backup-targets";
import { createTestDb, type TestDb } from "@/tests/support/test-db";

let source: TestDb;
let work: string;
const opened: DbHandle[] = [];
const targets: FreshTarget[] = [];
/** The seeded shop's backup, its rows when it was taken, and the bytes put in. */
let seeded: { archive: string; manifest: BackupManifest; rows: Record<string, string[]>; pdf: Buffer; image: Buffer };

beforeAll(async () => {
  source = await createTestDb();
  work = await mkdtemp(path.join(os.tmpdir(), "shop-backup-test-"));
  const bytes = await seedShop();
  const { archive, manifest } = await backUp();
  seeded = { archive, manifest, rows: await everyRow(db()), ...bytes };
}, 120_000);
afterAll(async () => {
  for (const handle of opened) await handle.close();
  for (const target of targets) await target.drop();
  await source?.close();
  await rm(work, { recursive: true, force: true });
});

const db = () => source.db;
const sourceDataDir = () => path.join(work, "source-data");
const backUp = (backupDir = path.join(work, "backups")) =>
  createBackup({ source: backupSourceOf(source), dataDir: sourceDataDir(), backupDir, migrationsFolder });

async function restoreFresh(archive: string) {
  const fresh = await freshRestoreTarget(work);
  targets.push(fresh);
  const dataDir = path.join(work, `restored-${targets.length}`);
  const result = await restoreBackup({ archive, target: fresh.target, dataDir, migrationsFolder });
  const handle = await fresh.open();
  opened.push(handle);
  return { ...result, db: handle.db, handle, dataDir, fresh };
}
/** The database the backup under load was restored into: not empty, for --force. */
let restoredUnderLoad: Awaited<ReturnType<typeof restoreFresh>> | undefined;

let shoppers = 0;
const placeOrder = () =>
  placeLocalOrder(db(), { fullName: "Layla Haddad", email: `backup.shopper${++shoppers}@example.ae` });

async function seedShop(): Promise<{ pdf: Buffer; image: Buffer }> {
  const [first] = [await placeOrder(), await placeOrder()];
  const cancelled = await placeOrder();
  expect((await advanceCodOrder(db(), testAdmin, { step: "cancel", orderId: cancelled.id, reason: "Asked by phone." })).ok).toBe(true);
  await insertReview(db(), { productName: "Matcha Clay Mask", productSlug: "matcha-clay-mask", title: "Calm skin" });
  await db()
    .insert(users)
    .values([
      { id: "account-1", name: "Layla Haddad", email: "layla.account@example.ae", emailVerified: true },
      { id: "account-2", name: "ليلى حداد", email: "layla.ar@example.ae", locale: "ar" },
    ]);
  // Every byte value, so an encoding slip anywhere (text instead of bytea, a trimmed NUL) shows.
  const pdf = Buffer.concat([Buffer.from(Array.from({ length: 256 }, (_, byte) => byte)), randomBytes(40_000)]);
  const [invoice] = await db().select().from(invoices).where(eq(invoices.orderId, first!.id));
  await db().insert(invoicePdfs).values({ invoiceId: invoice!.id, locale: "en", pdf });
  const image = randomBytes(30_000);
  await mkdir(path.join(sourceDataDir(), "media", "generated", "2026"), { recursive: true });
  await writeFile(path.join(sourceDataDir(), "media", "generated", "2026", "mask.png"), image);
  return { pdf, image };
}

/** Every order whole: its lines, its one invoice, and numbering that matches the documents issued. */
async function halfWrittenOrders(target: Db): Promise<string[]> {
  const problems: string[] = [];
  for (const order of await target.select().from(orders)) {
    const lines = await target.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    const documents = await target.select().from(invoices).where(eq(invoices.orderId, order.id));
    if (lines.length === 0) problems.push(`${order.orderNumber} has no lines`);
    if (documents.filter((document) => document.kind === "invoice").length !== 1)
      problems.push(`${order.orderNumber} has ${documents.length} documents`);
  }
  const [counter] = await target.select().from(documentCounters).where(eq(documentCounters.series, "invoice"));
  const issued = await target.select().from(invoices).where(eq(invoices.kind, "invoice"));
  if ((counter?.lastNumber ?? 0) !== issued.length) problems.push(`counter ${counter?.lastNumber}, ${issued.length} invoices`);
  return problems;
}

describe("a backup restores into a fresh database", () => {
  test("every row, every invoice PDF and every media file come back byte for byte, and the manifest counts them", async () => {
    const { archive, manifest, rows, pdf, image } = seeded;
    expect(manifest.counts).toEqual({ orders: 4, invoices: 4, creditNotes: 1, accounts: 2 });
    expect(manifest.schema.lastMigration).toMatch(/^\d{4}_/);

    const restored = await restoreFresh(archive);
    expect(restored.migrationsApplied).toBe(0);
    expect(await everyRow(restored.db)).toEqual(rows);
    const [storedPdf] = await restored.db.select().from(invoicePdfs);
    expect(Buffer.from(storedPdf!.pdf).equals(pdf)).toBe(true);
    expect((await readFile(path.join(restored.dataDir, "media", "generated", "2026", "mask.png"))).equals(image)).toBe(true);
  }, 90_000);

  test("a backup taken while orders are being placed restores with no order half-written", async () => {
    let backingUp = true;
    const shopper = async () => {
      while (backingUp) await placeOrder();
    };
    const shoppersDone = Promise.all([shopper(), shopper(), shopper()]);
    const ordersBefore = (await db().select().from(orders)).length;
    const { archive, manifest } = await backUp(path.join(work, "backups-under-load")).finally(() => (backingUp = false));
    await shoppersDone;
    const ordersAfter = (await db().select().from(orders)).length;
    expect(ordersAfter).toBeGreaterThan(ordersBefore);

    const restored = await restoreFresh(archive);
    restoredUnderLoad = restored;
    const restoredOrders = await restored.db.select().from(orders);
    expect(restoredOrders.length).toBe(manifest.counts.orders);
    expect(restoredOrders.length).toBeGreaterThanOrEqual(ordersBefore);
    expect(await halfWrittenOrders(restored.db)).toEqual([]);
  }, 90_000);
});

describe("restore --force", () => {
  test("--force replaces a database and media folder that are not empty with the backup", async () => {
    const { fresh, handle, dataDir } = restoredUnderLoad!;
    // The shop is stopped before a restore; an open PGlite folder would be refused as in use.
    await handle.close();
    opened.splice(opened.indexOf(handle), 1);
    await writeFile(path.join(dataDir, "media", "left-over.png"), "not in the backup");

    await restoreBackup({ archive: seeded.archive, target: fresh.target, dataDir, migrationsFolder, force: true });
    const reopened = await fresh.open();
    opened.push(reopened);
    expect(await everyRow(reopened.db)).toEqual(seeded.rows);
    expect(await filesUnder(path.join(dataDir, "media"))).toEqual(["generated/2026/mask.png"]);
  }, 90_000);
});

describe("restore refuses", () => {
  test("a database that is not empty, naming --force", async () => {
    const { archive } = seeded;
    const target = source.url
      ? { engine: "postgres" as const, url: source.url }
      : { engine: "pglite" as const, folder: path.join(work, "occupied") };
    if (target.engine === "pglite") await writeFile(path.join(await mkdir(target.folder, { recursive: true }).then(() => target.folder), "PG_VERSION"), "17\n");
    await expect(
      restoreBackup({ archive, target, dataDir: path.join(work, "refused-data"), migrationsFolder }),
    ).rejects.toMatchObject({ code: "DATABASE_NOT_EMPTY", message: expect.stringContaining("--force") });
  }, 60_000);

  test("a damaged archive, before writing anything", async () => {
    const { archive } = seeded;
    const damaged = path.join(work, "damaged.tar");
    await copyFile(archive, damaged);
    const database = (await listTar(damaged)).find((entry) => entry.name.startsWith("database."))!;
    const handle = await open(damaged, "r+");
    const byte = Buffer.alloc(1);
    await handle.read(byte, 0, 1, database.offset + Math.floor(database.size / 2));
    await handle.write(Buffer.from([byte[0]! ^ 0xff]), 0, 1, database.offset + Math.floor(database.size / 2));
    await handle.close();

    const fresh = await freshRestoreTarget(work);
    targets.push(fresh);
    const dataDir = path.join(work, "damaged-data");
    await expect(restoreBackup({ archive: damaged, target: fresh.target, dataDir, migrationsFolder })).rejects.toMatchObject({
      code: "CHECKSUM_MISMATCH",
      message: expect.stringMatching(/database\.\S+ in .* does not match its checksum/),
    });
    // Nothing was written: the database and the media folder are as empty as before.
    await expect(assertTargetEmpty(fresh.target)).resolves.toBeUndefined();
    expect(await isEmptyFolder(path.join(dataDir, "media"))).toBe(true);
  }, 90_000);

  (process.env.TEST_DATABASE_URL ? test : test.skip)(
    "a pg_dump of another major version than the server's, naming both",
    async () => {
      const binDir = path.join(work, "pg-99");
      await mkdir(binDir, { recursive: true });
      await writeFile(path.join(binDir, "pg_dump"), "#!/bin/sh\necho 'pg_dump (PostgreSQL) 99.1'\n");
      await chmod(path.join(binDir, "pg_dump"), 0o755);
      const backupDir = path.join(work, "backups-mismatch");
      await expect(
        createBackup({ source: { engine: "postgres", url: source.url!, pgBinDir: binDir }, dataDir: sourceDataDir(), backupDir, migrationsFolder }),
      ).rejects.toMatchObject({ code: "PG_VERSION_MISMATCH", message: expect.stringMatching(/PostgreSQL 99 but the server is PostgreSQL \d+/) });
    },
  );
});
