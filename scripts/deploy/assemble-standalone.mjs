// Completes .next/standalone after `next build` (npm run build runs it), so the folder alone runs the shop:
// `node server.ts` from inside it is the command line of deploy/matcha-shop@.service and the Dockerfile.
//
// Next.js traces what its own server.js needs; the shop starts through server.ts (its request guard, client
// address and security headers), so this adds:
// - server.ts, scripts/db-migrate.mjs, scripts/backup.mjs, scripts/restore.mjs and lib/cache/redis-cache-handler.mjs with every file they import relatively;
// - the packages those files import by name that Next.js's trace left out or left partial (drizzle's migrator, the
//   Redis cache handler), each whole, with the packages they depend on;
// - lib/db/migrations, public/ and .next/static (Next.js leaves the last two to a CDN or to this copy).
import { cpSync, existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { isBuiltin } from "node:module";
import path from "node:path";

const root = process.cwd();
const target = path.join(root, ".next", "standalone");
if (!existsSync(path.join(target, "server.js"))) {
  console.error("[standalone] .next/standalone/server.js is missing: run `next build` (output: standalone) first");
  process.exit(1);
}

const entries = [
  "server.ts",
  "scripts/db-migrate.mjs",
  "scripts/backup.mjs",
  "scripts/restore.mjs",
  "lib/cache/redis-cache-handler.mjs",
  "lib/cache/file-system-cache-handler.mjs",
];
// Next.js's trace carries what its server needs of these; copying them whole would add its native compilers.
const tracedByNext = new Set(["next", "react", "react-dom", "styled-jsx", "@next/env"]);
const importPattern = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)["']([^"']+)["']/g;

const copiedFiles = new Set();
const copiedPackages = new Set();

function copyInto(relative) {
  cpSync(path.join(root, relative), path.join(target, relative), { recursive: true, dereference: true });
}

function packageNameOf(specifier) {
  const parts = specifier.split("/");
  return specifier.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0];
}

/** The folder Node would load `name` from when required from `fromDir` (nested node_modules first, then upwards). */
function packageFolder(name, fromDir) {
  for (let dir = fromDir; dir.startsWith(root); dir = path.dirname(dir)) {
    const candidate = path.join(dir, "node_modules", name);
    if (existsSync(path.join(candidate, "package.json"))) return candidate;
    if (dir === root) break;
  }
  return undefined;
}

function copyPackage(name, fromDir) {
  const folder = packageFolder(name, fromDir);
  if (!folder || copiedPackages.has(folder)) return;
  copiedPackages.add(folder);
  if (tracedByNext.has(name)) {
    // Its entry files only (next/constants.js, which the cache handler imports, points into the traced dist/).
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (entry.isFile())
        cpSync(path.join(folder, entry.name), path.join(target, path.relative(root, folder), entry.name), {
          force: false,
        });
    }
    return;
  }
  // Merged over what Next.js traced (force: false keeps its files), so a partly traced package becomes whole.
  cpSync(folder, path.join(target, path.relative(root, folder)), { recursive: true, dereference: true, force: false });
  const manifest = JSON.parse(readFileSync(path.join(folder, "package.json"), "utf8"));
  for (const dependency of Object.keys({ ...manifest.dependencies, ...manifest.optionalDependencies }))
    copyPackage(dependency, folder);
}

function copyWithImports(relative) {
  if (copiedFiles.has(relative)) return;
  copiedFiles.add(relative);
  copyInto(relative);
  const source = readFileSync(path.join(root, relative), "utf8");
  for (const [, specifier] of source.matchAll(importPattern)) {
    if (specifier.startsWith(".")) copyWithImports(path.join(path.dirname(relative), specifier));
    else if (!isBuiltin(specifier)) copyPackage(packageNameOf(specifier), root);
  }
}

for (const entry of entries) copyWithImports(entry);
copyInto("lib/db/migrations");
// The invoice PDF reads its faces from disk at run time (lib/invoices/pdf/faces.ts), which no trace can see.
copyInto("assets/fonts/pdf");
copyInto("public");
rmSync(path.join(target, ".next", "static"), { recursive: true, force: true });
cpSync(path.join(root, ".next", "static"), path.join(target, ".next", "static"), { recursive: true });
console.log(
  `[standalone] .next/standalone: ${copiedFiles.size} shop files, ${copiedPackages.size} packages added; start it with \`node server.ts\` from that folder`,
);
