// The client chunks each route loads on a first visit, read from the production build's manifests. Shared by
// scripts/bundle-report.mjs (bytes per route) and scripts/bundle-modules.mjs (what those bytes are).
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { runInNewContext } from "node:vm";
import { gzipSync } from "node:zlib";

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
// Both languages are one route under app/[locale] with the same client code: "/[locale]/(shop)/collection" ->
// "/collection".
export const routeOf = (page) =>
  page
    .replace(/\/page$/, "")
    .replace(/\/\([^)]+\)/g, "")
    .replace(/^\/\[locale\]/, "") || "/";

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

/** Chunk paths are relative to .next ("static/chunks/x.js"); manifests sometimes prefix them with /_next/. */
export const chunkPath = (chunk) => chunk.replace(/^\/_next\//, "");

export function createGzipSizer(nextDir) {
  const cache = new Map();
  return (chunk) => {
    const path = chunkPath(chunk);
    if (!cache.has(path)) cache.set(path, gzipSync(readFileSync(join(nextDir, path))).length);
    return cache.get(path);
  };
}

/**
 * The floor (rootMainFiles: React, React DOM, the router, which every App Router page loads before any of the app's
 * code) and, per shopper-facing or admin route, the floor plus the entry chunks of its layouts, page and boundaries.
 */
export function readRouteChunks(nextDir) {
  const buildManifest = JSON.parse(readFileSync(join(nextDir, "build-manifest.json"), "utf8"));
  const floorChunks = buildManifest.rootMainFiles.map(chunkPath);
  const routes = findManifests(join(nextDir, "server", "app"))
    .map(readManifest)
    .filter(([page]) => !page.startsWith("/_") && !page.includes("/api/"))
    .map(([page, manifest]) => {
      const chunks = new Set(floorChunks);
      for (const files of Object.values(manifest.entryJSFiles ?? {}))
        for (const file of files) chunks.add(chunkPath(file));
      return { route: routeOf(page), chunks: [...chunks], owners: chunkOwners(manifest) };
    })
    .sort((a, b) => a.route.localeCompare(b.route));
  return { floorChunks, routes };
}
