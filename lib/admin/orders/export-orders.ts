import "server-only";

import { desc } from "drizzle-orm";

import { adminOrderMessages } from "@/content/messages/en/admin-orders";
import type { AdminUser } from "@/lib/auth/admin";
import { recordAdminAction } from "@/lib/audit/record-admin-action";
import { toCsv } from "@/lib/csv/to-csv";
import type { Db } from "@/lib/db";
import { orders } from "@/lib/db/schema";
import type { AdminOrderSearch } from "@/lib/validations/admin-lists";
import { orderListCondition } from "./list-orders";

const toFils = (amount: number) => Math.round(amount * 100);

/**
 * The orders the admin list shows for this search, every page of it, as CSV (formula-safe cells: names and e-mails
 * were typed by shoppers). Amounts in fils so a spreadsheet sums them without rounding. Audited in the same
 * transaction: exporting personal data is itself worth knowing about.
 */
export async function exportOrdersCsv(
  db: Db,
  actor: AdminUser,
  search: Pick<AdminOrderSearch, "q" | "status">,
): Promise<{ csv: string; count: number }> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(orders)
      .where(orderListCondition(search))
      .orderBy(desc(orders.createdAt), desc(orders.orderNumber));
    await recordAdminAction(tx, {
      actor,
      action: "orders.exported",
      details: { count: rows.length, q: search.q ?? null, status: search.status ?? null },
    });
    const cells = rows.map((order) => [
      order.orderNumber,
      order.createdAt,
      order.source,
      order.customerName,
      order.email,
      order.lifecycleStage,
      order.status,
      order.financialStatus,
      order.fulfillmentStatus,
      toFils(order.totalAmount),
      order.currency,
      order.cashCollectedFils,
      order.cashCollectedAt,
      order.cancelledReason,
    ]);
    return { csv: toCsv(adminOrderMessages.export.header, cells), count: rows.length };
  });
}
