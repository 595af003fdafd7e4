import { z } from "zod";

import { cartMessages } from "@/content/messages/cart";
import { byLocale } from "@/lib/i18n/by-locale";
import type { Locale } from "@/lib/i18n/locales";

type DiscountErrors = (typeof cartMessages)[Locale]["discount"]["errors"];

/** Codes are compared without regard to case or surrounding spaces, so what the shopper types is upper-cased here. */
const buildDiscountCodeSchema = (errors: DiscountErrors) =>
  z.object({
    code: z
      .string(errors.required)
      .trim()
      .min(1, errors.required)
      .max(64, errors.unknown)
      .regex(/^[A-Za-z0-9_-]+$/, errors.unknown)
      .transform((code) => code.toUpperCase()),
  });

const discountCodeSchemas = byLocale({ en: buildDiscountCodeSchema(cartMessages.en.discount.errors), ar: buildDiscountCodeSchema(cartMessages.ar.discount.errors) });

/** The discount field's rules with their messages in the shopper's locale. */
export function discountCodeSchemaFor(locale: Locale) {
  return discountCodeSchemas[locale];
}

export const discountCodeSchema = discountCodeSchemas.en;

export type DiscountCodeInput = z.input<typeof discountCodeSchema>;
