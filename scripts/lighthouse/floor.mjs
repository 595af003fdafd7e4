// The bare-Next floor in transferred bytes: the runtime chunks every App Router page loads (the build manifest's
// rootMainFiles), fetched gzipped from the running server just as the browser gets them.
import { readFileSync } from "node:fs";
import { get } from "node:http";
import { join } from "node:path";

/** Body bytes on the wire (compressed, as sent; headers not counted) for one URL. */
export function transferredBytes(url) {
  return new Promise((resolve, reject) => {
    get(url, { headers: { "accept-encoding": "gzip" } }, (response) => {
      let bytes = 0;
      response.on("data", (chunk) => (bytes += chunk.length));
      response.on("end", () => resolve(bytes));
    }).on("error", reject);
  });
}

export async function measureFloorKb(root, origin) {
  const { rootMainFiles } = JSON.parse(readFileSync(join(root, ".next", "build-manifest.json"), "utf8"));
  const sizes = await Promise.all(rootMainFiles.map((file) => transferredBytes(`${origin}/_next/${file}`)));
  return Math.round((sizes.reduce((sum, size) => sum + size, 0) / 1024) * 10) / 10;
}
