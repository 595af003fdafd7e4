import "server-only";

import { and, count, eq, ne } from "drizzle-orm";

import type { Db } from "@/lib/db";
import { orders } from "@/lib/db/schema";

/**
 * The owner's work queue, one condition per queue, shared by the dashboard's counts and the order list's filters, so
 * a count always opens a list of exactly those orders.
 * - to confirm: placed (paid, if paid online) and not yet confirmed with the shopper;
 * - to ship: confirmed and not yet handed to the courier;
 * - cash to collect: shipped cash-on-delivery orders not yet delivered (an order paid online has no cash to collect).
 */
export const workQueueConditions = {
  to_confirm: eq(orders.lifecycleStage, "placed"),
  to_ship: eq(orders.lifecycleStage, "confirmed"),
  awaiting_cash: and(eq(orders.lifecycleStage, "shipped"), ne(orders.paymentMethod, "online")),
} as const;

export type WorkQueue = keyof typeof workQueueConditions;
export const workQueues = Object.keys(workQueueConditions) as WorkQueue[];

export type WorkQueueCounts = Record<WorkQueue, number>;

export async function readWorkQueue(db: Db): Promise<WorkQueueCounts> {
  const counted = await Promise.all(
    workQueues.map(async (queue) => {
      const [row] = await db.select({ total: count() }).from(orders).where(workQueueConditions[queue]);
      return [queue, row?.total ?? 0] as const;
    }),
  );
  return Object.fromEntries(counted) as WorkQueueCounts;
}
