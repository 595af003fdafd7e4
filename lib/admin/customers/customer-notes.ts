import "server-only";

import { desc, eq } from "drizzle-orm";

import type { AdminUser } from "@/lib/auth/admin";
import { recordAdminAction } from "@/lib/audit/record-admin-action";
import type { Db } from "@/lib/db";
import { customerNotes, type CustomerNoteRow } from "@/lib/db/schema";
import { customerEmailOf, customerKeyOf } from "./customer-key";
import { readCustomerSummary } from "./list-customers";

export type CustomerOwnNote = CustomerNoteRow;

export type AddCustomerNoteResult = { ok: true; repeated: boolean } | { ok: false; reason: "not_found" };

/**
 * Adds the owner's internal note on a customer, with its audit row in the same transaction (the row names the
 * customer by page key, not by address, so the audit log holds no address the erasure would have to find). The
 * form's request key makes a second submit of the same form a no-op that answers as the first.
 */
export async function addCustomerNote(
  db: Db,
  actor: AdminUser,
  note: { email: string; body: string; requestKey: string },
): Promise<AddCustomerNoteResult> {
  const email = customerEmailOf(note.email);
  if (!(await readCustomerSummary(db, email))) return { ok: false, reason: "not_found" };
  return db.transaction(async (tx): Promise<AddCustomerNoteResult> => {
    const inserted = await tx
      .insert(customerNotes)
      .values({
        customerEmail: email,
        requestKey: note.requestKey,
        authorId: actor.id,
        authorName: actor.name || actor.email,
        body: note.body,
      })
      .onConflictDoNothing({ target: customerNotes.requestKey })
      .returning({ id: customerNotes.id });
    if (inserted.length === 0) return { ok: true, repeated: true };
    await recordAdminAction(tx, { actor, action: "customer.note_added", target: `customer:${customerKeyOf(email)}` });
    return { ok: true, repeated: false };
  });
}

/** A customer's own notes, newest first. */
export function notesOfCustomer(db: Db, email: string): Promise<CustomerOwnNote[]> {
  return db
    .select()
    .from(customerNotes)
    .where(eq(customerNotes.customerEmail, customerEmailOf(email)))
    .orderBy(desc(customerNotes.createdAt), desc(customerNotes.id));
}
