import { z } from "zod";

/**
 * Every policy number the shop states, once. Pages, badges and FAQ answers render these values;
 * the old site contradicted itself (returns 7 vs 30 days, three shipping thresholds, 'Save 25%'),
 * so the shipping and returns pages' figures were taken as the authoritative ones.
 */
const policiesSchema = z.object({
  currency: z.literal("AED"),
  shipping: z.object({
    uaeDelivery: z.literal("next day"),
    freeShippingThreshold: z.number().positive(),
    standardShippingFee: z.number().positive(),
    gccDeliveryBusinessDays: z.object({ min: z.number().int(), max: z.number().int() }),
    sameDayCutoff: z.string(),
    dispatchWithinHours: z.number().int().positive(),
    estimatedDeliveryDays: z.number().int().positive(),
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
  }),
  cashOnDelivery: z.object({ country: z.literal("AE"), countryName: z.string(), maxOrderTotal: z.number().positive() }),
  newsletter: z.object({ welcomeDiscountPercent: z.number().int().min(1).max(100) }),
  support: z.object({ replyWithinHours: z.number().int().positive() }),
  comingSoonDate: z.string(),
});

export type Policies = z.infer<typeof policiesSchema>;

export const policies: Policies = policiesSchema.parse({
  currency: "AED",
  shipping: {
    uaeDelivery: "next day",
    freeShippingThreshold: 120,
    standardShippingFee: 15,
    gccDeliveryBusinessDays: { min: 2, max: 5 },
    sameDayCutoff: "2:00 PM GST",
    dispatchWithinHours: 24,
    estimatedDeliveryDays: 3,
    weekendProcessingDay: "Sunday",
    summerColdChainMonths: { from: "May", to: "September" },
  },
  returns: {
    windowDays: 7,
    customerPaysReturnShipping: true,
    processingBusinessDays: { min: 3, max: 5 },
    refundDays: { card: { min: 3, max: 7 }, bankTransfer: { min: 2, max: 3 }, wallet: { min: 1, max: 2 } },
    reportIssueWithinHours: 48,
    changeOrCancelWithinHours: 1,
  },
  cashOnDelivery: { country: "AE", countryName: "United Arab Emirates", maxOrderTotal: 500 },
  newsletter: { welcomeDiscountPercent: 15 },
  support: { replyWithinHours: 24 },
  comingSoonDate: "Q2 2025",
});
