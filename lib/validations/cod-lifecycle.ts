import { z } from "zod";

import { adminOrderLifecycleMessages } from "@/content/messages/en/admin-order-lifecycle";
import { SHOP_TIME_ZONE } from "@/lib/i18n/format";
import { aedAmountInFils } from "./aed-amount";

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
const collectedOn = z
  .string(errors.date)
  .regex(/^\d{4}-\d{2}-\d{2}$/, errors.date)
  .refine((day) => !Number.isNaN(Date.parse(day)) && day <= shopToday(), errors.date)
  .transform((day) => new Date(`${day}T12:00:00+04:00`));

export const codOrderIdSchema = z.object({ orderId: z.uuid() });

export const deliverCodOrderSchema = z.object({ orderId: z.uuid(), cashCollected: cashInFils, collectedOn });
export type DeliverCodOrderField = "cashCollected" | "collectedOn";

export const cancelCodOrderSchema = z.object({
  orderId: z.uuid(),
  reason: z.string(errors.reasonRequired).trim().min(3, errors.reasonRequired).max(500, errors.reasonTooLong),
});
export type CancelCodOrderField = "reason";
