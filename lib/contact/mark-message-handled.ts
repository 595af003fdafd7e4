import "server-only";

import { and, eq } from "drizzle-orm";

import type { AdminUser } from "@/lib/auth/admin";
import { recordAdminAction } from "@/lib/audit/record-admin-action";
import type { Db } from "@/lib/db";
import { contactMessages } from "@/lib/db/schema";

export type MarkHandledResult = { ok: true } | { ok: false; reason: "not_found" | "already_handled" };

/** Moves a new contact message out of the inbox, with its audit row; handling it twice changes nothing. */
export async function markContactMessageHandled(db: Db, actor: AdminUser, id: string): Promise<MarkHandledResult> {
  return db.transaction(async (tx): Promise<MarkHandledResult> => {
    const [handled] = await tx
      .update(contactMessages)
      .set({ status: "handled", handledAt: new Date() })
      .where(and(eq(contactMessages.id, id), eq(contactMessages.status, "new")))
      .returning({ id: contactMessages.id, subject: contactMessages.subject });
    if (!handled) {
      const [existing] = await tx
        .select({ id: contactMessages.id })
        .from(contactMessages)
        .where(eq(contactMessages.id, id));
      return { ok: false, reason: existing ? "already_handled" : "not_found" };
    }
    await recordAdminAction(tx, {
      actor,
      action: "contact_message.handled",
      target: `contact_message:${handled.id}`,
      details: { subject: handled.subject },
    });
    return { ok: true };
  });
}
