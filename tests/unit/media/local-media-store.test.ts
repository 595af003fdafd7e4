import { mkdtemp, readFile, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { createLocalMediaStore } from "@/lib/media/local-media-store";
import { MediaStoreError } from "@/lib/media/media-store";
import { GENERATED_PNG } from "../../support/images/png.mjs";

let root: string;
beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), "media-store-"));
});
afterEach(() => rm(root, { recursive: true, force: true }));

const image = { bytes: new Uint8Array(GENERATED_PNG), contentType: "image/png" as const };

describe("local media store (DATA_DIR/media)", () => {
  test("writes the image's bytes under a new dated key", async () => {
    const saved = await createLocalMediaStore(root).saveGeneratedImage(image);
    expect(saved).toEqual({
      store: "local",
      key: expect.stringMatching(/^generated\/\d{4}-\d{2}-\d{2}\/[0-9a-f-]{36}\.png$/),
    });
    expect((await readFile(path.join(root, saved.key))).equals(GENERATED_PNG)).toBe(true);
  });

  test("two saves keep two files", async () => {
    const store = createLocalMediaStore(root);
    const first = await store.saveGeneratedImage(image);
    await store.saveGeneratedImage({ bytes: new Uint8Array([0xff, 0xd8, 0xff, 0xe0]), contentType: "image/jpeg" });
    const files = await readdir(path.dirname(path.join(root, first.key)));
    expect(files.map((name) => path.extname(name)).sort()).toEqual([".jpg", ".png"]);
  });

  test("a folder that cannot be written is a MediaStoreError", async () => {
    const blocked = path.join(root, "a-file");
    await writeFile(blocked, "not a folder");
    await expect(createLocalMediaStore(blocked).saveGeneratedImage(image)).rejects.toBeInstanceOf(MediaStoreError);
  });
});
