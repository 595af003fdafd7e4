import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";

import { applyRetention } from "@/lib/backup/create-backup";
import { archiveNameFor } from "@/lib/backup/manifest";
import { defaultRetention } from "@/lib/backup/retention";

let backupDir: string;
beforeEach(async () => {
  backupDir = await mkdtemp(path.join(os.tmpdir(), "shop-retention-"));
});
afterEach(() => rm(backupDir, { recursive: true, force: true }));

test("after a backup, BACKUP_DIR loses the archives the policy drops and dead staging folders, nothing else", async () => {
  const nights = Array.from({ length: 20 }, (_, index) =>
    archiveNameFor(new Date(Date.UTC(2026, 11, 3 - index, 2, 30))),
  );
  for (const name of nights) await writeFile(path.join(backupDir, name), "");
  await writeFile(path.join(backupDir, "notes.txt"), "the owner's own file");
  await mkdir(path.join(backupDir, ".partial-dead"));
  const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000);
  await utimes(path.join(backupDir, ".partial-dead"), twoDaysAgo, twoDaysAgo);
  await mkdir(path.join(backupDir, ".partial-running"));

  const removed = await applyRetention(backupDir, defaultRetention);

  // Kept: 7 nights (Dec 3 back to Nov 27, so December's and November's newest too) and the newest of the two weeks
  // before (Sundays Nov 22 and 15).
  const kept = [0, 1, 2, 3, 4, 5, 6, 11, 18].map((index) => nights[index]!);
  expect(removed.sort()).toEqual(nights.filter((name) => !kept.includes(name)).sort());
  expect((await readdir(backupDir)).sort()).toEqual([".partial-running", ...kept, "notes.txt"].sort());
});
