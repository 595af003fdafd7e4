"use server";

import { revalidatePath } from "next/cache";

import { adminOrderLifecycleMessages as text } from "@/content/messages/en/admin-order-lifecycle";
import { actionResult, type AdminActionState } from "@/lib/admin/action-state";
import { adminAnswers } from "@/lib/admin/admin-answers";
import { formInput } from "@/lib/actions/action-input";
import { defineAction } from "@/lib/actions/define-action";
import type { AdminUser } from "@/lib/auth/admin";
import { revalidateCatalogue } from "@/lib/catalogue/cached-catalogue";
import { getDb } from "@/lib/db";
import { flushOutbox } from "@/lib/mail";
import { advanceCodOrder, type CodStepRequest, type CodStepResult } from "@/lib/orders/advance-cod-order";
import {
  cancelCodOrderSchema,
  codOrderIdSchema,
  deliverCodOrderSchema,
  type CancelCodOrderField,
  type DeliverCodOrderField,
} from "@/lib/validations/cod-lifecycle";

const done: Record<CodStepRequest["step"], (orderNumber: string) => string> = {
  confirm: text.confirm.done,
  deliver: text.deliver.done,
  cancel: text.cancel.done,
  refuse: text.refuse.done,
};

type CodStepRefusal = Exclude<CodStepResult, { ok: true }>;

function refusal(result: CodStepRefusal): string {
  if (result.reason === "not_allowed") return text.refusals.notAllowed(text.stages[result.stage]);
  if (result.reason === "cash_difference_unexplained") return text.fieldErrorsSummary;
  return result.reason === "not_found" ? text.refusals.notFound : text.refusals.readOnly;
}

/** A refusal that belongs under a field of the form rather than above it. */
function refusalFieldErrors(result: CodStepRefusal): Partial<Record<DeliverCodOrderField, string>> {
  return result.reason === "cash_difference_unexplained"
    ? { differenceReason: text.errors.differenceUnexplained((result.totalFils / 100).toFixed(2)) }
    : {};
}

/** The work every step shares once its input is valid: the change, then the e-mail and a fresh page. */
async function runStep<F extends string>(
  admin: AdminUser,
  request: CodStepRequest,
  values: Partial<Record<F, string>> = {},
): Promise<AdminActionState<F>> {
  const db = await getDb();
  const result = await advanceCodOrder(db, admin, request);
  if (!result.ok)
    return actionResult(false, refusal(result), {
      values,
      fieldErrors: refusalFieldErrors(result) as Partial<Record<F, string>>,
    });
  // After the commit: the e-mail goes out now, or waits in the outbox if the mail server is down.
  if (result.mailId) await flushOutbox(db, [result.mailId]);
  revalidatePath("/admin", "layout");
  // Cancelled and refused orders put their units back on the shelf.
  if (request.step === "cancel" || request.step === "refuse") revalidateCatalogue();
  return actionResult(true, done[request.step](result.orderNumber));
}

/** Confirm and refuse need nothing but the order. */
const orderOnlyStep = (step: "confirm" | "refuse") => ({
  name: `admin/${step}-cod-order`,
  who: "admin" as const,
  read: formInput(["orderId"], 100),
  schema: codOrderIdSchema,
  answers: adminAnswers(),
  work: ({ admin, input }: { admin: AdminUser; input: { orderId: string } }) =>
    runStep(admin, { step, orderId: input.orderId }),
});

/** The shopper confirmed the order (by phone or message) before it ships. */
export const confirmCodOrderAction = defineAction(orderOnlyStep("confirm"));

/** The shopper refused the parcel at the door; nothing was paid. */
export const refuseCodOrderAction = defineAction(orderOnlyStep("refuse"));

/** The courier delivered and collected the cash: the amount (AED, stored in fils) and the day. */
export const deliverCodOrderAction = defineAction({
  name: "admin/deliver-cod-order",
  who: "admin",
  read: formInput(["orderId", "cashCollected", "collectedOn", "differenceReason"], 600),
  schema: deliverCodOrderSchema,
  answers: adminAnswers<DeliverCodOrderField>(text.fieldErrorsSummary),
  work: ({ admin, input, values }) =>
    runStep<DeliverCodOrderField>(
      admin,
      {
        step: "deliver",
        orderId: input.orderId,
        cashCollectedFils: input.cashCollected,
        collectedAt: input.collectedOn,
        differenceReason: input.differenceReason,
      },
      {
        cashCollected: values.cashCollected,
        collectedOn: values.collectedOn,
        differenceReason: values.differenceReason,
      },
    ),
});

/** The owner cancels the order with a reason; the shopper is e-mailed in the order's language. */
export const cancelCodOrderAction = defineAction({
  name: "admin/cancel-cod-order",
  who: "admin",
  read: formInput(["orderId", "reason"], 600),
  schema: cancelCodOrderSchema,
  answers: adminAnswers<CancelCodOrderField>(text.fieldErrorsSummary),
  work: ({ admin, input, values }) =>
    runStep<CancelCodOrderField>(
      admin,
      { step: "cancel", orderId: input.orderId, reason: input.reason },
      { reason: values.reason },
    ),
});
