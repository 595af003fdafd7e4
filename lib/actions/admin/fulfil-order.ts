"use server";

import { revalidatePath } from "next/cache";

import { adminMessages } from "@/content/messages/en/admin";
import { adminOrderMessages } from "@/content/messages/en/admin-orders";
import { actionResult, deniedActionState, type AdminActionState } from "@/lib/admin/action-state";
import { getAdminUser } from "@/lib/auth/admin";
import { getDb, type Db } from "@/lib/db";
import { fieldErrorsFrom, readFormValues } from "@/lib/forms/form-values";
import { flushOutbox } from "@/lib/mail";
import { fulfilLocalOrder, type FulfilOrderResult } from "@/lib/orders/fulfil-local-order";
import { fulfilOrderSchema, type FulfilOrderField } from "@/lib/validations/admin-actions";

const { fulfil } = adminOrderMessages;
const fields = ["trackingCompany", "trackingNumber", "trackingUrl"] as const satisfies readonly FulfilOrderField[];

export type FulfilOrderState = AdminActionState<FulfilOrderField>;

const refusals: Record<Exclude<FulfilOrderResult, { ok: true }>["reason"], string> = {
  not_found: fulfil.notFound,
  shopify_order: fulfil.readOnly,
  cancelled: fulfil.cancelled,
  already_fulfilled: fulfil.alreadyFulfilled,
};

/** Marks a local order fulfilled with its tracking details and e-mails the shopper once. */
export async function fulfilOrderAction(_previous: FulfilOrderState, formData: FormData): Promise<FulfilOrderState> {
  const admin = await getAdminUser();
  if (!admin) return deniedActionState();

  const values = readFormValues(formData, fields, 600) ?? {};
  const orderId = readFormValues(formData, ["orderId"], 100)?.orderId;
  const parsed = fulfilOrderSchema.safeParse({ ...values, orderId });
  if (!parsed.success) {
    const fieldErrors = fieldErrorsFrom<FulfilOrderField | "orderId">(parsed.error);
    if (fieldErrors.orderId) return actionResult(false, adminMessages.invalidRequest, { values });
    return actionResult(false, fulfil.fieldErrorsSummary, { fieldErrors, values });
  }

  let result: FulfilOrderResult;
  let db: Db;
  try {
    db = await getDb();
    result = await fulfilLocalOrder(db, admin, parsed.data);
  } catch (error) {
    console.error("[admin] fulfilling an order failed", error);
    return actionResult(false, adminMessages.unexpected, { values });
  }
  if (!result.ok) return actionResult(result.reason === "already_fulfilled", refusals[result.reason]);

  // After the commit: the e-mail goes out now, or waits in the outbox if the mail server is down.
  if (result.mailId) await flushOutbox(db, [result.mailId]);
  revalidatePath("/admin/orders", "layout");
  return actionResult(true, fulfil.done(result.orderNumber));
}
