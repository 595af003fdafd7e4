import "@/content/browser-zod";
import { z } from "zod";

/** The shape and sanity rules of content/policies.ts; checked when the root layout loads (so at build time) and in tests. */
export const policiesSchema = z.object({
  currency: z.literal("AED"),
  shipping: z.object({
    uaeDelivery: z.literal("next day"),
    freeShippingThreshold: z.number().positive(),
    standardShippingFee: z.number().positive(),
    sameDayCutoff: z.string(),
    dispatchWithinHours: z.number().int().positive(),
    weekendProcessingDay: z.string(),
    summerColdChainMonths: z.object({ from: z.string(), to: z.string() }),
  }),
  returns: z.object({
    windowDays: z.number().int().positive(),
    customerPaysReturnShipping: z.boolean(),
    processingBusinessDays: z.object({ min: z.number().int(), max: z.number().int() }),
    refundDays: z.object({
      card: z.object({ min: z.number().int(), max: z.number().int() }),
      bankTransfer: z.object({ min: z.number().int(), max: z.number().int() }),
      wallet: z.object({ min: z.number().int(), max: z.number().int() }),
    }),
    reportIssueWithinHours: z.number().int().positive(),
    changeOrCancelWithinHours: z.number().int().positive(),
    refundDeliveryFee: z.enum(["always", "never", "shop_error_only"]),
  }),
  cashOnDelivery: z.object({
    country: z.literal("AE"),
    countryName: z.string(),
    maxOrderTotal: z.number().positive(),
    payNowOnlyAfterRefusals: z.number().int().min(1),
    // Whole fils (AED with at most two decimals), and well under the limit it sits next to.
    feeAed: z
      .number()
      .min(0)
      .max(100)
      .refine((aed) => Math.abs(aed * 100 - Math.round(aed * 100)) < 1e-6, "whole fils"),
  }),
  phoneConfirmation: z.object({
    codeDigits: z.literal(6),
    codeValidMinutes: z.number().int().min(1).max(30),
    maxAttempts: z.number().int().min(1).max(10),
    cancelUnconfirmedAfterHours: z
      .number()
      .int()
      .min(1)
      .max(14 * 24),
  }),
  onlinePayment: z.object({
    payWithinMinutes: z
      .number()
      .int()
      .min(5)
      .max(24 * 60),
  }),
  cart: z.object({ maxQuantityPerLine: z.number().int().min(1).max(99) }),
  orderConfirmation: z.object({ showDetailsForDays: z.number().int().positive() }),
  newsletter: z.object({
    welcomeDiscountPercent: z.number().int().min(1).max(100),
    welcomeCodeValidDays: z.number().int().positive(),
  }),
  support: z.object({ replyWithinHours: z.number().int().positive() }),
  accounts: z.object({ adminSessionHours: z.number().int().positive() }),
});

export type Policies = z.infer<typeof policiesSchema>;

/** The cart reminder's settings (content/cart-reminder-policy.ts), kept apart from `policies`, which ships to clients. */
export const cartReminderPolicySchema = z.object({
  afterHours: z.number().int().min(1).max(72),
  linkValidDays: z.number().int().min(1).max(30),
});

export type CartReminderPolicy = z.infer<typeof cartReminderPolicySchema>;
