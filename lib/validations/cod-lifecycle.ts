import { z } from "zod";

import { adminOrderLifecycleMessages } from "@/content/messages/en/admin-order-lifecycle";
import { SHOP_TIME_ZONE } from "@/lib/i18n/format";
import { aedAmountInFils } from "./aed-amount";
import { isCalendarDay } from "./calendar-day";
import { textField } from "./text-field";

const { errors } = adminOrderLifecycleMessages;

/** Today in the shop's time zone as YYYY-MM-DD, the value an <input type="date"> holds. */
export function shopToday(now = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: SHOP_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);
}

const cashInFils = aedAmountInFils(errors.amount);

// A calendar day in Dubai, stored as its noon there, so the day survives any time zone that reads it.
const collectedOn = textField("en", errors.date)
  .trim()
  .refine((day) => isCalendarDay(day) && day <= shopToday(), errors.date)
  .transform((day) => new Date(`${day}T12:00:00+04:00`));

export const codOrderIdSchema = z.object({ orderId: z.uuid() });

// Required by the lifecycle (not here) when the amount differs from the order's total, which only the order knows.
const differenceReason = textField("en")
  .trim()
  .max(500, errors.reasonTooLong)
  .optional()
  .transform((value) => value || null);

export const deliverCodOrderSchema = z.object({
  orderId: z.uuid(),
  cashCollected: cashInFils,
  collectedOn,
  differenceReason,
});
export type DeliverCodOrderField = "cashCollected" | "collectedOn" | "differenceReason";

/**
 * `confirmed` is sent only by "Yes, cancel the order", the second step of the form: a first "Cancel order" that
 * reaches the server (no JavaScript) is answered with that question instead of cancelling.
 */
export const cancelCodOrderSchema = z.object({
  orderId: z.uuid(),
  reason: textField("en", errors.reasonRequired).trim().min(3, errors.reasonRequired).max(500, errors.reasonTooLong),
  confirmed: z.literal("yes", { error: errors.cancelNotConfirmed }),
});
export type CancelCodOrderField = "reason" | "confirmed";
