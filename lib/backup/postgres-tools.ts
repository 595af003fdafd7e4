import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";

import { BackupError } from "./backup-error.ts";

const run = promisify(execFile);

export type PgTool = "pg_dump" | "pg_restore";

/** `pg_dump` from PG_BIN_DIR (e.g. /usr/lib/postgresql/17/bin) when given, else the first on PATH. */
export const pgToolPath = (tool: PgTool, binDir?: string) => (binDir ? path.join(binDir, tool) : tool);

export async function pgToolMajor(tool: PgTool, binDir?: string): Promise<number> {
  try {
    const { stdout } = await run(pgToolPath(tool, binDir), ["--version"]);
    const major = /\(PostgreSQL\)\s+(\d+)/.exec(stdout)?.[1];
    if (!major) throw new Error(`unexpected answer: ${stdout.trim()}`);
    return Number(major);
  } catch (error) {
    throw new BackupError(
      "PG_TOOL_FAILED",
      `Could not run ${pgToolPath(tool, binDir)} (${error instanceof Error ? error.message : String(error)}). ` +
        "Install the PostgreSQL client of the server's version, or point PG_BIN_DIR at its bin folder.",
    );
  }
}

/**
 * pg_dump and pg_restore must be the server's own major version: an older pg_dump refuses a newer server, and a dump
 * made by a newer one may not restore into the server it came from. Checked before anything is written.
 */
export async function assertPgToolMatchesServer(tool: PgTool, serverVersionNum: number, binDir?: string) {
  const toolMajor = await pgToolMajor(tool, binDir);
  const serverMajor = Math.floor(serverVersionNum / 10000);
  if (toolMajor !== serverMajor)
    throw new BackupError(
      "PG_VERSION_MISMATCH",
      `${tool} is PostgreSQL ${toolMajor} but the server is PostgreSQL ${serverMajor}: use the server's own version ` +
        `(set PG_BIN_DIR, e.g. /usr/lib/postgresql/${serverMajor}/bin, or run the backup in the database's container).`,
    );
}

export async function runPgTool(tool: PgTool, args: string[], binDir?: string): Promise<void> {
  try {
    await run(pgToolPath(tool, binDir), args, { maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr?.trim();
    throw new BackupError("PG_TOOL_FAILED", `${tool} failed: ${stderr || (error as Error).message}`);
  }
}
