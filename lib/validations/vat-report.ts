import { z } from "zod";

import { adminExportMessages } from "@/content/messages/en/admin-exports";
import { isCalendarDay } from "./calendar-day";
import { shopToday } from "./cod-lifecycle";
import type { RawSearchParams } from "./admin-lists";

const { errors } = adminExportMessages.vat;
const firstValue = (value: unknown) => (Array.isArray(value) ? value[0] : value);
const day = z.preprocess(firstValue, z.string(errors.date).trim().refine(isCalendarDay, errors.date));

/** A VAT period: two Dubai calendar days, both included, the first not after the last. */
export const vatPeriodSchema = z
  .object({ from: day, to: day })
  .refine((period) => period.from <= period.to, { message: errors.order, path: ["to"] });
export type VatPeriod = z.infer<typeof vatPeriodSchema>;

/** This month so far, in Dubai: what an owner most often hands the accountant. */
export function thisMonthSoFar(now = new Date()): VatPeriod {
  const today = shopToday(now);
  return { from: `${today.slice(0, 7)}-01`, to: today };
}

export type VatPeriodReading = { ok: true; period: VatPeriod } | { ok: false; period: VatPeriod; message: string };

/** The report page's and the download's address: this month when it names no period, a message when it is wrong. */
export function readVatPeriod(params: RawSearchParams, now = new Date()): VatPeriodReading {
  if (firstValue(params.from) === undefined && firstValue(params.to) === undefined)
    return { ok: true, period: thisMonthSoFar(now) };
  const parsed = vatPeriodSchema.safeParse(params);
  if (parsed.success) return { ok: true, period: parsed.data };
  const asTyped = (value: unknown) => (typeof firstValue(value) === "string" ? String(firstValue(value)) : "");
  return {
    ok: false,
    period: { from: asTyped(params.from), to: asTyped(params.to) },
    message: parsed.error.issues[0]?.message ?? errors.date,
  };
}
