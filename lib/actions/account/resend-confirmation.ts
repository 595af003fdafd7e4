"use server";

import { headers } from "next/headers";

import { accountMessages as accountMessagesByLocale } from "@/content/messages/account";
import { getAuth } from "@/lib/auth";
import { failedState, succeededState, type AccountFormState } from "@/lib/auth/account-form-state";
import { authFailureMessage, readAuthFailure } from "@/lib/auth/auth-error";
import { readFormValues } from "@/lib/forms/form-values";
import { readFormLocale } from "@/lib/i18n/form-locale";
import { localizedPath } from "@/lib/i18n/locales";
import { accountSchemasFor } from "@/lib/validations/account";

/** Sends the confirmation link again. The answer is the same whether or not the address has an account. */
export async function resendConfirmationAction(_previous: AccountFormState, formData: FormData): Promise<AccountFormState<"email">> {
  const locale = readFormLocale(formData);
  const accountMessages = accountMessagesByLocale[locale];
  const parsed = accountSchemasFor(locale).emailOnlySchema.safeParse(readFormValues(formData, ["email"], 300) ?? {});
  if (!parsed.success) return failedState(accountMessages.fields.email.invalid);
  try {
    const auth = await getAuth();
    await auth.api.sendVerificationEmail({ body: { email: parsed.data.email, callbackURL: localizedPath(locale, "/") }, headers: await headers() });
  } catch (error) {
    // Only the rate limit is worth telling; anything else would say whether the address has an account.
    if (readAuthFailure(error)?.code === "RATE_LIMITED") return failedState(authFailureMessage(error, locale));
  }
  return succeededState(accountMessages.flash.confirmationSent);
}
