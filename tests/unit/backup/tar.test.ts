import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";

import { extractTarEntry, listTar, writeTar } from "@/lib/backup/tar";

let work: string;
beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), "shop-tar-test-"));
});
afterAll(() => rm(work, { recursive: true, force: true }));

// The archive is the owner's: besides `npm run restore`, plain `tar` must open it (a damaged shop has no Node, say).
describe("backup archives", () => {
  const longName = `media/generated/${"nested-folder/".repeat(6)}image-with-a-long-name.png`;
  const files = [
    ["manifest.json", Buffer.from('{"format":1}\n')],
    ["empty.bin", Buffer.alloc(0)],
    ["exactly-one-block.bin", randomBytes(512)],
    [longName, randomBytes(70_001)],
  ] as const;

  test("read back by the shop and by tar, every file byte for byte, names over 100 bytes too", async () => {
    const sources = await Promise.all(
      files.map(async ([name, bytes], index) => {
        const file = path.join(work, `source-${index}`);
        await writeFile(file, bytes);
        return { name, file };
      }),
    );
    const archive = path.join(work, "archive.tar");
    await writeTar(archive, sources);

    const entries = await listTar(archive);
    expect(entries.map((entry) => entry.name)).toEqual(files.map(([name]) => name));
    for (const [index, entry] of entries.entries()) {
      const out = path.join(work, "out", entry.name);
      await extractTarEntry(archive, entry, out);
      expect((await readFile(out)).equals(files[index]![1])).toBe(true);
    }
    expect(execFileSync("tar", ["-tf", archive], { encoding: "utf8" }).trim().split("\n")).toEqual(
      files.map(([name]) => name),
    );
    execFileSync("tar", ["-xf", archive, "-C", work, longName]);
    expect((await readFile(path.join(work, longName))).equals(files[3]![1])).toBe(true);
  });

  test("a cut-off archive is refused, not read as a shorter one", async () => {
    const archive = path.join(work, "archive.tar");
    const cut = path.join(work, "cut.tar");
    await writeFile(cut, (await readFile(archive)).subarray(0, 2048));
    await expect(listTar(cut)).rejects.toThrow("truncated");
  });
});
