"use server";

import { headers } from "next/headers";

import { accountMessages as accountMessagesByLocale } from "@/content/messages/account";
import { getAuth } from "@/lib/auth";
import { failedState, succeededState, type AccountFormState } from "@/lib/auth/account-form-state";
import { authFailureMessage, readAuthFailure } from "@/lib/auth/auth-error";
import { accountExistsFor } from "@/lib/auth/find-account";
import { getDb } from "@/lib/db";
import { fieldErrorsFrom, readFormValues } from "@/lib/forms/form-values";
import { readFormLocale } from "@/lib/i18n/form-locale";
import { localizedPath } from "@/lib/i18n/locales";
import { accountSchemasFor } from "@/lib/validations/account";

const fields = ["firstName", "lastName", "email", "password"] as const;
type SignUpField = (typeof fields)[number];

/**
 * Creates the account and e-mails the confirmation link (it returns to the site root). An address that already has
 * an account gets the same answer here; its owner is told by e-mail instead. Rate-limited in the auth hook.
 */
export async function signUpAction(_previous: AccountFormState, formData: FormData): Promise<AccountFormState<SignUpField>> {
  const raw = readFormValues(formData, fields, 1024) ?? {};
  const values = { firstName: raw.firstName, lastName: raw.lastName, email: raw.email };
  // The account remembers the shop language it was made in: its e-mails (confirmation, reset) are written in it.
  const locale = readFormLocale(formData);
  const accountMessages = accountMessagesByLocale[locale];
  if (!raw.email?.trim() || !raw.password) return failedState(accountMessages.errors.missingCredentials, { values });

  const parsed = accountSchemasFor(locale).signUpSchema.safeParse(raw);
  if (!parsed.success) return failedState(accountMessages.errors.fieldErrorsSummary, { values, fieldErrors: fieldErrorsFrom<SignUpField>(parsed.error) });
  const { firstName, lastName, email, password } = parsed.data;
  try {
    const auth = await getAuth();
    await auth.api.signUpEmail({ body: { email, password, name: `${firstName} ${lastName}`, firstName, lastName, locale, callbackURL: localizedPath(locale, "/") }, headers: await headers() });
  } catch (error) {
    const failure = readAuthFailure(error);
    // Two sign-ups for one new address at once (a double submit, two tabs): the second loses the race at the unique
    // e-mail. Its answer must read like any sign-up, or it would tell a stranger the address has an account; the
    // owner has the winner's confirmation e-mail.
    if (failure?.code === "FAILED_TO_CREATE_USER" && (await accountExistsFor(await getDb(), email))) {
      return succeededState(accountMessages.toasts.signedUp, { values: { email } });
    }
    if (!failure || failure.status >= 500) console.error("[account] sign-up failed", error);
    const message = authFailureMessage(error, locale);
    return failedState<SignUpField>(message, { values, fieldErrors: failure?.code === "WEAK_PASSWORD" ? { password: message } : {} });
  }
  return succeededState(accountMessages.toasts.signedUp, { values: { email } });
}
