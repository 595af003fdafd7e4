"use server";

import { revalidatePath } from "next/cache";

import { adminOrderMessages } from "@/content/messages/en/admin-orders";
import { succeeded } from "@/lib/actions/action-result";
import { formInput } from "@/lib/actions/action-input";
import { defineAction } from "@/lib/actions/define-action";
import { adminRefusals, tamperedRecord } from "@/lib/admin/admin-refusals";
import { liftCodHold } from "@/lib/admin/customers/cod-hold-lift";
import { getOrderForAdmin } from "@/lib/admin/orders/get-order";
import { getDb } from "@/lib/db";
import { liftCodHoldSchema } from "@/lib/validations/admin-actions";

const text = adminOrderMessages.refusals;

/** From an order's page: its shopper (e-mail and phone) is offered cash on delivery again. Safe to send twice. */
export const liftCodHoldAction = defineAction({
  name: "admin/lift-cod-hold",
  who: "admin",
  read: formInput(["orderId", "requestKey"], 200),
  schema: liftCodHoldSchema,
  refusals: adminRefusals({ not_found: text.notFound }),
  invalidAs: tamperedRecord,
  work: async ({ admin, input, refuse }) => {
    const db = await getDb();
    const found = await getOrderForAdmin(db, input.orderId);
    if (!found) return refuse("not_found");
    const { email, phone } = found.order;
    await liftCodHold(db, admin, { email, phone, requestKey: input.requestKey });
    revalidatePath(`/admin/orders/${input.orderId}`);
    return succeeded(undefined, text.liftDone);
  },
});
