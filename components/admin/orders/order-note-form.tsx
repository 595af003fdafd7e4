"use client";

import { adminOrderMessages } from "@/content/messages/en/admin-orders";
import { addOrderNoteAction } from "@/lib/actions/admin/add-order-note";
import { NoteForm } from "../note-form";

/**
 * The owner's internal note on an order (components/admin/note-form.tsx). A client module: the action is handed
 * on from here, as a server component could not.
 */
export function OrderNoteForm({ orderId, requestKey }: { orderId: string; requestKey: string }) {
  return (
    <NoteForm
      action={addOrderNoteAction}
      subject={{ name: "orderId", value: orderId }}
      fieldId="note-body"
      text={adminOrderMessages.notes}
      requestKey={requestKey}
    />
  );
}
