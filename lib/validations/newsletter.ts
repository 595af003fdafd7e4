import { z } from "zod";

import { newsletterMessages } from "@/content/messages/newsletter";
import { byLocale } from "@/content/by-locale";
import type { Locale } from "@/lib/i18n/locales";
import {
  newsletterEmailProblem,
  normalizeNewsletterEmail,
  type NewsletterRuleMessages,
} from "@/lib/newsletter/email-rules";
import { textField } from "./text-field";

export const newsletterSources = ["inline", "popup"] as const;

/** One signup as the server accepts it, from the inline form or the popup alike. */
const buildNewsletterSignupSchema = (rules: NewsletterRuleMessages, locale: Locale) =>
  z.object({
    email: textField(locale)
      .default("")
      .transform(normalizeNewsletterEmail)
      .superRefine((email, context) => {
        const problem = newsletterEmailProblem(email, rules);
        if (problem) context.addIssue({ code: "custom", message: problem });
      }),
    source: z.enum(newsletterSources).catch("inline"),
  });

const newsletterSignupSchemas = byLocale({
  en: buildNewsletterSignupSchema(newsletterMessages.en.rules, "en"),
  ar: buildNewsletterSignupSchema(newsletterMessages.ar.rules, "ar"),
});

/** The signup rules with their messages in the shopper's locale. */
export function newsletterSignupSchemaFor(locale: Locale) {
  return newsletterSignupSchemas[locale];
}

export const newsletterSignupSchema = newsletterSignupSchemas.en;

export type NewsletterSignup = z.infer<typeof newsletterSignupSchema>;
export type NewsletterSource = NewsletterSignup["source"];
export type NewsletterField = "email";
