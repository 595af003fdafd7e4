import { readdirSync, statSync } from "node:fs";
import path from "node:path";

/** Every .ts and .tsx file under a folder, recursively, as absolute paths: what the source-scanning tests read. */
export function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const full = path.join(folder, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(tsx|ts)$/.test(name) ? [full] : [];
  });
}
