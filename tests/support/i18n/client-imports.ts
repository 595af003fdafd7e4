import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

import { sourceFiles } from "../source-files";

/** The static import graph of the app's own modules, as the browser bundle sees it from a client component. */
const staticImport = /^\s*import\s+(?!type\b)[^;]*?\sfrom\s+"([^"]+)"|^\s*import\s+"([^"]+)"/gm;

function resolveModule(root: string, specifier: string, from: string): string | null {
  const base = specifier.startsWith("@/")
    ? path.join(root, specifier.slice(2))
    : specifier.startsWith(".")
      ? path.resolve(path.dirname(from), specifier)
      : null;
  if (!base) return null;
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, "index.ts"),
    path.join(base, "index.tsx"),
  ]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

const directive = (source: string, name: string) => new RegExp(`^\\s*["']${name}["']`).test(source);

/** What a module imports statically; a "use server" module reaches the browser as action references only. */
function importsOf(root: string, file: string): string[] {
  const source = readFileSync(file, "utf8");
  if (directive(source, "use server")) return [];
  return [...source.matchAll(staticImport)].flatMap(
    (match) => resolveModule(root, (match[1] ?? match[2])!, file) ?? [],
  );
}

/** Every "use client" module under the folders, with each module it pulls into the browser and the path that does. */
export function clientImportPaths(root: string, folders: string[]): Map<string, string[]> {
  const reached = new Map<string, string[]>();
  const clients = folders
    .flatMap((folder) => sourceFiles(path.join(root, folder)))
    .filter((file) => directive(readFileSync(file, "utf8"), "use client"));
  for (const client of clients) {
    const queue: string[][] = [[client]];
    const seen = new Set([client]);
    while (queue.length) {
      const trail = queue.shift()!;
      for (const next of importsOf(root, trail[trail.length - 1]!)) {
        if (seen.has(next)) continue;
        seen.add(next);
        const nextTrail = [...trail, next];
        if (!reached.has(next))
          reached.set(
            next,
            nextTrail.map((file) => path.relative(root, file)),
          );
        queue.push(nextTrail);
      }
    }
  }
  return reached;
}
