// What fills each route's client JavaScript: the largest modules (or packages) in the chunks a first visit loads,
// from the production build's manifests and source maps, in gzipped KB (each chunk's gzipped size shared out over its
// sources by their share of the chunk's bytes).
//
// Needs a build with browser source maps (they are off in normal builds):
//   BUNDLE_SOURCE_MAPS=1 npx next build && node scripts/bundle-modules.mjs
// Usage: node scripts/bundle-modules.mjs [--route=/cart] [--top=12] [--by=module|package] [--json=file]
// [--next-dir=.next]
//   Without --route: the modules every shopper route shares (the root layout's), then each route's own extras.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";

import { createGzipSizer, readRouteChunks } from "./bundle/route-chunks.mjs";
import { bytesBySource } from "./bundle/source-map-bytes.mjs";

const root = resolve(import.meta.dirname, "..");
const args = Object.fromEntries(
  process.argv
    .slice(2)
    .map((arg) => arg.replace(/^--/, "").split("="))
    .map(([key, value]) => [key, value ?? true]),
);
const nextDir = resolve(root, String(args["next-dir"] ?? ".next"));
const top = Number(args.top ?? 12);
const byPackage = args.by === "package";
const gzipBytes = createGzipSizer(nextDir);
const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;

/** "turbopack:///[project]/node_modules/sonner/dist/index.mjs" -> "node_modules/sonner/dist/index.mjs". */
function moduleName(source) {
  const name = decodeURIComponent(source)
    .replace(/^.*\[project\]\//, "")
    .replace(/^turbopack:\/\/\//, "")
    .replace(/^\.\.\/\.\.\//, "");
  if (!byPackage) return name;
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(name);
  return match ? match[1] : name.startsWith("(") ? name : name.split("/").slice(0, 1).join("/") + "/";
}

/** Turbopack names a chunk's map in its last line (the map's name differs from the chunk's). */
function mapFileOf(chunk, code) {
  const name = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(code)?.[1];
  const file = name ? join(nextDir, dirname(chunk), decodeURIComponent(name)) : join(nextDir, `${chunk}.map`);
  return existsSync(file) ? file : null;
}

const chunkModules = new Map();
/** Source -> gzipped bytes for one chunk. */
function modulesOf(chunk) {
  if (chunkModules.has(chunk)) return chunkModules.get(chunk);
  const code = readFileSync(join(nextDir, chunk), "utf8");
  // A few runtime chunks come without a map; they are counted whole, under their own name.
  const map = mapFileOf(chunk, code);
  const raw = map
    ? bytesBySource(code, JSON.parse(readFileSync(map, "utf8")))
    : new Map([[`(no source map) ${chunk}`, code.length]]);
  const ratio = gzipBytes(chunk) / Math.max(1, code.length);
  const gzipped = new Map();
  for (const [source, bytes] of raw) {
    const name = moduleName(source);
    gzipped.set(name, (gzipped.get(name) ?? 0) + bytes * ratio);
  }
  chunkModules.set(chunk, gzipped);
  return gzipped;
}

function sumModules(chunks) {
  const totals = new Map();
  for (const chunk of chunks)
    for (const [name, bytes] of modulesOf(chunk)) totals.set(name, (totals.get(name) ?? 0) + bytes);
  return [...totals].sort((a, b) => b[1] - a[1]);
}

function print(title, chunks) {
  const modules = sumModules(chunks);
  const total = modules.reduce((sum, [, bytes]) => sum + bytes, 0);
  console.log(`\n${title}: ${kb(total)} KB gzipped in ${chunks.length} chunk(s)`);
  for (const [name, bytes] of modules.slice(0, top)) console.log(`  ${String(kb(bytes)).padStart(6)} KB  ${name}`);
  if (modules.length > top)
    console.log(
      `  ${String(kb(modules.slice(top).reduce((sum, [, bytes]) => sum + bytes, 0))).padStart(6)} KB  (${modules.length - top} more)`,
    );
  return { title, totalKb: kb(total), modules: modules.map(([name, bytes]) => ({ name, kb: kb(bytes) })) };
}

const { floorChunks, routes } = readRouteChunks(nextDir);
if (
  !routes.some((route) => route.chunks.some((chunk) => mapFileOf(chunk, readFileSync(join(nextDir, chunk), "utf8"))))
) {
  console.error("The build has no browser source maps. Build with them first: BUNDLE_SOURCE_MAPS=1 npx next build");
  process.exit(2);
}
const shopper = routes.filter(({ route }) => !route.startsWith("/admin"));
const extraChunks = (route) => route.chunks.filter((chunk) => !floorChunks.includes(chunk));
const report = [];
if (args.route) {
  const route = routes.find((candidate) => candidate.route === args.route);
  if (!route)
    throw new Error(`No route ${args.route}; known: ${routes.map((candidate) => candidate.route).join(", ")}`);
  report.push(print(`${route.route} over the floor`, extraChunks(route)));
} else {
  // Chunks every shopper route loads: the root layout and what it mounts on every page.
  const shared = extraChunks(shopper[0]).filter((chunk) => shopper.every((route) => route.chunks.includes(chunk)));
  report.push(print("Every shopper route (root layout)", shared));
  for (const route of shopper)
    report.push(
      print(
        `${route.route}, own chunks`,
        extraChunks(route).filter((chunk) => !shared.includes(chunk)),
      ),
    );
}
if (args.json) writeFileSync(String(args.json), `${JSON.stringify(report, null, 2)}\n`);
