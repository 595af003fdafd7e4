import { z } from "zod";

import { emirates } from "@/content/emirates";
import { checkoutMessages } from "@/content/messages/en/checkout";

const { errors } = checkoutMessages;

/** UAE numbers as people type them: +971 / 00971 / 0 prefix, spaces, dashes and brackets allowed. */
const uaePhone = z
  .string()
  .trim()
  .transform((value) => value.replace(/[\s\-().]/g, "").replace(/^00971/, "+971"))
  .refine((value) => /^(\+971|0)\d+$/.test(value) && value.replace(/\D/g, "").length >= 9 && value.replace(/\D/g, "").length <= 13, {
    message: errors.phone,
  });

export const cashOnDeliverySchema = z.object({
  fullName: z.string().trim().min(2, errors.fullName).max(120, errors.fullName),
  email: z.string().trim().toLowerCase().pipe(z.email(errors.email)),
  phone: uaePhone,
  emirate: z.enum(emirates, errors.emirate),
  addressLine: z.string().trim().min(5, errors.addressLine).max(300, errors.addressLine),
  city: z.string().trim().min(2, errors.city).max(120, errors.city),
  // Cash on delivery is offered in the UAE only; the form cannot choose another country.
  country: z.literal("AE").default("AE"),
});

export type CashOnDeliveryInput = z.input<typeof cashOnDeliverySchema>;
export type CashOnDeliveryDetails = z.output<typeof cashOnDeliverySchema>;
export type CashOnDeliveryField = keyof CashOnDeliveryInput;
