"use server";

import { headers } from "next/headers";
import { redirect } from "next/navigation";

import { accountMessages } from "@/content/messages/account";
import { getAuth } from "@/lib/auth";
import { failedState, succeededState, type AccountFormState } from "@/lib/auth/account-form-state";
import { authFailureMessage, readAuthFailure } from "@/lib/auth/auth-error";
import { safeNextPath } from "@/lib/auth/safe-next-path";
import { getCurrentSession } from "@/lib/auth/session";
import { setFlash } from "@/lib/auth/set-flash";
import { fieldErrorsFrom, readFormValues } from "@/lib/forms/form-values";
import { readFormLocale } from "@/lib/i18n/form-locale";
import type { Locale } from "@/lib/i18n/locales";
import { accountSchemasFor } from "@/lib/validations/account";

/** The texts and rules of the form's language (its hidden `locale` field). */
function inLocaleOf(formData: FormData) {
  const locale = readFormLocale(formData);
  return { locale, ...accountMessages[locale], ...accountSchemasFor(locale) };
}

function failure(error: unknown, context: string, locale: Locale) {
  const known = readAuthFailure(error);
  if (!known || known.status >= 500) console.error(`[account] ${context} failed`, error);
  return failedState(authFailureMessage(error, locale));
}

/** Step 1 of turning TOTP on: needs the password again; answers the secret and the backup codes, shown once. */
export async function startTwoFactorAction(_previous: AccountFormState, formData: FormData): Promise<AccountFormState<"password">> {
  const { locale, errors, currentPasswordSchema } = inLocaleOf(formData);
  if (!(await getCurrentSession())) return failedState(errors.signInRequired);
  const parsed = currentPasswordSchema.safeParse(readFormValues(formData, ["password"], 1024) ?? {});
  if (!parsed.success) return failedState<"password">(errors.fieldErrorsSummary, { fieldErrors: fieldErrorsFrom<"password">(parsed.error) });
  try {
    const auth = await getAuth();
    const enabled = await auth.api.enableTwoFactor({ body: { password: parsed.data.password }, headers: await headers() });
    if (enabled.method !== "totp") return failedState(errors.unexpected);
    const secret = new URL(enabled.totpURI).searchParams.get("secret") ?? "";
    return { ok: true, message: null, toast: null, fieldErrors: {}, values: {}, totp: { uri: enabled.totpURI, secret, backupCodes: enabled.backupCodes } };
  } catch (error) {
    return failure(error, "two-factor start", locale);
  }
}

/** Step 2: a first code from the app proves it is set up; only then is TOTP required at sign-in. */
export async function confirmTwoFactorAction(_previous: AccountFormState, formData: FormData): Promise<AccountFormState<"code">> {
  const { locale, errors, flash, twoFactorCodeSchema } = inLocaleOf(formData);
  if (!(await getCurrentSession())) return failedState(errors.signInRequired);
  const parsed = twoFactorCodeSchema.safeParse(readFormValues(formData, ["code"], 64) ?? {});
  if (!parsed.success) return failedState<"code">(errors.fieldErrorsSummary, { fieldErrors: fieldErrorsFrom<"code">(parsed.error) });
  try {
    const auth = await getAuth();
    await auth.api.verifyTOTP({ body: { code: parsed.data.code }, headers: await headers() });
  } catch (error) {
    return failure(error, "two-factor confirm", locale);
  }
  return succeededState(flash.twoFactorEnabled);
}

export async function disableTwoFactorAction(_previous: AccountFormState, formData: FormData): Promise<AccountFormState<"password">> {
  const { locale, errors, flash, currentPasswordSchema } = inLocaleOf(formData);
  if (!(await getCurrentSession())) return failedState(errors.signInRequired);
  const parsed = currentPasswordSchema.safeParse(readFormValues(formData, ["password"], 1024) ?? {});
  if (!parsed.success) return failedState<"password">(errors.fieldErrorsSummary, { fieldErrors: fieldErrorsFrom<"password">(parsed.error) });
  try {
    const auth = await getAuth();
    await auth.api.disableTwoFactor({ body: { password: parsed.data.password }, headers: await headers() });
  } catch (error) {
    return failure(error, "two-factor disable", locale);
  }
  return succeededState(flash.twoFactorDisabled);
}

/**
 * The second step of signing in: a TOTP code or a backup code, checked against the pending sign-in Better Auth
 * keeps in a signed cookie. Rate-limited per client in the auth hook, locked by Better Auth after repeated misses.
 */
export async function verifyTwoFactorSignInAction(_previous: AccountFormState, formData: FormData): Promise<AccountFormState<"code" | "next">> {
  const raw = readFormValues(formData, ["code", "next"], 200) ?? {};
  const { locale, errors, twoFactorCodeSchema } = inLocaleOf(formData);
  const parsed = twoFactorCodeSchema.safeParse(raw);
  if (!parsed.success) return failedState<"code" | "next">(errors.fieldErrorsSummary, { values: { next: raw.next }, fieldErrors: fieldErrorsFrom<"code">(parsed.error) });
  const { code } = parsed.data;
  try {
    const auth = await getAuth();
    const requestHeaders = await headers();
    if (/^\d{6}$/.test(code)) await auth.api.verifyTOTP({ body: { code, trustDevice: false }, headers: requestHeaders });
    else await auth.api.verifyBackupCode({ body: { code, trustDevice: false }, headers: requestHeaders });
  } catch (error) {
    return { ...failure(error, "two-factor sign-in", locale), values: { next: raw.next } };
  }
  await setFlash("signed-in");
  redirect(safeNextPath(raw.next));
}
