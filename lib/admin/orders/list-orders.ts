import "server-only";

import { and, count, desc, eq, ilike, not, or, type SQL } from "drizzle-orm";

import type { Db } from "@/lib/db";
import { orders, type OrderRow } from "@/lib/db/schema";
import type { CodLifecycleStage } from "@/lib/orders/cod-lifecycle";
import { normalizeOrderNumber } from "@/lib/orders/order-number";
import { orderWasReturned } from "@/lib/orders/order-returned-sql";
import {
  phoneConfirmationOfOrder,
  type PhoneConfirmationMark,
} from "@/lib/orders/phone-confirmation/phone-confirmation-sql";
import type { AdminOrderSearch, OrderStatusFilter } from "@/lib/validations/admin-lists";
import { likePattern, pageWindow, type Paged } from "../paging";
import { workQueueConditions } from "./work-queue";

const ofStage = (stage: CodLifecycleStage) => eq(orders.lifecycleStage, stage);
const fromShopify = (condition: SQL | undefined) => and(eq(orders.source, "shopify"), condition);

const statusConditions: Record<OrderStatusFilter, SQL | undefined> = {
  // The one status of the shop's own orders (lib/orders/order-status.ts).
  awaiting_payment: ofStage("awaiting_payment"),
  expired: ofStage("expired"),
  placed: ofStage("placed"),
  confirmed: ofStage("confirmed"),
  shipped: ofStage("shipped"),
  delivered: and(ofStage("delivered"), not(orderWasReturned)),
  returned: and(ofStage("delivered"), orderWasReturned),
  // Either provider's cancelled orders: the word is the same in both vocabularies.
  cancelled: or(eq(orders.status, "cancelled"), ofStage("cancelled")),
  refused: ofStage("refused"),
  // The dashboard's work queue: to confirm, to ship, cash to collect (shipped cash orders, never prepaid ones).
  ...workQueueConditions,
  // Shopify's words, for Shopify's orders only. Waiting to be shipped: still open and nothing sent yet.
  unfulfilled: fromShopify(and(eq(orders.status, "open"), eq(orders.fulfillmentStatus, "unfulfilled"))),
  partial: fromShopify(eq(orders.fulfillmentStatus, "partial")),
  fulfilled: fromShopify(eq(orders.fulfillmentStatus, "fulfilled")),
  closed: fromShopify(eq(orders.status, "closed")),
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
  lifecycleStage: orders.lifecycleStage,
  returned: orderWasReturned,
  phoneConfirmation: phoneConfirmationOfOrder,
  totalAmount: orders.totalAmount,
  currency: orders.currency,
  createdAt: orders.createdAt,
};

export type AdminOrderListRow = Pick<OrderRow, Exclude<keyof typeof listColumns, "returned" | "phoneConfirmation">> & {
  returned: boolean;
  phoneConfirmation: PhoneConfirmationMark;
};

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
