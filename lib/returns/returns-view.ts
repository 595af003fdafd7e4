import "server-only";

import { randomUUID } from "node:crypto";
import { asc, eq, inArray } from "drizzle-orm";

import type { Db } from "@/lib/db";
import { returnLines, returns, type OrderItemRow, type OrderRow } from "@/lib/db/schema";
import { holdsUnits } from "./return-states";
import type { OrderReturnsView } from "./returns-view-shape";
import { isInsideReturnWindow, lastReturnDay } from "./return-window";
import { unitsLeftToReturn } from "./returnable-units";
import { unitsRefundedOutsideReturns } from "./refunded-outside-returns";

export async function readReturnsView(
  db: Db,
  order: Pick<OrderRow, "id" | "source" | "lifecycleStage" | "deliveredAt">,
  items: readonly OrderItemRow[],
  now = new Date(),
): Promise<OrderReturnsView | null> {
  if (order.source !== "local" || order.lifecycleStage !== "delivered" || !order.deliveredAt) return null;
  const rows = await db.select().from(returns).where(eq(returns.orderId, order.id)).orderBy(asc(returns.createdAt));
  const lines = rows.length
    ? await db
        .select()
        .from(returnLines)
        .where(
          inArray(
            returnLines.returnId,
            rows.map((row) => row.id),
          ),
        )
    : [];
  const titleOf = (orderItemId: number) => items.find((item) => item.id === orderItemId)?.title ?? "";
  const requests = rows.map((row) => ({
    number: row.number,
    state: row.state,
    requested_at: row.createdAt.toISOString(),
    lines: lines
      .filter((line) => line.returnId === row.id)
      .map((line) => ({ title: titleOf(line.orderItemId), quantity: line.quantity })),
  }));
  const held = [
    ...lines.filter((line) => holdsUnits(rows.find((row) => row.id === line.returnId)!.state)),
    ...(await unitsRefundedOutsideReturns(
      db,
      order.id,
      items.map((item) => item.id),
    )),
  ];
  const left = unitsLeftToReturn(items, held);
  const inside = isInsideReturnWindow(order.deliveredAt, now);
  const open = items
    .map((item, position) => ({ position, title: item.title, left: left.get(item.id) ?? 0 }))
    .filter((line) => line.left > 0);
  return {
    requests,
    open:
      inside && open.length > 0
        ? { last_day: lastReturnDay(order.deliveredAt), request_key: randomUUID(), lines: open }
        : null,
    closed: !inside,
  };
}
