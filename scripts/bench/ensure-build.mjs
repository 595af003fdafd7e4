// Builds the production bundle when there is none or when a source file is newer than it.
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

const sourceDirs = ["app", "components", "lib", "content", "public"];
const sourceFiles = ["next.config.ts", "package.json", "package-lock.json"];

function newestChange(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestChange(join(path, name))), stat.mtimeMs);
}

/** `env` adds to the build's environment (the cluster passes its NEXT_SERVER_ACTIONS_ENCRYPTION_KEY). */
export function ensureBuild(root, env = {}) {
  const buildId = join(root, ".next", "BUILD_ID");
  const builtAt = existsSync(buildId) ? statSync(buildId).mtimeMs : 0;
  const changedAt = Math.max(...[...sourceDirs, ...sourceFiles].map((entry) => newestChange(join(root, entry))));
  if (builtAt > changedAt) return false;
  console.log(builtAt ? "Sources changed since the last build: building." : "No production build: building.");
  execFileSync("npx", ["next", "build"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, ...env, NEXT_TELEMETRY_DISABLED: "1" },
  });
  return true;
}
