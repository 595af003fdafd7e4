import { z } from "zod";

import { adminDiscountMessages } from "@/content/messages/en/admin-discounts";
import { ownerCodeKinds } from "@/lib/discounts/owner-code-kinds";
import { aedAmountInFils } from "./aed-amount";
import { isCalendarDay } from "./calendar-day";

const { errors } = adminDiscountMessages;

export const ownerCodeFields = [
  "id",
  "code",
  "kind",
  "value",
  "minimum",
  "startsOn",
  "endsOn",
  "usageLimit",
  "perCustomerLimit",
] as const;
export type OwnerCodeField = (typeof ownerCodeFields)[number] | "productIds";

const blank = (value: string | undefined) => value === undefined || value.trim() === "";
const optional = <T extends z.ZodType<unknown, string>>(schema: T) =>
  z
    .string()
    .optional()
    .transform((value) => (blank(value) ? undefined : value!.trim()))
    .pipe(z.union([z.undefined(), schema]))
    .transform((value) => value ?? null);

/** A percentage typed as 15 or 12.5 as basis points (1500, 1250), from the digits. */
const percentInBasisPoints = z
  .string()
  .regex(/^\d{1,3}(\.\d{1,2})?$/, errors.percent)
  .transform((value) => {
    const [whole = "0", fraction = ""] = value.split(".");
    return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  })
  .refine((points) => points > 0 && points <= 10_000, errors.percent);

const day = z.string().refine(isCalendarDay, errors.date);
const limit = z
  .string()
  .regex(/^\d{1,6}$/, errors.limit)
  .transform(Number)
  .refine((count) => count > 0, errors.limit);

/** The UAE keeps +04:00 all year: a Gulf day starts at 20:00 UTC the day before. */
const startOfGulfDay = (day: string) => new Date(`${day}T00:00:00+04:00`);

/**
 * A code as the owner submits it: the percentage becomes basis points, amounts integer fils, the days instants (from
 * the first day's start to the last day's end, Gulf time). Chosen products are merchandise ids of the catalogue;
 * none means the whole cart.
 */
export const ownerCodeSchema = z
  .object({
    id: z.union([z.uuid(), z.literal("")]).optional(),
    code: z
      .string(errors.code)
      .trim()
      .regex(/^[A-Za-z0-9][A-Za-z0-9-]{2,31}$/, errors.code),
    kind: z.enum(ownerCodeKinds),
    value: z.string().optional(),
    minimum: optional(aedAmountInFils(errors.minimum)),
    startsOn: optional(day),
    endsOn: optional(day),
    usageLimit: optional(limit),
    perCustomerLimit: optional(limit),
    productIds: z.array(z.string().min(1).max(200)).max(100).default([]),
  })
  .superRefine((input, context) => {
    if (input.startsOn && input.endsOn && input.endsOn < input.startsOn)
      context.addIssue({ code: "custom", path: ["endsOn"], message: errors.dateOrder });
    const value = input.value?.trim() ?? "";
    if (input.kind === "percent" && !percentInBasisPoints.safeParse(value).success)
      context.addIssue({ code: "custom", path: ["value"], message: errors.percent });
    if (input.kind === "fixed") {
      const fils = aedAmountInFils(errors.amount).safeParse(value);
      if (!fils.success || fils.data <= 0)
        context.addIssue({ code: "custom", path: ["value"], message: errors.amount });
    }
  })
  .transform((input) => ({
    id: input.id ? input.id : null,
    code: input.code.toUpperCase(),
    kind: input.kind,
    value:
      input.kind === "percent"
        ? percentInBasisPoints.parse(input.value?.trim())
        : input.kind === "fixed"
          ? aedAmountInFils(errors.amount).parse(input.value)
          : 0,
    minimumOrderFils: input.minimum ?? 0,
    startsAt: input.startsOn ? startOfGulfDay(input.startsOn) : null,
    endsAt: input.endsOn ? new Date(startOfGulfDay(input.endsOn).getTime() + 86_400_000) : null,
    usageLimit: input.usageLimit,
    perCustomerLimit: input.perCustomerLimit,
    productIds: input.productIds.length > 0 ? [...new Set(input.productIds)] : null,
  }));
export type OwnerCodeInput = z.output<typeof ownerCodeSchema>;

export const ownerCodeSwitchSchema = z.object({ id: z.uuid(), active: z.enum(["on", "off"]) });
