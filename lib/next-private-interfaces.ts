// Every private Next.js interface the shop's server and build tooling rely on, named in this one module. None of them
// is public API, so any Next.js release may change one without notice. package.json pins `next` (and
// eslint-config-next) to the minor they were checked against, CHECKED_NEXT_MINOR, and
// tests/unit/next-private-interfaces.test.ts fails when the installed next is another minor or an interface below is
// gone. To upgrade: check each entry against the new release, then move the pin and CHECKED_NEXT_MINOR together.
//
// Loaded by Node itself (server.ts, lib/metrics/http-metrics.ts, lib/cache/redis-cache-handler.mjs,
// scripts/bundle/route-chunks.mjs), not by Next.js's bundler: so erasable TypeScript only, node: imports only, and no
// `server-only` (it throws outside the bundler's react-server condition). Nothing a page imports reaches it.
//
// Also private, and read only by tests and benchmarks (not here, so the server does not carry them): the
// `x-nextjs-cache` / `x-nextjs-prerender` answer headers, .next/prerender-manifest.json and app-paths-manifest.json,
// and next/dist/shared/lib/router/utils/path-match (tests/unit/http/unknown-catalogue-path.test.ts).
import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { runInNewContext } from "node:vm";

import type { NextConfig } from "next";

/** The Next.js minor (major.minor) every interface below was checked against. */
export const CHECKED_NEXT_MINOR = "16.4";

/** The build folder (next.config.ts keeps the default distDir); server.ts and the tools run from its parent. */
export const DIST_DIR = ".next";

/**
 * The variable Next.js's generated standalone server.js sets to hand the server the config `next build` resolved.
 * server.ts sets it too. The public `next({ conf })` cannot replace it: Next.js treats a `conf` as a fresh
 * next.config (defaults and validation applied again over a config that has them already), warns that `next start`
 * does not work with standalone output, and loads its webpack hook, which the standalone folder does not carry.
 */
export const STANDALONE_CONFIG_VARIABLE = "__NEXT_PRIVATE_STANDALONE_CONFIG";

/** Starts Next.js (next()) on this config instead of reading next.config.ts; set before next() is called. */
export function runOnResolvedConfig(config: NextConfig): void {
  process.env[STANDALONE_CONFIG_VARIABLE] = JSON.stringify(config);
}

/** The config `next build` resolved, from the build's required-server-files.json (its `config` field). */
export function readResolvedConfig(distDir = DIST_DIR): NextConfig {
  const manifest = JSON.parse(readFileSync(path.join(distDir, "required-server-files.json"), "utf8")) as {
    config: NextConfig;
  };
  return manifest.config;
}

/**
 * Keeps the pages Next.js regenerates in this process's memory instead of writing them into the build folder
 * (`experimental.isrFlushToDisk`, an experimental option of Next.js's incremental cache).
 */
export function withRegeneratedPagesInMemory(config: NextConfig): NextConfig {
  return { ...config, experimental: { ...config.experimental, isrFlushToDisk: false } };
}

/** The cache Next.js uses when no cacheHandler is configured: memory, and the build folder unless isrFlushToDisk is off. */
export type NextFileSystemCache = new (context: object) => {
  get(key: string, context?: object): Promise<{ lastModified?: number; value: unknown } | null>;
  set(key: string, data: unknown, context?: object): Promise<void>;
  revalidateTag(tags: string | string[], durations?: object): Promise<void>;
};

/** Next.js's own file-system cache handler (next/dist/server/lib/incremental-cache/file-system-cache), to extend. */
export function nextFileSystemCache(): NextFileSystemCache {
  const required = createRequire(path.join(process.cwd(), "package.json"))(
    "next/dist/server/lib/incremental-cache/file-system-cache.js",
  ) as { default: NextFileSystemCache };
  return required.default;
}

/**
 * What tells one build from another: the BUILD_ID file, the resolved config's deploymentId and the client chunks'
 * file names (hashes of their content). Next.js 16 gives builds of different code the same BUILD_ID, so the BUILD_ID
 * alone does not; a missing part reads as empty.
 */
export function buildIdentity(distDir = DIST_DIR): string[] {
  const orEmpty = (read: () => string) => {
    try {
      return read();
    } catch {
      return "";
    }
  };
  return [
    orEmpty(() => readFileSync(path.join(distDir, "BUILD_ID"), "utf8")),
    orEmpty(() => readResolvedConfig(distDir).deploymentId ?? ""),
    orEmpty(() =>
      readdirSync(path.join(distDir, "static", "chunks"))
        .sort()
        .join("\n"),
    ),
  ];
}

/** True while `next build` runs the app's code (Next.js sets NEXT_PHASE in its build workers). */
export const isProductionBuild = (): boolean => process.env.NEXT_PHASE === "phase-production-build";

/** The header a browser's server-action call carries (its value is the action's id). */
export const SERVER_ACTION_HEADER = "next-action";

/** Server action ids by exported name (e.g. { addToCartAction: "40…" }), from server-reference-manifest.json. */
export function readServerActionIds(distDir = DIST_DIR): Record<string, string> {
  const manifest = JSON.parse(readFileSync(path.join(distDir, "server", "server-reference-manifest.json"), "utf8")) as {
    node: Record<string, { exportedName?: string }>;
  };
  return Object.fromEntries(
    Object.entries(manifest.node).flatMap(([id, entry]) => (entry.exportedName ? [[entry.exportedName, id]] : [])),
  );
}

/** The file next to each page's server code that lists the client chunks and modules the page loads. */
export const CLIENT_REFERENCE_MANIFEST_FILE = "page_client-reference-manifest.js";

export type ClientReferenceManifest = {
  clientModules: Record<string, { chunks: string[] }>;
  entryJSFiles?: Record<string, string[]>;
};

/** A page's client reference manifest: a script that assigns `globalThis.__RSC_MANIFEST[page]`, evaluated apart. */
export function readClientReferenceManifest(file: string): [page: string, manifest: ClientReferenceManifest] {
  const sandbox: { globalThis: { __RSC_MANIFEST?: Record<string, ClientReferenceManifest> } } = { globalThis: {} };
  runInNewContext(readFileSync(file, "utf8"), sandbox);
  const [entry] = Object.entries(sandbox.globalThis.__RSC_MANIFEST ?? {});
  if (!entry) throw new Error(`${file} assigns no __RSC_MANIFEST entry`);
  return entry;
}

/** The chunks every App Router page loads before any of the app's code (React, React DOM, the router). */
export function readRootMainFiles(distDir = DIST_DIR): string[] {
  return (JSON.parse(readFileSync(path.join(distDir, "build-manifest.json"), "utf8")) as { rootMainFiles: string[] })
    .rootMainFiles;
}

/** The part of the build's routes manifest lib/metrics reads: every route's page, and the dynamic ones' patterns. */
export type RoutesManifest = {
  staticRoutes?: Array<{ page: string }>;
  dynamicRoutes?: Array<{ page: string; regex: string }>;
};

/** The build's routes (routes-manifest.json), which lib/metrics labels each request by. */
export function readRoutesManifest(distDir = DIST_DIR): RoutesManifest {
  return JSON.parse(readFileSync(path.join(distDir, "routes-manifest.json"), "utf8")) as RoutesManifest;
}
