"use server";

import { revalidatePath } from "next/cache";

import { adminOrderMessages } from "@/content/messages/en/admin-orders";
import { actionResult, type AdminActionState } from "@/lib/admin/action-state";
import { adminAnswers } from "@/lib/admin/admin-answers";
import { formInput } from "@/lib/actions/action-input";
import { defineAction } from "@/lib/actions/define-action";
import { getDb } from "@/lib/db";
import { flushOutbox } from "@/lib/mail";
import { fulfilLocalOrder, type FulfilOrderResult } from "@/lib/orders/fulfil-local-order";
import { fulfilOrderSchema, type FulfilOrderField } from "@/lib/validations/admin-actions";

const { fulfil } = adminOrderMessages;

export type FulfilOrderState = AdminActionState<FulfilOrderField>;

const refusals: Record<Exclude<FulfilOrderResult, { ok: true }>["reason"], string> = {
  not_found: fulfil.notFound,
  shopify_order: fulfil.readOnly,
  cancelled: fulfil.cancelled,
  already_fulfilled: fulfil.alreadyFulfilled,
};

/** Marks a local order fulfilled with its tracking details and e-mails the shopper once. */
export const fulfilOrderAction = defineAction({
  name: "admin/fulfil-order",
  who: "admin",
  read: formInput(["orderId", "trackingCompany", "trackingNumber", "trackingUrl"], 600),
  schema: fulfilOrderSchema,
  answers: adminAnswers<FulfilOrderField>(fulfil.fieldErrorsSummary),
  work: async ({ admin, input }): Promise<FulfilOrderState> => {
    const db = await getDb();
    const result = await fulfilLocalOrder(db, admin, input);
    if (!result.ok) return actionResult(result.reason === "already_fulfilled", refusals[result.reason]);
    // After the commit: the e-mail goes out now, or waits in the outbox if the mail server is down.
    if (result.mailId) await flushOutbox(db, [result.mailId]);
    revalidatePath("/admin/orders", "layout");
    return actionResult(true, fulfil.done(result.orderNumber));
  },
});
