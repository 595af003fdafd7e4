import { z } from "zod";

import { cartMessages } from "@/content/messages/en/cart";

/** Codes are compared without regard to case or surrounding spaces, so what the shopper types is upper-cased here. */
export const discountCodeSchema = z.object({
  code: z
    .string(cartMessages.discount.errors.required)
    .trim()
    .min(1, cartMessages.discount.errors.required)
    .max(64, cartMessages.discount.errors.unknown)
    .regex(/^[A-Za-z0-9_-]+$/, cartMessages.discount.errors.unknown)
    .transform((code) => code.toUpperCase()),
});

export type DiscountCodeInput = z.input<typeof discountCodeSchema>;
