import { z } from "zod";

import { trackOrderMessages } from "@/content/messages/track-order";
import { byLocale } from "@/content/by-locale";
import type { Locale } from "@/lib/i18n/locales";
import { normalizeOrderNumber } from "@/lib/orders/order-number";
import { textField } from "./text-field";

type TrackOrderErrors = (typeof trackOrderMessages)[Locale]["errors"];

const buildTrackOrderSchema = (errors: TrackOrderErrors, locale: Locale) =>
  z.object({
    email: textField(locale, errors.emailRequired)
      .trim()
      .min(1, errors.emailRequired)
      .max(254, errors.email)
      .toLowerCase()
      .pipe(z.email(errors.email)),
    // Shoppers type the number with or without the '#'; the lookup always receives '#1001'.
    orderNumber: textField(locale, errors.orderNumberRequired)
      .trim()
      .min(1, errors.orderNumberRequired)
      .transform((value, context) => {
        const normalized = normalizeOrderNumber(value);
        if (normalized) return normalized;
        context.addIssue({ code: "custom", message: errors.orderNumber });
        return z.NEVER;
      }),
  });

const trackOrderSchemas = byLocale({
  en: buildTrackOrderSchema(trackOrderMessages.en.errors, "en"),
  ar: buildTrackOrderSchema(trackOrderMessages.ar.errors, "ar"),
});

/** The tracking form's rules with their messages in the shopper's locale. */
export function trackOrderSchemaFor(locale: Locale) {
  return trackOrderSchemas[locale];
}

export const trackOrderSchema = trackOrderSchemas.en;

export type TrackOrderInput = z.input<typeof trackOrderSchema>;
export type TrackOrderField = keyof TrackOrderInput;
