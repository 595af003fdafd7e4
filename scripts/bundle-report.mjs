// Client JavaScript per route, gzipped, from the production build's manifests: what a first visit to each page
// downloads, measured against the bare-Next floor (the framework runtime every App Router page ships).
//
// Per route: the build manifest's rootMainFiles (React, the router) plus the entry chunks of the route's layout,
// page and boundaries from its client reference manifest. Each chunk is attributed to the client modules it
// starts, so a growing route names what grew (scripts/bundle-modules.mjs says which modules fill each chunk).
//
// Usage: npm run bundle-report -- [--check] [--budget-kb=50] [--json=file] [--verbose] [--record]
//   --check fails (exit 1) when a route that meets the budget (floor + 50 KB) goes over it, when a route still above
//   the budget ships more than its ceiling in scripts/bundle-ceilings.json (a ratchet: such routes may only shrink),
//   or when a route has a ceiling but now meets the budget (the ceiling would let it regress: run --record).
//   --record writes today's figures as the ceilings of the routes still above the budget, and drops the others.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";

import { createGzipSizer, readRouteChunks } from "./bundle/route-chunks.mjs";

const root = resolve(import.meta.dirname, "..");
const nextDir = join(root, ".next");
const args = Object.fromEntries(
  process.argv
    .slice(2)
    .map((arg) => arg.replace(/^--/, "").split("="))
    .map(([key, value]) => [key, value ?? true]),
);
const budgetKb = Number(args["budget-kb"] ?? 50);
const ceilingsFile = join(root, "scripts", "bundle-ceilings.json");
const ceilings = existsSync(ceilingsFile) ? JSON.parse(readFileSync(ceilingsFile, "utf8")) : {};

const gzipBytes = createGzipSizer(nextDir);
const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;

// The bare-Next floor: rootMainFiles, the runtime every App Router page loads before any of the app's code
// (React, React DOM, the router). Next's own boundary components share the layout's chunk with the shop's
// layout code in this build, so they count against the budget, which keeps the floor a slight underestimate.
const { floorChunks, routes: routeChunks } = readRouteChunks(nextDir);
const floorBytes = floorChunks.reduce((sum, chunk) => sum + gzipBytes(chunk), 0);

const routes = routeChunks.map(({ route, chunks, owners }) => {
  const total = chunks.reduce((sum, chunk) => sum + gzipBytes(chunk), 0);
  const extra = chunks
    .filter((chunk) => !floorChunks.includes(chunk))
    .map((chunk) => ({ chunk, kb: kb(gzipBytes(chunk)), modules: [...(owners.get(chunk) ?? [])] }));
  return { route, totalKb: kb(total), overFloorKb: kb(total - floorBytes), extra: extra.sort((a, b) => b.kb - a.kb) };
});

/** ok: meets the budget (gated at it); above: still over it, gated at its ceiling; the rest fail --check. */
function statusOf({ route, overFloorKb }) {
  const ceiling = ceilings[route];
  if (overFloorKb <= budgetKb)
    return ceiling === undefined
      ? { ok: true, text: "ok" }
      : { ok: false, text: `ok, but a stale ceiling (${ceiling}) would let it regress: --record` };
  if (ceiling === undefined) return { ok: false, text: `OVER BUDGET (no ceiling)` };
  if (overFloorKb > ceiling) return { ok: false, text: `OVER CEILING ${ceiling}` };
  return { ok: true, text: `over budget by ${kb((overFloorKb - budgetKb) * 1024)} KB (ceiling ${ceiling})` };
}

console.log(
  `Client JS per route (gzipped). Floor (bare Next: runtime and router, ${floorChunks.length} chunks): ${kb(floorBytes)} KB; budget: floor + ${budgetKb} KB\n`,
);
console.log(`${"route".padEnd(28)}${"total KB".padStart(10)}${"over floor".padStart(12)}  status`);
for (const route of routes) {
  const status = statusOf(route);
  console.log(
    `${route.route.padEnd(28)}${String(route.totalKb).padStart(10)}${String(route.overFloorKb).padStart(12)}  ${status.text}`,
  );
  if (args.verbose || !status.ok) {
    for (const { chunk, kb: size, modules } of route.extra)
      console.log(`    ${String(size).padStart(6)} KB  ${chunk}  ${modules.slice(0, 6).join(", ")}`);
  }
}
const overBudget = routes.filter((route) => route.overFloorKb > budgetKb);
console.log(`\n${routes.length - overBudget.length} of ${routes.length} routes within floor + ${budgetKb} KB.`);
if (overBudget.length > 0)
  console.log(
    `Over the budget (held at their ceilings): ${overBudget.map((route) => `${route.route} (+${route.overFloorKb})`).join(", ")}`,
  );
if (args.json)
  writeFileSync(String(args.json), `${JSON.stringify({ floorKb: kb(floorBytes), budgetKb, routes }, null, 2)}\n`);
if (args.record) {
  const recorded = Object.fromEntries(overBudget.map((route) => [route.route, Math.ceil(route.overFloorKb + 1)]));
  writeFileSync(ceilingsFile, `${JSON.stringify(recorded, null, 2)}\n`);
  console.log(`Recorded ${overBudget.length} ceiling(s) in ${relative(root, ceilingsFile)}.`);
  process.exit(0);
}
const failing = routes.filter((route) => !statusOf(route).ok);
if (args.check && failing.length > 0) {
  console.error(
    `\n${failing.length} route(s) fail the budget check: ${failing.map((route) => `${route.route} (${statusOf(route).text})`).join(", ")} (see ${relative(root, import.meta.filename)} --verbose and scripts/bundle-modules.mjs)`,
  );
  process.exit(1);
}
