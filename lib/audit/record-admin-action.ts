import "server-only";

import type { AdminUser } from "@/lib/auth/admin";
import type { Db } from "@/lib/db";
import { auditLog } from "@/lib/db/schema";

/** Every back-office change the audit log knows about; the audit page shows these names. */
export type AdminAction =
  | "order.fulfilled"
  | "order.confirmed"
  | "order.delivered"
  | "order.cancelled"
  | "order.refused"
  | "order.refunded"
  | "order.note_added"
  | "customer.note_added"
  | "customer.cod_hold_lifted"
  | "return.approved"
  | "return.rejected"
  | "return.received"
  | "return.refunded"
  | "orders.exported"
  | "orders.manifest_exported"
  | "reports.vat_exported"
  | "review.approved"
  | "review.rejected"
  | "contact_message.handled"
  | "subscribers.exported"
  | "outbox_email.retried"
  | "invoice.resent"
  | "catalogue.updated"
  | "discount_code.created"
  | "discount_code.updated"
  | "discount_code.deactivated"
  | "discount_code.activated";

export type AdminActionRecord = {
  actor: AdminUser;
  action: AdminAction;
  /** What was acted on, e.g. 'order:<id>'. */
  target?: string;
  details?: Record<string, unknown>;
};

type Executor = Pick<Db, "insert">;

/**
 * Writes one audit row. Pass the transaction that makes the change, so a change is never kept without its
 * record (and a record never claims a change that rolled back).
 */
export async function recordAdminAction(executor: Executor, record: AdminActionRecord): Promise<void> {
  await executor.insert(auditLog).values({
    actorId: record.actor.id,
    actorEmail: record.actor.email,
    action: record.action,
    target: record.target ?? null,
    details: record.details ?? null,
  });
}
