import "server-only";

import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";

import { generatedImageKey } from "./media-key";
import { MediaStoreError, type MediaStore } from "./media-store";

/** Files under `root` (DATA_DIR/media by default); nothing there is served publicly. */
export function createLocalMediaStore(root: string): MediaStore {
  return {
    kind: "local",
    async saveGeneratedImage(image) {
      const key = generatedImageKey(image.contentType);
      const file = path.join(root, ...key.split("/"));
      try {
        await mkdir(path.dirname(file), { recursive: true });
        // "wx": a key is never reused, and if it ever were the old file would survive.
        await writeFile(file, image.bytes, { flag: "wx" });
      } catch (error) {
        throw new MediaStoreError(`could not write ${key} to the media folder`, { cause: error });
      }
      return { store: "local", key };
    },
  };
}
