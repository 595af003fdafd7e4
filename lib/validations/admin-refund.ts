import { z } from "zod";

import { adminPaymentMessages } from "@/content/messages/en/admin-payments";
import { MAX_ORDER_LINES_REFUNDED } from "@/lib/payments/refund-form-fields";
import { textField } from "./text-field";

const { errors } = adminPaymentMessages.refund;

const units = z
  .string()
  .trim()
  .regex(/^\d{0,3}$/, errors.units)
  .transform((value) => (value === "" ? 0 : Number(value)));

const lineFields = Object.fromEntries(
  Array.from({ length: MAX_ORDER_LINES_REFUNDED }, (_, index) => [`line${index}`, units.optional()]),
) as Record<`line${number}`, z.ZodOptional<typeof units>>;

/** The refund form: units per invoice line (line0, line1, …), the shipping, the reason and the submit's scope. */
export const refundOrderSchema = z
  .object({
    orderId: z.uuid(),
    requestKey: z.uuid(),
    scope: z.enum(["selected", "everything"]).catch("selected"),
    shipping: z
      .string()
      .optional()
      .transform((value) => value === "on"),
    reason: textField("en", errors.reasonRequired).trim().min(3, errors.reasonRequired).max(300, errors.reasonTooLong),
    ...lineFields,
  })
  .transform((form) => ({
    orderId: form.orderId,
    requestKey: form.requestKey,
    reason: form.reason,
    refund:
      form.scope === "everything"
        ? ("everything" as const)
        : {
            lines: Array.from({ length: MAX_ORDER_LINES_REFUNDED }, (_, index) => ({
              index,
              quantity: (form as Record<string, unknown>)[`line${index}`] as number | undefined,
            })).filter((line): line is { index: number; quantity: number } => (line.quantity ?? 0) > 0),
            shipping: form.shipping,
          },
  }));
