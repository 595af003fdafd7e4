import { z } from "zod";

import { adminReturnMessages } from "@/content/messages/en/admin-returns";
import { receivedOutcomes } from "@/lib/returns/return-states";
import { MAX_RETURN_LINES } from "@/lib/returns/return-form-fields";
import { aedAmountInFils } from "./aed-amount";
import { textField } from "./text-field";

const { reject, receive, refund } = adminReturnMessages;

export const returnIdSchema = z.object({ id: z.uuid() });

export const rejectReturnSchema = z.object({
  id: z.uuid(),
  reason: textField("en", reject.required).trim().min(3, reject.required).max(500, reject.tooLong),
});

const outcome = z.enum(receivedOutcomes, { error: receive.missing }).optional();
const lineFields = Object.fromEntries(
  Array.from({ length: MAX_RETURN_LINES }, (_, index) => [`line${index}`, outcome]),
) as Record<`line${number}`, typeof outcome>;

/** Restock or damaged per line of the return, by its position on the form. */
export const receiveReturnSchema = z.object({ id: z.uuid(), ...lineFields }).transform((form) => ({
  id: form.id,
  outcomes: Array.from(
    { length: MAX_RETURN_LINES },
    (_, index) => (form as Record<string, unknown>)[`line${index}`] as (typeof receivedOutcomes)[number] | undefined,
  ),
}));

export const receiveReturnFields = ["id", ...Array.from({ length: MAX_RETURN_LINES }, (_, index) => `line${index}`)];

/** A cash order's refund as the owner records it, or (method 'gateway') one through the payment gateway. */
export const refundReturnSchema = z.discriminatedUnion("method", [
  z.object({ id: z.uuid(), method: z.literal("gateway") }),
  z.object({
    id: z.uuid(),
    method: z.enum(["bank_transfer", "cash"]),
    reference: textField("en", refund.errors.reference)
      .trim()
      .min(2, refund.errors.reference)
      .max(80, refund.errors.reference),
    amount: aedAmountInFils(refund.errors.amount),
  }),
]);
