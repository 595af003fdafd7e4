"use server";

import { revalidatePath } from "next/cache";

import { adminCustomerMessages } from "@/content/messages/en/admin-customers";
import { succeeded } from "@/lib/actions/action-result";
import { formInput } from "@/lib/actions/action-input";
import { defineAction } from "@/lib/actions/define-action";
import { adminRefusals, tamperedRecord } from "@/lib/admin/admin-refusals";
import { emailOfCustomerKey } from "@/lib/admin/customers/customer-key";
import { addCustomerNote } from "@/lib/admin/customers/customer-notes";
import { getDb } from "@/lib/db";
import { customerNoteSchema } from "@/lib/validations/admin-actions";

const text = adminCustomerMessages.view.customerNotes;

/** The owner adds an internal note on a customer; the same form submitted twice adds it once. */
export const addCustomerNoteAction = defineAction({
  name: "admin/add-customer-note",
  who: "admin",
  read: formInput(["customerKey", "requestKey", "body"], 2100),
  schema: customerNoteSchema,
  keep: ["body"],
  refusals: adminRefusals({ not_found: text.notFound }),
  invalidAs: tamperedRecord,
  work: async ({ admin, input, refuse }) => {
    const email = emailOfCustomerKey(input.customerKey);
    if (!email) return refuse("not_found");
    const result = await addCustomerNote(await getDb(), admin, {
      email,
      body: input.body,
      requestKey: input.requestKey,
    });
    if (!result.ok) return refuse(result.reason);
    revalidatePath(`/admin/customers/${input.customerKey}`);
    return succeeded(undefined, text.added);
  },
});
