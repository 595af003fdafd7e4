import "server-only";

import { sql } from "drizzle-orm";

import type { Db } from "@/lib/db";
import { documentCounters } from "@/lib/db/schema";

type Executor = Pick<Db, "insert">;

/** Return numbers follow the order numbers' look (#1001), so 'R-1001' reads as the shop's own. */
const FIRST_RETURN_NUMBER = 1001;

/**
 * The next return number, taken with the tax documents' counter row (series 'return') inside the request's
 * transaction: concurrent requests take numbers one after another and a rolled-back request gives its number back.
 */
export async function takeReturnNumber(tx: Executor): Promise<string> {
  const [row] = await tx
    .insert(documentCounters)
    .values({ series: "return", lastNumber: FIRST_RETURN_NUMBER })
    .onConflictDoUpdate({
      target: documentCounters.series,
      set: { lastNumber: sql`${documentCounters.lastNumber} + 1` },
    })
    .returning({ lastNumber: documentCounters.lastNumber });
  if (!row) throw new Error("No number returned for the return series");
  return `R-${row.lastNumber}`;
}
