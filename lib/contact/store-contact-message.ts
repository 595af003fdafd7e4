import "server-only";

import { createHash } from "node:crypto";

import type { Db } from "@/lib/db";
import { contactMessages } from "@/lib/db/schema";
import { enqueueMail, flushOutbox } from "@/lib/mail";
import type { ContactMessage } from "@/lib/validations/contact";
import { contactEmail } from "./contact-email";

/**
 * The stored key of one submission. The form's own key is random once JavaScript runs, but the prerendered page
 * hands every visitor the same one, so the content is part of it: a double submit is one message, two shoppers
 * are two.
 */
export function submissionKeyFor(formKey: string, message: ContactMessage): string {
  return createHash("sha256")
    .update(JSON.stringify([formKey, message.email.toLowerCase(), message.subject, message.message]))
    .digest("hex");
}

export type StoreContactResult = { stored: boolean; id: string | null };

/**
 * Stores the message and queues its e-mail to the shop's inbox in one transaction, then tries to deliver it.
 * A repeated submission stores and sends nothing more; a mail server that is down leaves the e-mail queued.
 */
export async function storeContactMessage(
  db: Db,
  message: ContactMessage,
  options: { formKey: string; inbox: string },
): Promise<StoreContactResult> {
  const submissionKey = submissionKeyFor(options.formKey, message);
  const queued = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactMessages)
      .values({
        submissionKey,
        firstName: message.firstName,
        lastName: message.lastName,
        email: message.email,
        phone: message.phone,
        subject: message.subject,
        message: message.message,
      })
      .onConflictDoNothing({ target: contactMessages.submissionKey })
      .returning({ id: contactMessages.id });
    if (!row) return null;
    return { id: row.id, mailId: await enqueueMail(tx, contactEmail(message, { id: row.id, inbox: options.inbox })) };
  });
  if (!queued) return { stored: false, id: null };
  // After the commit: the e-mail must never go out for a message that was rolled back.
  if (queued.mailId) await flushOutbox(db, [queued.mailId]);
  return { stored: true, id: queued.id };
}
