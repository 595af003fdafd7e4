import "@/content/browser-zod";
import { z } from "zod";

import { contactMessages } from "@/content/messages/contact";
import { byLocale } from "@/content/by-locale";
import type { Locale } from "@/lib/i18n/locales";
import { textField } from "./text-field";

type ContactErrors = (typeof contactMessages)[Locale]["errors"];

/** Single-line fields end up in an e-mail: runs of whitespace (CR/LF included) become one space. */
const singleLine = (value: string) => value.replace(/\s+/g, " ").trim();

const buildContactMessageSchema = (errors: ContactErrors, locale: Locale) =>
  z.object({
    firstName: textField(locale, errors.firstName)
      .transform(singleLine)
      .pipe(z.string().min(2, errors.firstName).max(80, errors.tooLong)),
    lastName: textField(locale, errors.lastName)
      .transform(singleLine)
      .pipe(z.string().min(2, errors.lastName).max(80, errors.tooLong)),
    email: textField(locale, errors.email).trim().max(254, errors.email).pipe(z.email(errors.email)),
    // Optional and without a rule (spec section 5); only kept to a sane single line.
    phone: textField(locale)
      .optional()
      .transform((value) => (value ? singleLine(value).slice(0, 40) : ""))
      .transform((value) => value || undefined),
    subject: textField(locale, errors.subject)
      .transform(singleLine)
      .pipe(z.string().min(5, errors.subject).max(150, errors.tooLong)),
    message: textField(locale, errors.message).trim().min(10, errors.message).max(5000, errors.tooLong),
  });

const contactMessageSchemas = byLocale({
  en: buildContactMessageSchema(contactMessages.en.errors, "en"),
  ar: buildContactMessageSchema(contactMessages.ar.errors, "ar"),
});

/** The contact form's rules with their messages in the shopper's locale. */
export function contactMessageSchemaFor(locale: Locale) {
  return contactMessageSchemas[locale];
}

export const contactMessageSchema = contactMessageSchemas.en;

export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessage = z.output<typeof contactMessageSchema>;
export type ContactField = keyof ContactMessageInput;
