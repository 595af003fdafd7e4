// The client chunks each route loads on a first visit, read from the production build's manifests. Shared by
// scripts/bundle-report.mjs (bytes per route) and scripts/bundle-modules.mjs (what those bytes are).
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

import {
  CLIENT_REFERENCE_MANIFEST_FILE,
  readClientReferenceManifest,
  readRootMainFiles,
} from "../../lib/next-private-interfaces.ts";

function findManifests(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return findManifests(path);
    return name === CLIENT_REFERENCE_MANIFEST_FILE ? [path] : [];
  });
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
  const floorChunks = readRootMainFiles(nextDir).map(chunkPath);
  const routes = findManifests(join(nextDir, "server", "app"))
    .map(readClientReferenceManifest)
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
