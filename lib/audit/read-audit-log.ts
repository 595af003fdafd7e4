import "server-only";

import { count, desc, eq, sql } from "drizzle-orm";

import { pageWindow, type Paged } from "@/lib/admin/paging";
import type { Db } from "@/lib/db";
import { auditLog, orders, users } from "@/lib/db/schema";

export type AuditEntry = typeof auditLog.$inferSelect & {
  /** The admin's (or shopper's) name as their account has it now; null once the account is gone. */
  actorName: string | null;
  /** The order an entry is about, so the page can say "#1004" instead of an id; null for other targets. */
  orderId: string | null;
  orderNumber: string | null;
};

/** The audit log, newest first, with the names the page words it with. */
export async function readAuditLog(db: Db, requestedPage: number): Promise<Paged<AuditEntry>> {
  const [counted] = await db.select({ total: count() }).from(auditLog);
  const total = counted?.total ?? 0;
  const { page, pageCount, offset, limit } = pageWindow(requestedPage, total);
  const rows = await db
    .select({
      id: auditLog.id,
      actorId: auditLog.actorId,
      actorEmail: auditLog.actorEmail,
      action: auditLog.action,
      target: auditLog.target,
      details: auditLog.details,
      createdAt: auditLog.createdAt,
      actorName: users.name,
      orderId: orders.id,
      orderNumber: orders.orderNumber,
    })
    .from(auditLog)
    // A shopper's rows carry "shopper:<id>", an admin's the bare id (lib/audit/record-shopper-action.ts).
    .leftJoin(users, eq(users.id, sql`regexp_replace(${auditLog.actorId}, '^shopper:', '')`))
    // Keyed on the order's primary key, so a page of 25 rows looks up 25 orders whatever the shop's size.
    .leftJoin(
      orders,
      eq(
        orders.id,
        sql`case when ${auditLog.target} ~ '^order:[0-9a-f-]{36}$' then substr(${auditLog.target}, 7)::uuid end`,
      ),
    )
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit)
    .offset(offset);
  return { rows, total, page, pageCount };
}
