// The bare-Next floor in transferred bytes: the runtime chunks every App Router page loads (the build manifest's
// rootMainFiles), fetched gzipped from the running server just as the browser gets them.
import { get } from "node:http";
import { join } from "node:path";

import { DIST_DIR, readRootMainFiles } from "../../lib/next-private-interfaces.ts";

/** Body bytes on the wire (compressed, as sent; headers not counted) for one URL. */
function transferredBytes(url) {
  return new Promise((resolve, reject) => {
    get(url, { headers: { "accept-encoding": "gzip" } }, (response) => {
      let bytes = 0;
      response.on("data", (chunk) => (bytes += chunk.length));
      response.on("end", () => resolve(bytes));
    }).on("error", reject);
  });
}

/** Compressed KB, one decimal, of the scripts at these paths (`/_next/static/...`) as the server sends them. */
export async function transferredKb(origin, paths) {
  const sizes = await Promise.all(paths.map((path) => transferredBytes(origin + path)));
  return Math.round((sizes.reduce((sum, size) => sum + size, 0) / 1024) * 10) / 10;
}

export async function measureFloorKb(root, origin) {
  return transferredKb(
    origin,
    readRootMainFiles(join(root, DIST_DIR)).map((file) => `/_next/${file}`),
  );
}
