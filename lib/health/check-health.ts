import "server-only";

import { sql } from "drizzle-orm";

import type { HealthReport } from "@/lib/commerce/types";
import type { Db } from "@/lib/db";
import { logError } from "@/lib/observability/json-log";

export type HealthStatus = { database: "ok" | "error"; commerce: "ok" | "error" };

const TIMEOUT_MS = 5_000;

/** Settles with the check, or rejects once the time-out passes: a hung dependency must not hang the probe. */
function withTimeout<T>(work: Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out after ${TIMEOUT_MS} ms`)), TIMEOUT_MS);
    work.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

async function passes(name: string, check: () => Promise<boolean>): Promise<"ok" | "error"> {
  try {
    return (await withTimeout(check())) ? "ok" : "error";
  } catch (error) {
    logError(`[health] ${name} check failed`, error);
    return "error";
  }
}

/** Both checks run side by side; neither can throw. */
export async function checkHealth(deps: {
  getDb: () => Promise<Db>;
  commerceHealth: () => Promise<HealthReport>;
}): Promise<HealthStatus> {
  const [database, commerce] = await Promise.all([
    passes("database", async () => {
      await (await deps.getDb()).execute(sql`select 1`);
      return true;
    }),
    passes("commerce", async () => (await deps.commerceHealth()).ok),
  ]);
  return { database, commerce };
}
