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
    // After the commit: the shopper's refund e-mail, or the owner's note of a declined refund, goes out now.
    const mailIds = "mailIds" in outcome ? outcome.mailIds : [];
    if (mailIds.length > 0) await flushOutbox(db, mailIds);
    if (!outcome.ok) {
      if (outcome.reason === "gateway_declined") revalidatePath("/admin", "layout");
      return refuse(outcome.reason);
    }
    revalidatePath("/admin", "layout");
    const amount = formatPrice(outcome.amountFils / 100);
    return succeeded(
      undefined,
      outcome.status === "refunded" ? text.done(amount, outcome.creditNoteNumber ?? "") : text.pendingDone(amount),
    );
  },
});
