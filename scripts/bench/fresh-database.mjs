// The database a measuring run starts from: a fresh Postgres database next to `url`, or a PGlite folder in `workDir`.
import { execFileSync } from "node:child_process";
import { join } from "node:path";

/**
 * Environment entries for the shop: `{ DATABASE_URL }` for a fresh database `name` on that server, else `{ DATA_DIR }`.
 */
export function freshDatabase(root, { url, name, workDir }) {
  if (!url) return { DATA_DIR: join(workDir, "data") };
  return {
    DATABASE_URL: execFileSync(process.execPath, [join(root, "scripts/pg-fresh-database.mjs"), url, name], {
      encoding: "utf8",
    }).trim(),
  };
}
