// Client JavaScript per route, gzipped, from the production build's manifests: what a first visit to each page
// downloads, measured against the bare-Next floor (the framework runtime every App Router page ships).
//
// Per route: the build manifest's rootMainFiles (React, the router) plus the entry chunks of the route's layout,
// page and boundaries from its client reference manifest. Each chunk is attributed to the client modules it
// starts, so a growing route names what grew.
//
// Usage: node scripts/bundle-report.mjs [--check] [--budget-kb=40] [--json=file] [--verbose] [--record]
//   --check fails (exit 1) when a route ships more than floor + budget, or, for a route still above that target,
//   more than its ceiling in scripts/bundle-ceilings.json (a ratchet: routes may only shrink until they meet it).
//   --record writes today's figures as those ceilings (after a route got lighter).
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { runInNewContext } from "node:vm";
import { gzipSync } from "node:zlib";

const root = resolve(import.meta.dirname, "..");
const nextDir = join(root, ".next");
const args = Object.fromEntries(process.argv.slice(2).map((arg) => arg.replace(/^--/, "").split("=")).map(([key, value]) => [key, value ?? true]));
const budgetKb = Number(args["budget-kb"] ?? 40);
const ceilingsFile = join(root, "scripts", "bundle-ceilings.json");
const ceilings = existsSync(ceilingsFile) ? JSON.parse(readFileSync(ceilingsFile, "utf8")) : {};
/** What a route may ship over the floor: the target, or its recorded ceiling while it is still above the target. */
const allowedKb = (route) => Math.max(budgetKb, ceilings[route] ?? 0);

const gzipCache = new Map();
function gzipBytes(chunk) {
  if (!gzipCache.has(chunk)) gzipCache.set(chunk, gzipSync(readFileSync(join(nextDir, chunk.replace(/^\/_next\//, "")))).length);
  return gzipCache.get(chunk);
}
const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;

function findManifests(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return findManifests(path);
    return name === "page_client-reference-manifest.js" ? [path] : [];
  });
}

function readManifest(file) {
  const sandbox = { globalThis: {} };
  runInNewContext(readFileSync(file, "utf8"), sandbox);
  return Object.entries(sandbox.globalThis.__RSC_MANIFEST)[0];
}

/** "/(shop)/products/[slug]/page" -> "/products/[slug]"; groups vanish from URLs. */
const routeOf = (page) => page.replace(/\/page$/, "").replace(/\/\([^)]+\)/g, "") || "/";

const buildManifest = JSON.parse(readFileSync(join(nextDir, "build-manifest.json"), "utf8"));
const manifests = findManifests(join(nextDir, "server", "app")).map(readManifest);

/** Module paths each chunk starts (a client module's last chunk is its own code). */
function chunkOwners(manifest) {
  const owners = new Map();
  for (const [module, entry] of Object.entries(manifest.clientModules)) {
    const own = entry.chunks.at(-1)?.replace(/^\/_next\//, "");
    if (!own) continue;
    owners.set(own, new Set([...(owners.get(own) ?? []), module.replace(/^\[project\]\//, "").replace(/ <.*$/, "")]));
  }
  return owners;
}

// The bare-Next floor: rootMainFiles, the runtime every App Router page loads before any of the app's code
// (React, React DOM, the router). Next's own boundary components share the layout's chunk with the shop's
// layout code in this build, so they count against the budget, which keeps the floor a slight underestimate.
const floorChunks = buildManifest.rootMainFiles;
const floorBytes = floorChunks.reduce((sum, chunk) => sum + gzipBytes(chunk), 0);

const routes = manifests
  .filter(([page]) => !page.startsWith("/_") && !page.includes("/api/"))
  .map(([page, manifest]) => {
    const chunks = new Set(floorChunks);
    for (const files of Object.values(manifest.entryJSFiles ?? {})) for (const file of files) chunks.add(file);
    const owners = chunkOwners(manifest);
    const total = [...chunks].reduce((sum, chunk) => sum + gzipBytes(chunk), 0);
    const extra = [...chunks].filter((chunk) => !floorChunks.includes(chunk)).map((chunk) => ({ chunk, kb: kb(gzipBytes(chunk)), modules: [...new Set(owners.get(chunk) ?? [])] }));
    return { route: routeOf(page), totalKb: kb(total), overFloorKb: kb(total - floorBytes), extra: extra.sort((a, b) => b.kb - a.kb) };
  })
  .sort((a, b) => a.route.localeCompare(b.route));

console.log(`Client JS per route (gzipped). Floor (bare Next: runtime and router, ${floorChunks.length} chunks): ${kb(floorBytes)} KB; budget: floor + ${budgetKb} KB\n`);
console.log(`${"route".padEnd(28)}${"total KB".padStart(10)}${"over floor".padStart(12)}  status`);
for (const route of routes) {
  const status = route.overFloorKb <= budgetKb ? "ok" : route.overFloorKb <= allowedKb(route.route) ? `above target (ceiling ${allowedKb(route.route)})` : "OVER CEILING";
  console.log(`${route.route.padEnd(28)}${String(route.totalKb).padStart(10)}${String(route.overFloorKb).padStart(12)}  ${status}`);
  if (args.verbose || status === "OVER CEILING") {
    for (const { chunk, kb: size, modules } of route.extra) console.log(`    ${String(size).padStart(6)} KB  ${chunk}  ${modules.slice(0, 6).join(", ")}`);
  }
}
if (args.json) writeFileSync(String(args.json), `${JSON.stringify({ floorKb: kb(floorBytes), budgetKb, routes }, null, 2)}\n`);
if (args.record) {
  const recorded = Object.fromEntries(routes.filter((route) => route.overFloorKb > budgetKb).map((route) => [route.route, Math.ceil(route.overFloorKb + 1)]));
  writeFileSync(ceilingsFile, `${JSON.stringify(recorded, null, 2)}\n`);
}
const over = routes.filter((route) => route.overFloorKb > allowedKb(route.route));
if (args.check && over.length > 0) {
  console.error(`\n${over.length} route(s) over their ceiling: ${over.map((route) => route.route).join(", ")} (see ${relative(root, import.meta.filename)} --verbose)`);
  process.exit(1);
}
