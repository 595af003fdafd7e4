"use server";

import { headers } from "next/headers";
import { redirect } from "next/navigation";

import { accountMessages } from "@/content/messages/account";
import { getAuth } from "@/lib/auth";
import { failedState, succeededState, type AccountFormState } from "@/lib/auth/account-form-state";
import { authFailureMessage, readAuthFailure } from "@/lib/auth/auth-error";
import { setFlash } from "@/lib/auth/set-flash";
import { fieldErrorsFrom, readFormValues } from "@/lib/forms/form-values";
import { readFormLocale } from "@/lib/i18n/form-locale";
import { localizedPath } from "@/lib/i18n/locales";
import { accountSchemasFor } from "@/lib/validations/account";

/** Where the e-mailed link lands (with ?token=...), after Better Auth has checked it. */
const RESET_PAGE = "/account/reset-password";

/**
 * Step 1: e-mails a single-use link valid for an hour. The answer (and its timing) is the same for an address
 * without an account, so this form cannot be used to find out who shops here.
 */
export async function requestPasswordResetAction(_previous: AccountFormState, formData: FormData): Promise<AccountFormState<"email">> {
  const raw = readFormValues(formData, ["email"], 300) ?? {};
  const locale = readFormLocale(formData);
  const parsed = accountSchemasFor(locale).emailOnlySchema.safeParse(raw);
  if (!parsed.success) return failedState<"email">(accountMessages[locale].errors.fieldErrorsSummary, { values: raw, fieldErrors: fieldErrorsFrom<"email">(parsed.error) });
  try {
    const auth = await getAuth();
    await auth.api.requestPasswordReset({ body: { email: parsed.data.email, redirectTo: localizedPath(locale, RESET_PAGE) }, headers: await headers() });
  } catch (error) {
    const failure = readAuthFailure(error);
    if (failure?.code === "RATE_LIMITED") return failedState<"email">(failure.message, { values: raw });
    console.error("[account] reset request failed", error);
  }
  return succeededState<"email">(accountMessages[locale].toasts.resetSent, { values: { email: parsed.data.email } });
}

type ResetField = "token" | "password" | "confirmPassword";

/** Step 2: sets the new password, ends every session of the account, and does not sign anyone in. */
export async function resetPasswordAction(_previous: AccountFormState, formData: FormData): Promise<AccountFormState<ResetField>> {
  const raw = readFormValues(formData, ["token", "password", "confirmPassword"], 1024) ?? {};
  const values = { token: raw.token };
  const locale = readFormLocale(formData);
  const parsed = accountSchemasFor(locale).resetPasswordSchema.safeParse(raw);
  if (!parsed.success) return failedState<ResetField>(accountMessages[locale].errors.fieldErrorsSummary, { values, fieldErrors: fieldErrorsFrom<ResetField>(parsed.error) });
  try {
    const auth = await getAuth();
    await auth.api.resetPassword({ body: { token: parsed.data.token, newPassword: parsed.data.password }, headers: await headers() });
  } catch (error) {
    const failure = readAuthFailure(error);
    if (!failure || failure.status >= 500) console.error("[account] reset failed", error);
    const message = authFailureMessage(error, locale);
    return failedState<ResetField>(message, { values, fieldErrors: failure?.code === "WEAK_PASSWORD" ? { password: message } : {} });
  }
  await setFlash("password-changed");
  redirect(localizedPath(locale, "/account/sign-in"));
}
