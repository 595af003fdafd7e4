// The one module through which the tests read the production build's own files (.next). Next.js's manifests are
// not a public interface: when an upgrade changes their shape, this is the file to change.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

const defaultDistDir = () => path.join(process.cwd(), ".next");
const readJson = (distDir, ...parts) => JSON.parse(readFileSync(path.join(distDir, ...parts), "utf8"));

function filesUnder(dir) {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

/** Whether a production build is there at all. */
export function hasBuild(distDir = defaultDistDir()) {
  return existsSync(path.join(distDir, "BUILD_ID"));
}

/** The routes the build prerendered, as it names them: English ones under /en, Arabic ones under /ar. */
export function prerenderedRoutes(distDir = defaultDistDir()) {
  return Object.keys(readJson(distDir, "prerender-manifest.json").routes);
}

/** The build's app routes, e.g. `/api/health/route` or `/[locale]/(shop)/cart/page`. */
export function appRoutes(distDir = defaultDistDir()) {
  return Object.keys(readJson(distDir, "server", "app-paths-manifest.json"));
}

/** The build's server actions: id, `file#exportedName` (when the build names it) and the app routes that mount it. */
export function serverActions(distDir = defaultDistDir()) {
  const manifest = readJson(distDir, "server", "server-reference-manifest.json");
  return Object.entries(manifest.node ?? {}).map(([id, entry]) => ({
    id,
    name: entry.filename && entry.exportedName ? `${entry.filename}#${entry.exportedName}` : null,
    routes: Object.keys(entry.workers ?? {}),
  }));
}

/**
 * The text of every file a browser can download from the build (`.next/static`) whose name ends in one of `endings`.
 */
export function clientAssetTexts(endings, distDir = defaultDistDir()) {
  return filesUnder(path.join(distDir, "static"))
    .filter((file) => endings.some((ending) => file.endsWith(ending)))
    .map((file) => readFileSync(file, "utf8"));
}

/** Every path (files and folders) under the build's server output, relative to the build folder. */
export function serverOutputPaths(distDir = defaultDistDir()) {
  const paths = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      paths.push(path.relative(distDir, full));
      if (entry.isDirectory()) walk(full);
    }
  };
  walk(path.join(distDir, "server"));
  return paths;
}
