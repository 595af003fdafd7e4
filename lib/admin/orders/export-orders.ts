import "server-only";

import { asc, desc, getTableColumns, inArray } from "drizzle-orm";

import { adminOrderMessages } from "@/content/messages/en/admin-orders";
import type { AdminUser } from "@/lib/auth/admin";
import { recordAdminAction } from "@/lib/audit/record-admin-action";
import { toCsv } from "@/lib/csv/to-csv";
import type { Db } from "@/lib/db";
import { orderItems, orders, type OrderRow } from "@/lib/db/schema";
import { SHOP_TIME_ZONE } from "@/lib/i18n/format";
import type { AdminOrderSearch } from "@/lib/validations/admin-lists";
import { orderStatusOf } from "@/lib/orders/order-status";
import { orderStatusWords } from "@/content/messages/en/order-status";
import { orderWasReturned } from "@/lib/orders/order-returned-sql";
import { returnsByOrder } from "@/lib/returns/returns-for-export";
import { orderListCondition } from "./list-orders";

/** AED with two decimals ("109.00"), as an accountant types it; Shopify rows keep their own currency column. */
export const amount = (value: number | null) => (value === null ? null : value.toFixed(2));
export const fromFils = (fils: number | null) => (fils === null ? null : amount(fils / 100));

const gulfFormat = new Intl.DateTimeFormat("en-CA", {
  timeZone: SHOP_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** The shop's own clock (Asia/Dubai), "2026-03-01 23:30": the day a courier and an accountant mean. */
export function gulfDateTime(date: Date | null): string | null {
  if (!date) return null;
  const part = Object.fromEntries(gulfFormat.formatToParts(date).map(({ type, value }) => [type, value]));
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}`;
}

export const streetOf = (order: Pick<OrderRow, "shippingAddress">) =>
  [order.shippingAddress?.address1, order.shippingAddress?.address2].filter(Boolean).join(", ") || null;

/** Each order's lines as a courier reads them, "2 × Matcha Cleanser; 1 × Glow Kit", by order id. */
export async function itemsByOrder(db: Pick<Db, "select">, orderIds: string[]): Promise<Map<string, string>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({ orderId: orderItems.orderId, title: orderItems.title, quantity: orderItems.quantity })
    .from(orderItems)
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(asc(orderItems.id));
  const items = new Map<string, string[]>();
  for (const row of rows) items.set(row.orderId, [...(items.get(row.orderId) ?? []), `${row.quantity} × ${row.title}`]);
  return new Map([...items].map(([orderId, lines]) => [orderId, lines.join("; ")]));
}

/**
 * The orders the admin list shows for this search, every page of it, as CSV (formula-safe cells: names and e-mails
 * were typed by shoppers). Amounts in AED with two decimals and times on the shop's clock (Asia/Dubai), with what a
 * courier needs (phone, address, emirate, items, cash to collect) and an accountant needs (VAT). Audited in the same
 * transaction: exporting personal data is itself worth knowing about.
 */
export async function exportOrdersCsv(
  db: Db,
  actor: AdminUser,
  search: Pick<AdminOrderSearch, "q" | "status">,
): Promise<{ csv: string; count: number }> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ ...getTableColumns(orders), returned: orderWasReturned })
      .from(orders)
      .where(orderListCondition(search))
      .orderBy(desc(orders.createdAt), desc(orders.orderNumber));
    await recordAdminAction(tx, {
      actor,
      action: "orders.exported",
      details: { count: rows.length, q: search.q ?? null, status: search.status ?? null },
    });
    const items = await itemsByOrder(
      tx,
      rows.map((order) => order.id),
    );
    // Returns: one column, last, so it stays out of the way of the other columns' changes.
    const returned = await returnsByOrder(
      tx,
      rows.map((order) => order.id),
    );

    const cells = rows.map((order) => {
      // One status for the shop's own orders, in the words of the back office; Shopify's three only for its orders.
      const status = orderStatusOf({ lifecycleStage: order.lifecycleStage, returned: order.returned });
      const shopify = order.source === "shopify";
      return [
        order.orderNumber,
        gulfDateTime(order.createdAt),
        order.source,
        order.customerName,
        order.email,
        order.phone ?? order.shippingAddress?.phone,
        streetOf(order),
        order.shippingAddress?.city,
        order.shippingAddress?.province,
        items.get(order.id),
        status ? orderStatusWords[status] : null,
        shopify ? order.status : null,
        shopify ? order.financialStatus : null,
        shopify ? order.fulfillmentStatus : null,
        amount(order.totalAmount),
        fromFils(order.vatAmountFils),
        order.currency,
        fromFils(order.cashCollectedFils),
        gulfDateTime(order.cashCollectedAt),
        order.cancelledReason,
        returned.get(order.id),
      ];
    });
    return { csv: toCsv(adminOrderMessages.export.header, cells), count: rows.length };
  });
}
