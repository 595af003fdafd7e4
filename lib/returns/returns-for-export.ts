import "server-only";

import { asc, inArray } from "drizzle-orm";

import type { Db } from "@/lib/db";
import { returns } from "@/lib/db/schema";

/** Each order's returns for the order CSV: "R-1001 refunded 94.00; R-1002 requested" (AED, two decimals). */
export async function returnsByOrder(db: Pick<Db, "select">, orderIds: string[]): Promise<Map<string, string>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({
      orderId: returns.orderId,
      number: returns.number,
      state: returns.state,
      refundedFils: returns.refundedFils,
    })
    .from(returns)
    .where(inArray(returns.orderId, orderIds))
    .orderBy(asc(returns.createdAt));
  const byOrder = new Map<string, string[]>();
  for (const row of rows) {
    const refunded = row.refundedFils === null ? "" : ` ${(row.refundedFils / 100).toFixed(2)}`;
    byOrder.set(row.orderId, [...(byOrder.get(row.orderId) ?? []), `${row.number} ${row.state}${refunded}`]);
  }
  return new Map([...byOrder].map(([orderId, entries]) => [orderId, entries.join("; ")]));
}
