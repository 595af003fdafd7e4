// The floor: the least a page rendered per request costs in Next.js on this machine. A minimal App Router app (one
// root layout, one page that waits for the request and renders a paragraph) is built with the shop's own `next` and
// served like the shop. What a shop route costs above it is the shop's own work; the floor itself is the framework's.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

import { startNode } from "./processes.mjs";

const files = {
  // Its own (empty) configuration: Next.js would otherwise find the shop's next.config.ts in the folder above.
  "next.config.mjs": "export default {};\n",
  "app/layout.jsx":
    'export default function RootLayout({ children }) {\n  return <html lang="en"><body>{children}</body></html>;\n}\n',
  "app/page.jsx":
    'import { connection } from "next/server";\n\nexport default async function Page() {\n  await connection();\n  return <p>Floor</p>;\n}\n',
};

/**
 * Builds the floor app and starts it; `stop` the returned server, then `remove()`. The app sits in the shop's
 * git-ignored bench/ folder, so it finds the shop's node_modules as any file of the shop does (Turbopack will not
 * build through a node_modules symlink, and a hard-linked copy cannot cross into a tmpfs /tmp).
 */
export async function startFloor({ root, port, log }) {
  mkdirSync(join(root, "bench"), { recursive: true });
  const dir = mkdtempSync(join(root, "bench", "floor-app-"));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(dir, name, ".."), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  execFileSync(process.execPath, [join(root, "node_modules/next/dist/bin/next"), "build"], {
    cwd: dir,
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" },
  });
  const server = await startNode([join(import.meta.dirname, "floor-server.mjs"), dir, String(port)], {
    env: { NODE_ENV: "production" },
    readyUrl: `http://127.0.0.1:${port}/`,
    log,
  });
  return { server, url: `http://127.0.0.1:${port}/`, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
