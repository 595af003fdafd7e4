import { z } from "zod";

import { byLocale } from "@/content/by-locale";
import { returnRequestMessages } from "@/content/messages/return-requests";
import { isReturnReason, type ReturnReason } from "@/content/return-reasons";
import type { Locale } from "@/lib/i18n/locales";
import { MAX_RETURN_LINES } from "@/lib/returns/return-form-fields";
import { trackOrderSchemaFor } from "./track-order";
import { textField } from "./text-field";

type Errors = (typeof returnRequestMessages)[Locale]["errors"];

function buildReturnRequestSchema(errors: Errors, locale: Locale) {
  const units = textField(locale)
    .trim()
    .regex(/^\d{0,2}$/, errors.units)
    .transform((value) => (value === "" ? 0 : Number(value)))
    .optional();
  const lineFields = Object.fromEntries(
    Array.from({ length: MAX_RETURN_LINES }, (_, index) => [`line${index}`, units]),
  ) as Record<`line${number}`, typeof units>;
  return trackOrderSchemaFor(locale)
    .extend({
      requestKey: z.uuid(),
      reason: textField(locale, errors.reason).refine(isReturnReason, errors.reason),
      note: textField(locale)
        .trim()
        .max(500, errors.noteTooLong)
        .optional()
        .transform((value) => value || null),
      ...lineFields,
    })
    .transform((form) => ({
      email: form.email,
      orderNumber: form.orderNumber,
      requestKey: form.requestKey,
      reason: form.reason as ReturnReason,
      note: form.note,
      /** Units per order line, by its position on the order. */
      units: Array.from(
        { length: MAX_RETURN_LINES },
        (_, index) => ((form as Record<string, unknown>)[`line${index}`] as number | undefined) ?? 0,
      ),
    }));
}

const schemas = byLocale({
  en: buildReturnRequestSchema(returnRequestMessages.en.errors, "en"),
  ar: buildReturnRequestSchema(returnRequestMessages.ar.errors, "ar"),
});

/** A shopper's return request: the order's gate (e-mail and number), units per line, a listed reason, a note. */
export function returnRequestSchemaFor(locale: Locale) {
  return schemas[locale];
}
