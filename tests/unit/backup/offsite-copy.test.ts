import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { BackupError } from "@/lib/backup/backup-error";
import { copyOffsite, offsiteTargetFrom, type OffsiteTarget } from "@/lib/backup/offsite-copy";
import { startStorageServer, type StorageServer } from "@/tests/support/storage-server.mjs";

const BUCKET = "shop-backups";
let storage: StorageServer;
let target: OffsiteTarget;
let archive: string;

beforeAll(async () => {
  storage = await startStorageServer({ buckets: [BUCKET] });
  target = { url: storage.url, serviceRoleKey: storage.serviceKey, bucket: BUCKET };
  archive = path.join(await mkdtemp(path.join(tmpdir(), "offsite-")), "matcha-shop-2026-12-03T02-30-00Z.tar");
  await writeFile(archive, Buffer.from("manifest and dump bytes \u0000\u0001\u00ff".repeat(1000), "latin1"));
});

afterAll(() => storage.close());

describe("the off-site copy of a backup", () => {
  test("puts the archive, byte for byte, under backups/ in the bucket", async () => {
    const { key } = await copyOffsite(target, archive);
    expect(key).toBe(`${BUCKET}/backups/${path.basename(archive)}`);
    const stored = storage.objects.get(key);
    expect(stored?.bytes.equals(Buffer.from("manifest and dump bytes \u0000\u0001\u00ff".repeat(1000), "latin1"))).toBe(
      true,
    );
  });

  test("never replaces an archive already there", async () => {
    await expect(copyOffsite(target, archive)).rejects.toMatchObject({ code: "OFFSITE_FAILED" });
  });

  test("a refusing store fails the copy with its reason, and a wrong key is refused", async () => {
    storage.setMode({ kind: "error", status: 503, message: "Storage is down" }, { times: 1 });
    await expect(copyOffsite(target, `${archive}`)).rejects.toThrow(/HTTP 503.*Storage is down/);
    await expect(copyOffsite({ ...target, serviceRoleKey: "wrong" }, archive)).rejects.toBeInstanceOf(BackupError);
  });

  test("is off unless a bucket is named, and a bucket without the project's URL and key stops the backup", () => {
    expect(offsiteTargetFrom({ SUPABASE_URL: storage.url, SUPABASE_SERVICE_ROLE_KEY: "key" })).toBeNull();
    expect(
      offsiteTargetFrom({
        BACKUP_STORAGE_BUCKET: BUCKET,
        SUPABASE_URL: `${storage.url}/`,
        SUPABASE_SERVICE_ROLE_KEY: "key",
      }),
    ).toEqual({ url: storage.url, serviceRoleKey: "key", bucket: BUCKET });
    expect(() => offsiteTargetFrom({ BACKUP_STORAGE_BUCKET: BUCKET })).toThrow(/SUPABASE_URL/);
  });
});
