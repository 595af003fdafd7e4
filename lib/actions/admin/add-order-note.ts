"use server";

import { revalidatePath } from "next/cache";

import { adminOrderMessages } from "@/content/messages/en/admin-orders";
import { succeeded } from "@/lib/actions/action-result";
import { formInput } from "@/lib/actions/action-input";
import { defineAction } from "@/lib/actions/define-action";
import { adminRefusals, tamperedRecord } from "@/lib/admin/admin-refusals";
import { getDb } from "@/lib/db";
import { addOrderNote } from "@/lib/orders/order-notes";
import { orderNoteSchema } from "@/lib/validations/admin-actions";

const text = adminOrderMessages.notes;

/** The owner adds an internal note to an order; the same form submitted twice adds it once. */
export const addOrderNoteAction = defineAction({
  name: "admin/add-order-note",
  who: "admin",
  read: formInput(["orderId", "requestKey", "body"], 2100),
  schema: orderNoteSchema,
  keep: ["body"],
  refusals: adminRefusals({ not_found: text.notFound }),
  invalidAs: tamperedRecord,
  work: async ({ admin, input, refuse }) => {
    const result = await addOrderNote(await getDb(), admin, input);
    if (!result.ok) return refuse(result.reason);
    revalidatePath(`/admin/orders/${input.orderId}`);
    return succeeded(undefined, text.added(result.orderNumber));
  },
});
