import { z } from "zod";

import { emirates } from "@/content/emirates";
import { checkoutMessages } from "@/content/messages/checkout";
import { byLocale } from "@/content/by-locale";
import type { Locale } from "@/lib/i18n/locales";
import { isSingleLine } from "./person-name";
import { textField } from "./text-field";

type CheckoutErrors = (typeof checkoutMessages)[Locale]["errors"];

/** UAE numbers as people type them: +971 / 00971 / 0 prefix, spaces, dashes and brackets allowed. */
const uaePhone = (errors: CheckoutErrors, locale: Locale) =>
  textField(locale)
    .trim()
    .transform((value) => value.replace(/[\s\-().]/g, "").replace(/^00971/, "+971"))
    .refine(
      (value) =>
        /^(\+971|0)\d+$/.test(value) && value.replace(/\D/g, "").length >= 9 && value.replace(/\D/g, "").length <= 13,
      {
        message: errors.phone,
      },
    );

const buildCashOnDeliverySchema = (errors: CheckoutErrors, locale: Locale) =>
  z.object({
    // The name heads the label, the invoice and the e-mail's greeting: one line, or it is drawn as two.
    fullName: textField(locale)
      .trim()
      .min(2, errors.fullName)
      .max(120, errors.fullName)
      .refine(isSingleLine, errors.fullNameOneLine),
    email: textField(locale).trim().toLowerCase().pipe(z.email(errors.email)),
    phone: uaePhone(errors, locale),
    emirate: z.enum(emirates, errors.emirate),
    addressLine: textField(locale).trim().min(5, errors.addressLine).max(300, errors.addressLine),
    city: textField(locale).trim().min(2, errors.city).max(120, errors.city),
    // Cash on delivery is offered in the UAE only; the form cannot choose another country.
    country: z.literal("AE").default("AE"),
    // "online": Pay now at the configured gateway's page (lib/payments); a shop without one takes cash only.
    payment: z.enum(["cash_on_delivery", "online"]).catch("cash_on_delivery"),
  });

const cashOnDeliverySchemas = byLocale({
  en: buildCashOnDeliverySchema(checkoutMessages.en.errors, "en"),
  ar: buildCashOnDeliverySchema(checkoutMessages.ar.errors, "ar"),
});

/** The checkout rules with their messages in the shopper's locale. */
export function cashOnDeliverySchemaFor(locale: Locale) {
  return cashOnDeliverySchemas[locale];
}

export const cashOnDeliverySchema = cashOnDeliverySchemas.en;

export type CashOnDeliveryInput = z.input<typeof cashOnDeliverySchema>;
export type CashOnDeliveryDetails = z.output<typeof cashOnDeliverySchema>;
export type CashOnDeliveryField = keyof CashOnDeliveryInput;

/** The delivery form's fields, in the order the form shows them. */
export const cashOnDeliveryFields = [
  "fullName",
  "email",
  "phone",
  "emirate",
  "addressLine",
  "city",
  "payment",
] as const satisfies readonly CashOnDeliveryField[];
