// Kept free of Next.js and of path aliases: server.ts times every request with it.
import { existsSync, readdirSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";

import { DIST_DIR, readRoutesManifest, type RoutesManifest } from "../next-private-interfaces.ts";
import { shopMetrics } from "./registry.ts";
import { createRouteLabeller, pathnameOf } from "./route-label.ts";
import { logWarning } from "../observability/json-log.ts";

/** Methods outside this list (a scanner's PROPFIND) share one label, so a client cannot invent label values. */
const knownMethods = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

function readManifest(root: string): RoutesManifest | null {
  try {
    return readRoutesManifest(path.join(root, DIST_DIR));
  } catch {
    logWarning("[metrics] no .next/routes-manifest.json: every request is labelled unmatched");
    return null;
  }
}

function publicFilesOf(root: string): Set<string> {
  const folder = path.join(root, "public");
  if (!existsSync(folder)) return new Set();
  const entries = readdirSync(folder, { recursive: true, withFileTypes: true });
  return new Set(
    entries
      .filter((entry) => entry.isFile())
      .map((entry) => "/" + path.relative(folder, path.join(entry.parentPath, entry.name)).split(path.sep).join("/")),
  );
}

/** How a request ended, under the same labels the metrics use (server.ts writes its log line from it). */
export type RecordedRequest = { route: string; method: string; status: string; seconds: number };

/** Counts and times each request under its route pattern once its answer has ended (or the client went away). */
export function createRequestRecorder(root: string) {
  const metrics = shopMetrics();
  const labelOf = createRouteLabeller(readManifest(root), publicFilesOf(root));
  return (request: IncomingMessage, response: ServerResponse, onRecorded?: (recorded: RecordedRequest) => void) => {
    const startedAt = process.hrtime.bigint();
    const route = labelOf(pathnameOf(request.url));
    const method = knownMethods.has(request.method ?? "") ? (request.method as string) : "OTHER";
    response.once("close", () => {
      const seconds = Number(process.hrtime.bigint() - startedAt) / 1e9;
      const status = response.writableFinished ? String(response.statusCode) : "aborted";
      metrics.httpRequests.inc({ route, method, status });
      metrics.httpDuration.observe({ route, method }, seconds);
      onRecorded?.({ route, method, status, seconds });
    });
  };
}
