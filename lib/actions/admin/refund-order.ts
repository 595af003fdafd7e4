"use server";

import { revalidatePath } from "next/cache";

import { adminPaymentMessages } from "@/content/messages/en/admin-payments";
import { succeeded } from "@/lib/actions/action-result";
import { formInput } from "@/lib/actions/action-input";
import { defineAction } from "@/lib/actions/define-action";
import { adminRefusals, tamperedRecord } from "@/lib/admin/admin-refusals";
import { getDb } from "@/lib/db";
import { formatPrice } from "@/lib/currency/format-price";
import { flushOutbox } from "@/lib/mail";
import { getPaymentGateway } from "@/lib/payments";
import { refundFormFields } from "@/lib/payments/refund-form-fields";
import { refundOnlineOrder } from "@/lib/payments/refund-online-order";
import { refundOrderSchema } from "@/lib/validations/admin-refund";

const text = adminPaymentMessages.refund;

/** The owner refunds units, the shipping or everything left of an order paid online, with a reason. */
export const refundOrderAction = defineAction({
  name: "admin/refund-order",
  who: "admin",
  read: formInput(refundFormFields, 400),
  schema: refundOrderSchema,
  keep: refundFormFields.filter((field) => !["orderId", "requestKey", "scope"].includes(field)),
  refusals: adminRefusals(text.refusals),
  invalidAs: tamperedRecord,
  work: async ({ admin, input, refuse }) => {
    const gateway = getPaymentGateway();
    if (!gateway) return refuse("not_found");
    const db = await getDb();
    const outcome = await refundOnlineOrder(db, gateway, admin, input);
    if (!outcome.ok) return refuse(outcome.reason);
    if (outcome.mailId) await flushOutbox(db, [outcome.mailId]);
    revalidatePath("/admin", "layout");
    return succeeded(undefined, text.done(formatPrice(outcome.amountFils / 100), outcome.creditNoteNumber));
  },
});
