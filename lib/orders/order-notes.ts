import "server-only";

import { asc, eq } from "drizzle-orm";

import type { AdminUser } from "@/lib/auth/admin";
import { recordAdminAction } from "@/lib/audit/record-admin-action";
import type { Db } from "@/lib/db";
import { orderNotes, orders, type OrderNoteRow } from "@/lib/db/schema";

export type AddOrderNoteResult =
  { ok: true; orderNumber: string; repeated: boolean } | { ok: false; reason: "not_found" };

/**
 * Adds the owner's internal note to an order, with its audit row in the same transaction. The form's request key
 * makes a second submit of the same form (a double click, a reload after posting) a no-op that answers as the first.
 */
export async function addOrderNote(
  db: Db,
  actor: AdminUser,
  note: { orderId: string; body: string; requestKey: string },
): Promise<AddOrderNoteResult> {
  return db.transaction(async (tx): Promise<AddOrderNoteResult> => {
    const [order] = await tx
      .select({ id: orders.id, orderNumber: orders.orderNumber })
      .from(orders)
      .where(eq(orders.id, note.orderId));
    if (!order) return { ok: false, reason: "not_found" };
    const inserted = await tx
      .insert(orderNotes)
      .values({
        orderId: order.id,
        requestKey: note.requestKey,
        authorId: actor.id,
        authorName: actor.name || actor.email,
        body: note.body,
      })
      .onConflictDoNothing({ target: orderNotes.requestKey })
      .returning({ id: orderNotes.id });
    if (inserted.length === 0) return { ok: true, orderNumber: order.orderNumber, repeated: true };
    await recordAdminAction(tx, {
      actor,
      action: "order.note_added",
      target: `order:${order.id}`,
      details: { orderNumber: order.orderNumber },
    });
    return { ok: true, orderNumber: order.orderNumber, repeated: false };
  });
}

/** An order's notes, oldest first, as the timeline reads them. */
export function notesOfOrder(db: Db, orderId: string): Promise<OrderNoteRow[]> {
  return db
    .select()
    .from(orderNotes)
    .where(eq(orderNotes.orderId, orderId))
    .orderBy(asc(orderNotes.createdAt), asc(orderNotes.id));
}
