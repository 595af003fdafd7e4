import "server-only";

import { sql, type SQL } from "drizzle-orm";

import type { Db } from "@/lib/db";
import { createAdminSetUpLink } from "@/scripts/admin-set-up-link.mjs";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** `query(text, params)` with `$n` placeholders over a Drizzle transaction, as the shared script function expects. */
function plainQuery(tx: Tx) {
  return async (text: string, params: unknown[]) => {
    const chunks: SQL[] = text
      .split(/\$(\d+)/)
      .map((piece, index) => (index % 2 === 0 ? sql.raw(piece) : sql`${params[Number(piece) - 1]}`));
    const result = (await tx.execute(sql.join(chunks))) as unknown;
    return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<Record<string, unknown>>;
  };
}

/**
 * `npm run admin:create`'s function on the running shop's database, for the browser tests' hook: the same admin, the
 * same one-time set-up link (scripts/admin-set-up-link.mjs).
 */
export function createAdminSetUp(db: Db, email: string, siteUrl: string) {
  return db.transaction((tx) => createAdminSetUpLink({ query: plainQuery(tx), email, siteUrl }));
}
