import "server-only";

import { and, asc, eq } from "drizzle-orm";

import { adminExportMessages } from "@/content/messages/en/admin-exports";
import type { AdminUser } from "@/lib/auth/admin";
import { recordAdminAction } from "@/lib/audit/record-admin-action";
import { toCsv } from "@/lib/csv/to-csv";
import type { Db } from "@/lib/db";
import { orders } from "@/lib/db/schema";
import { amount, itemsByOrder, streetOf } from "./export-orders";
import { workQueueConditions } from "./work-queue";

/**
 * The courier's sheet: every local order confirmed with the shopper and not yet handed over (the dashboard's "to
 * ship" queue), cash-on-delivery and paid online alike, oldest confirmation first. Cash to collect is the order total
 * for cash on delivery and 0.00 for an order paid online: the courier must not ask for it twice. Audited, as every
 * export of personal data is.
 */
export async function courierManifestCsv(db: Db, actor: AdminUser): Promise<{ csv: string; count: number }> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.source, "local"), workQueueConditions.to_ship))
      .orderBy(asc(orders.confirmedAt), asc(orders.createdAt), asc(orders.orderNumber));
    await recordAdminAction(tx, { actor, action: "orders.manifest_exported", details: { count: rows.length } });
    const items = await itemsByOrder(
      tx,
      rows.map((order) => order.id),
    );
    const { payments } = adminExportMessages.manifest;
    const cells = rows.map((order) => [
      order.orderNumber,
      order.customerName,
      order.phone ?? order.shippingAddress?.phone,
      order.shippingAddress?.province,
      order.shippingAddress?.city,
      streetOf(order),
      items.get(order.id),
      order.paymentMethod === "online" ? payments.online : payments.cash,
      amount(order.paymentMethod === "online" ? 0 : order.totalAmount),
    ]);
    return { csv: toCsv(adminExportMessages.manifest.header, cells), count: rows.length };
  });
}
