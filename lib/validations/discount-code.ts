import { z } from "zod";

import { cartMessages } from "@/content/messages/cart";
import { byLocale } from "@/content/by-locale";
import type { Locale } from "@/lib/i18n/locales";
import { textField } from "./text-field";

type DiscountErrors = (typeof cartMessages)[Locale]["discount"]["errors"];

/** Codes are compared without regard to case or surrounding spaces, so what the shopper types is upper-cased here. */
const buildDiscountCodeSchema = (errors: DiscountErrors, locale: Locale) =>
  z.object({
    code: textField(locale, errors.required)
      .trim()
      .min(1, errors.required)
      .max(64, errors.unknown)
      .regex(/^[A-Za-z0-9_-]+$/, errors.unknown)
      .transform((code) => code.toUpperCase()),
  });

const discountCodeSchemas = byLocale({
  en: buildDiscountCodeSchema(cartMessages.en.discount.errors, "en"),
  ar: buildDiscountCodeSchema(cartMessages.ar.discount.errors, "ar"),
});

/**
 * The discount form as posted: Remove needs nothing more; Apply (any other intent) needs a well-formed code, and
 * a refused one answers with the first rule it broke.
 */
const buildDiscountCodeFormSchema = (errors: DiscountErrors, locale: Locale) =>
  z.preprocess(
    (values) => ({
      ...(values as object),
      intent: (values as { intent?: unknown }).intent === "remove" ? "remove" : "apply",
    }),
    z.discriminatedUnion("intent", [
      z.object({ intent: z.literal("remove") }),
      buildDiscountCodeSchema(errors, locale).extend({ intent: z.literal("apply") }),
    ]),
  );

const discountCodeFormSchemas = byLocale({
  en: buildDiscountCodeFormSchema(cartMessages.en.discount.errors, "en"),
  ar: buildDiscountCodeFormSchema(cartMessages.ar.discount.errors, "ar"),
});

export function discountCodeFormSchemaFor(locale: Locale) {
  return discountCodeFormSchemas[locale];
}

/** The discount field's rules with their messages in the shopper's locale. */
export function discountCodeSchemaFor(locale: Locale) {
  return discountCodeSchemas[locale];
}

export const discountCodeSchema = discountCodeSchemas.en;

export type DiscountCodeInput = z.input<typeof discountCodeSchema>;
