import "server-only";

import { asc, count, desc, eq, inArray } from "drizzle-orm";

import type { Db } from "@/lib/db";
import { orderItems, orders, returnLines, returns, type ReturnRow } from "@/lib/db/schema";
import { returnStates, type ReturnState } from "@/lib/returns/return-states";

export type AdminReturn = ReturnRow & {
  orderNumber: string;
  paymentMethod: string;
  lines: { id: number; title: string; quantity: number; outcome: "restock" | "damaged" | null }[];
};

/** How many returns stand in each state (the page's tabs). */
export async function countReturnsByState(db: Db): Promise<Record<ReturnState, number>> {
  const rows = await db.select({ state: returns.state, total: count() }).from(returns).groupBy(returns.state);
  const counts = Object.fromEntries(returnStates.map((state) => [state, 0])) as Record<ReturnState, number>;
  for (const row of rows) counts[row.state] = row.total;
  return counts;
}

/** The returns in one state: waiting ones oldest first (nobody waits longest), finished ones newest first. */
export async function listReturns(db: Db, state: ReturnState, limit = 100): Promise<AdminReturn[]> {
  const waiting = state === "requested" || state === "approved" || state === "received";
  const rows = await db
    .select({ row: returns, orderNumber: orders.orderNumber, paymentMethod: orders.paymentMethod })
    .from(returns)
    .innerJoin(orders, eq(orders.id, returns.orderId))
    .where(eq(returns.state, state))
    .orderBy(waiting ? asc(returns.createdAt) : desc(returns.createdAt))
    .limit(limit);
  if (rows.length === 0) return [];
  const lines = await db
    .select({
      id: returnLines.id,
      returnId: returnLines.returnId,
      title: orderItems.title,
      quantity: returnLines.quantity,
      outcome: returnLines.outcome,
    })
    .from(returnLines)
    .innerJoin(orderItems, eq(orderItems.id, returnLines.orderItemId))
    .where(
      inArray(
        returnLines.returnId,
        rows.map(({ row }) => row.id),
      ),
    )
    .orderBy(asc(returnLines.id));
  return rows.map(({ row, orderNumber, paymentMethod }) => ({
    ...row,
    orderNumber,
    paymentMethod,
    lines: lines
      .filter((line) => line.returnId === row.id)
      .map((line) => ({ id: line.id, title: line.title, quantity: line.quantity, outcome: line.outcome })),
  }));
}

/** Returns the owner has to act on: to decide, to receive, to refund. */
export async function countReturnsWaiting(db: Db): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(returns)
    .where(inArray(returns.state, ["requested", "approved", "received"]));
  return row?.total ?? 0;
}
