import "server-only";

import { eq } from "drizzle-orm";

import type { AdminUser } from "@/lib/auth/admin";
import { recordAdminAction } from "@/lib/audit/record-admin-action";
import type { Db } from "@/lib/db";
import { outboxEmails } from "@/lib/db/schema";
import { flushOutbox } from "./index";
import { REFUSED_BEFORE_SENDING } from "./message";
import { requeueMail } from "./outbox";

/** `refused` is the reason when the mail layer still cannot send the message: no later attempt will either. */
export type RetryMailResult = { ok: true; delivered: boolean; refused?: string } | { ok: false };

/** The outbox page's Retry: back in line (with its audit row), then one delivery attempt right away. */
export async function retryOutboxEmail(db: Db, actor: AdminUser, id: string): Promise<RetryMailResult> {
  const requeued = await db.transaction(async (tx) => {
    if (!(await requeueMail(tx, id))) return false;
    await recordAdminAction(tx, { actor, action: "outbox_email.retried", target: `outbox_email:${id}` });
    return true;
  });
  if (!requeued) return { ok: false };
  await flushOutbox(db, [id]);
  const [row] = await db
    .select({ status: outboxEmails.status, lastError: outboxEmails.lastError })
    .from(outboxEmails)
    .where(eq(outboxEmails.id, id));
  const refused =
    row?.status === "failed" && row.lastError?.startsWith(REFUSED_BEFORE_SENDING) ? row.lastError : undefined;
  return { ok: true, delivered: row?.status === "sent", refused };
}
