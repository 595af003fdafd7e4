"use client";

import { adminCustomerMessages } from "@/content/messages/en/admin-customers";
import { addCustomerNoteAction } from "@/lib/actions/admin/add-customer-note";
import { NoteForm } from "../note-form";

/**
 * The owner's internal note on a customer (components/admin/note-form.tsx). A client module: the action is handed
 * on from here, as a server component could not.
 */
export function CustomerNoteForm({ customerKey, requestKey }: { customerKey: string; requestKey: string }) {
  return (
    <NoteForm
      action={addCustomerNoteAction}
      subject={{ name: "customerKey", value: customerKey }}
      fieldId="customer-note-body"
      text={adminCustomerMessages.view.customerNotes}
      requestKey={requestKey}
    />
  );
}
