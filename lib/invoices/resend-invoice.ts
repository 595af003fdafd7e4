import "server-only";

import { eq } from "drizzle-orm";

import { isAnonymisedEmail } from "@/lib/account/erase-account";
import type { AdminUser } from "@/lib/auth/admin";
import { recordAdminAction } from "@/lib/audit/record-admin-action";
import type { Db } from "@/lib/db";
import { invoices, orders } from "@/lib/db/schema";
import { flushOutbox } from "@/lib/mail";
import { enqueueMail } from "@/lib/mail/outbox";
import { invoiceEmail } from "./invoice-email";

export type ResendResult =
  { ok: true; number: string; queued: boolean } | { ok: false; reason: "not_found" | "no_address" };

/**
 * The back office's Re-send: the document's e-mail with its PDF, to the order's address as it stands now, queued
 * with its audit row in one transaction, then one delivery attempt right away (the outbox retries after that).
 */
export async function resendInvoice(
  db: Db,
  actor: AdminUser,
  invoiceId: string,
  now: Date = new Date(),
): Promise<ResendResult> {
  const result = await db.transaction(async (tx): Promise<ResendResult & { mailId?: string | null }> => {
    const [row] = await tx
      .select({
        id: invoices.id,
        number: invoices.number,
        publicToken: invoices.publicToken,
        snapshot: invoices.snapshot,
        email: orders.email,
      })
      .from(invoices)
      .innerJoin(orders, eq(orders.id, invoices.orderId))
      .where(eq(invoices.id, invoiceId))
      .limit(1);
    if (!row) return { ok: false, reason: "not_found" };
    // An erased account's orders keep a placeholder address: nobody would receive it.
    if (isAnonymisedEmail(row.email)) return { ok: false, reason: "no_address" };
    const mailId = await enqueueMail(tx, invoiceEmail(row, row.email, now));
    await recordAdminAction(tx, {
      actor,
      action: "invoice.resent",
      target: `invoice:${row.id}`,
      details: { number: row.number, queued: mailId !== null },
    });
    return { ok: true, number: row.number, queued: mailId !== null, mailId };
  });
  if (result.ok && result.mailId) await flushOutbox(db, [result.mailId]);
  if (!result.ok) return result;
  return { ok: true, number: result.number, queued: result.queued };
}
