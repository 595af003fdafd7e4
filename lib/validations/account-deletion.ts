import { z } from "zod";

import { accountDataRights } from "@/content/messages/account-data-rights";
import { byLocale } from "@/content/by-locale";
import type { Locale } from "@/lib/i18n/locales";

type DataRightsErrors = (typeof accountDataRights)[Locale]["errors"];

const buildAccountDeletionSchema = (errors: DataRightsErrors) =>
  z.object({
    password: z.string(errors.passwordRequired).min(1, errors.passwordRequired).max(1024),
    // Required only with two-factor on; the action checks that, the schema only its shape.
    code: z
      .string()
      .optional()
      .transform((value) => value?.replace(/\s+/g, "") || undefined)
      .pipe(
        z
          .string()
          .regex(/^\d{6}$/, errors.codeRequired)
          .optional(),
      ),
    reviews: z.enum(["keep", "delete"], errors.reviewsChoice),
  });

const accountDeletionSchemas = byLocale({
  en: buildAccountDeletionSchema(accountDataRights.en.errors),
  ar: buildAccountDeletionSchema(accountDataRights.ar.errors),
});

/** The delete-account form's rules with their messages in the shopper's language. */
export function accountDeletionSchemaFor(locale: Locale) {
  return accountDeletionSchemas[locale];
}

export const accountDeletionFields = ["password", "code", "reviews"] as const;
export type AccountDeletionField = (typeof accountDeletionFields)[number];
