"use server";

import { revalidatePath } from "next/cache";

import { adminMessages } from "@/content/messages/en/admin";
import { adminOrderLifecycleMessages as text } from "@/content/messages/en/admin-order-lifecycle";
import { succeeded, type ActionResult } from "@/lib/actions/action-result";
import { formInput } from "@/lib/actions/action-input";
import { defineAction, type Refuse } from "@/lib/actions/define-action";
import { adminRefusals, tamperedRecord } from "@/lib/admin/admin-refusals";
import type { AdminUser } from "@/lib/auth/admin";
import { revalidateCatalogue } from "@/lib/commerce/catalogue-cache";
import { getDb } from "@/lib/db";
import { flushOutbox } from "@/lib/mail";
import { advanceCodOrder, type CodStepRequest } from "@/lib/orders/advance-cod-order";
import { cancelCodOrderSchema, codOrderIdSchema, deliverCodOrderSchema } from "@/lib/validations/cod-lifecycle";

const done: Record<CodStepRequest["step"], (orderNumber: string) => string> = {
  confirm: text.confirm.done,
  deliver: text.deliver.done,
  deliver_prepaid: text.deliverPrepaid.done,
  cancel: text.cancel.done,
  refuse: text.refuse.done,
};

/**
 * Every step's refusals. "Not allowed" names the order's stage, so its words come with the refusal; the table's are
 * only the fallback. A step without a form of its own (confirm, refuse) answers bad input as a tampered request.
 */
const stepRefusals = (invalid?: string) =>
  adminRefusals({
    invalid: invalid ?? adminMessages.invalidRequest,
    not_found: text.refusals.notFound,
    shopify_order: text.refusals.readOnly,
    not_allowed: text.refusals.notAllowed("in another stage"),
    cash_difference_unexplained: text.fieldErrorsSummary,
  });
type StepCode = "not_found" | "shopify_order" | "not_allowed" | "cash_difference_unexplained";

/** The work every step shares once its input is valid: the change, then the e-mail and a fresh page. */
async function runStep(
  admin: AdminUser,
  request: CodStepRequest,
  refuse: Refuse<StepCode, unknown>,
): Promise<ActionResult<unknown>> {
  const db = await getDb();
  const result = await advanceCodOrder(db, admin, request);
  if (!result.ok && result.reason === "not_allowed")
    return refuse("not_allowed", { message: text.refusals.notAllowed(text.stages[result.stage]) });
  // A refusal that belongs under a field of the form rather than above it.
  if (!result.ok && result.reason === "cash_difference_unexplained")
    return refuse("cash_difference_unexplained", {
      fieldErrors: { differenceReason: text.errors.differenceUnexplained((result.totalFils / 100).toFixed(2)) },
    });
  if (!result.ok) return refuse(result.reason);
  // After the commit: the e-mail goes out now, or waits in the outbox if the mail server is down.
  if (result.mailId) await flushOutbox(db, [result.mailId]);
  revalidatePath("/admin", "layout");
  // Cancelled and refused orders put their units back on the shelf.
  if (request.step === "cancel" || request.step === "refuse") revalidateCatalogue();
  return succeeded(undefined, done[request.step](result.orderNumber));
}

/** Confirm and refuse need nothing but the order. */
const orderOnlyStep = {
  who: "admin",
  read: formInput(["orderId"], 100),
  schema: codOrderIdSchema,
  keep: [],
  refusals: stepRefusals(),
  invalidAs: tamperedRecord,
} as const;

/** The shopper confirmed the order (by phone or message) before it ships. */
export const confirmCodOrderAction = defineAction({
  name: "admin/confirm-cod-order",
  ...orderOnlyStep,
  work: ({ admin, input, refuse }) => runStep(admin, { step: "confirm", orderId: input.orderId }, refuse),
});

/** The shopper refused the parcel at the door; nothing was paid. */
export const refuseCodOrderAction = defineAction({
  name: "admin/refuse-cod-order",
  ...orderOnlyStep,
  work: ({ admin, input, refuse }) => runStep(admin, { step: "refuse", orderId: input.orderId }, refuse),
});

/** An order paid online reached the shopper: nothing to collect; pressing it again changes nothing. */
export const deliverPrepaidOrderAction = defineAction({
  name: "admin/deliver-prepaid-order",
  ...orderOnlyStep,
  work: ({ admin, input, refuse }) => runStep(admin, { step: "deliver_prepaid", orderId: input.orderId }, refuse),
});

/** The courier delivered and collected the cash: the amount (AED, stored in fils) and the day. */
export const deliverCodOrderAction = defineAction({
  name: "admin/deliver-cod-order",
  who: "admin",
  read: formInput(["orderId", "cashCollected", "collectedOn", "differenceReason"], 600),
  schema: deliverCodOrderSchema,
  keep: ["cashCollected", "collectedOn", "differenceReason"],
  refusals: stepRefusals(text.fieldErrorsSummary),
  invalidAs: tamperedRecord,
  work: ({ admin, input, refuse }) =>
    runStep(
      admin,
      {
        step: "deliver",
        orderId: input.orderId,
        cashCollectedFils: input.cashCollected,
        collectedAt: input.collectedOn,
        differenceReason: input.differenceReason,
      },
      refuse,
    ),
});

/** The owner cancels the order with a reason; the shopper is e-mailed in the order's language. */
export const cancelCodOrderAction = defineAction({
  name: "admin/cancel-cod-order",
  who: "admin",
  read: formInput(["orderId", "reason", "confirmed"], 600),
  schema: cancelCodOrderSchema,
  keep: ["reason"],
  refusals: stepRefusals(text.fieldErrorsSummary),
  invalidAs: tamperedRecord,
  work: ({ admin, input, refuse }) =>
    runStep(admin, { step: "cancel", orderId: input.orderId, reason: input.reason }, refuse),
});
