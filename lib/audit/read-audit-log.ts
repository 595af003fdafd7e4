import "server-only";

import { count, desc } from "drizzle-orm";

import { pageWindow, type Paged } from "@/lib/admin/paging";
import type { Db } from "@/lib/db";
import { auditLog } from "@/lib/db/schema";

export type AuditEntry = typeof auditLog.$inferSelect;

/** The audit log, newest first. */
export async function readAuditLog(db: Db, requestedPage: number): Promise<Paged<AuditEntry>> {
  const [counted] = await db.select({ total: count() }).from(auditLog);
  const total = counted?.total ?? 0;
  const { page, pageCount, offset, limit } = pageWindow(requestedPage, total);
  const rows = await db
    .select()
    .from(auditLog)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit)
    .offset(offset);
  return { rows, total, page, pageCount };
}
