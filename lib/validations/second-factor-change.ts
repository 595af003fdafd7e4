import { z } from "zod";

import { accountTwoFactorMessages } from "@/content/messages/account-two-factor";
import { byLocale } from "@/content/by-locale";
import type { Locale } from "@/lib/i18n/locales";
import { accountSchemasFor } from "./account";

/** Turning two factors off or renewing backup codes: the password and a code of the factor being changed. */
const buildSecondFactorChangeSchema = (locale: Locale) => {
  const { currentPasswordSchema, twoFactorCodeSchema } = accountSchemasFor(locale);
  return currentPasswordSchema.extend({
    code: z
      .string(accountTwoFactorMessages[locale].codeRequired)
      .trim()
      .min(1, accountTwoFactorMessages[locale].codeRequired)
      .pipe(twoFactorCodeSchema.shape.code),
  });
};

const secondFactorChangeSchemas = byLocale({
  en: buildSecondFactorChangeSchema("en"),
  ar: buildSecondFactorChangeSchema("ar"),
});

export function secondFactorChangeSchemaFor(locale: Locale) {
  return secondFactorChangeSchemas[locale];
}
