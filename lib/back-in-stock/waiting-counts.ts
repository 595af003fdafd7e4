import "server-only";

import { and, count, isNotNull, isNull } from "drizzle-orm";

import type { Db } from "@/lib/db";
import { backInStockRequests } from "@/lib/db/schema";

/** Per product id, how many confirmed addresses wait for the one e-mail (the back office's catalogue page). */
export async function waitingCountsByProduct(db: Db): Promise<Map<string, number>> {
  const rows = await db
    .select({ productId: backInStockRequests.productId, waiting: count() })
    .from(backInStockRequests)
    .where(and(isNotNull(backInStockRequests.confirmedAt), isNull(backInStockRequests.notifiedAt)))
    .groupBy(backInStockRequests.productId);
  return new Map(rows.map(({ productId, waiting }) => [productId, waiting]));
}
