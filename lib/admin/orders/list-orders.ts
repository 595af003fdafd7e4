import "server-only";

import { and, count, desc, eq, ilike, or, type SQL } from "drizzle-orm";

import type { Db } from "@/lib/db";
import { orders, type OrderRow } from "@/lib/db/schema";
import { normalizeOrderNumber } from "@/lib/orders/order-number";
import type { AdminOrderSearch, OrderStatusFilter } from "@/lib/validations/admin-lists";
import { likePattern, pageWindow, type Paged } from "../paging";
import { workQueueConditions } from "./work-queue";

const statusConditions: Record<OrderStatusFilter, SQL | undefined> = {
  // Waiting to be shipped: still open and nothing sent yet.
  unfulfilled: and(eq(orders.status, "open"), eq(orders.fulfillmentStatus, "unfulfilled")),
  partial: eq(orders.fulfillmentStatus, "partial"),
  fulfilled: eq(orders.fulfillmentStatus, "fulfilled"),
  cancelled: eq(orders.status, "cancelled"),
  closed: eq(orders.status, "closed"),
  // The dashboard's work queue: to confirm, to ship, cash to collect (shipped cash orders, never prepaid ones).
  ...workQueueConditions,
};

function searchCondition(text: string): SQL | undefined {
  const pattern = likePattern(text);
  const orderNumber = normalizeOrderNumber(text);
  return or(
    orderNumber ? eq(orders.orderNumber, orderNumber) : undefined,
    ilike(orders.email, pattern),
    ilike(orders.customerName, pattern),
  );
}

const listColumns = {
  id: orders.id,
  orderNumber: orders.orderNumber,
  source: orders.source,
  paymentMethod: orders.paymentMethod,
  email: orders.email,
  customerName: orders.customerName,
  status: orders.status,
  financialStatus: orders.financialStatus,
  fulfillmentStatus: orders.fulfillmentStatus,
  totalAmount: orders.totalAmount,
  currency: orders.currency,
  createdAt: orders.createdAt,
};

export type AdminOrderListRow = Pick<OrderRow, keyof typeof listColumns>;

/** The list's filter, shared with the CSV export so a download holds exactly the orders the list shows. */
export function orderListCondition(search: Pick<AdminOrderSearch, "q" | "status">): SQL | undefined {
  return and(
    search.q ? searchCondition(search.q) : undefined,
    search.status ? statusConditions[search.status] : undefined,
  );
}

/** Orders of both providers, newest first, matching the search (number, e-mail or name) and status filter. */
export async function listOrdersForAdmin(db: Db, search: AdminOrderSearch): Promise<Paged<AdminOrderListRow>> {
  const where = orderListCondition(search);
  const [counted] = await db.select({ total: count() }).from(orders).where(where);
  const total = counted?.total ?? 0;
  const { page, pageCount, offset, limit } = pageWindow(search.page, total);
  const rows = await db
    .select(listColumns)
    .from(orders)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.orderNumber))
    .limit(limit)
    .offset(offset);
  return { rows, total, page, pageCount };
}
