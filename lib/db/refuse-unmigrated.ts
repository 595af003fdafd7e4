import "server-only";

import { env } from "@/lib/env";
import { getDb } from "./index";
import { DatabaseNotMigratedError } from "./migration-status";
import { logError } from "@/lib/observability/json-log";

/**
 * At server start in production on Postgres: a database older than this release stops the process with the reason,
 * before it listens, so systemd or the container runtime shows why instead of every page failing. A database that
 * does not answer yet is left to /api/health and the requests' own retries (Postgres may start after the app).
 */
export async function refuseUnmigratedDatabase(exit: (code: number) => never = process.exit): Promise<void> {
  if (process.env.NODE_ENV !== "production" || !env.DATABASE_URL) return;
  try {
    await getDb();
  } catch (error) {
    if (!(error instanceof DatabaseNotMigratedError)) {
      logError("[db] the database did not answer at start-up; /api/health reports it until it does", error);
      return;
    }
    logError(`[db] refusing to start: ${error.message}`, null);
    exit(1);
  }
}
