import { adminMessages } from "@/content/messages/en/admin";
import { adminCustomerMessages } from "@/content/messages/en/admin-customers";
import type { CustomerOwnNote } from "@/lib/admin/customers/customer-notes";
import { CustomerNoteForm } from "./customer-note-form";

const text = adminCustomerMessages.view.customerNotes;

/** The owner's notes on the customer, newest first, and the form that adds one. */
export function CustomerNotes({ customerKey, notes }: { customerKey: string; notes: CustomerOwnNote[] }) {
  return (
    <section aria-labelledby="customer-own-notes" className="bg-card grid gap-3 rounded-xl border p-6">
      <div>
        <h2 id="customer-own-notes" className="font-serif text-xl font-semibold">
          {text.title}
        </h2>
        <p className="text-muted-foreground text-sm">{text.intro}</p>
      </div>
      {notes.length === 0 ? (
        <p className="text-muted-foreground text-sm">{text.empty}</p>
      ) : (
        <ul className="grid gap-3">
          {notes.map((note) => (
            <li key={note.id} className="grid gap-1 text-sm">
              <p className="whitespace-pre-line">{note.body}</p>
              <p className="text-muted-foreground text-xs">
                {text.by(note.authorName)}, {adminMessages.dateTime(note.createdAt)}
              </p>
            </li>
          ))}
        </ul>
      )}
      <CustomerNoteForm customerKey={customerKey} requestKey={crypto.randomUUID()} />
    </section>
  );
}
