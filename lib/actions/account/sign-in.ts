"use server";

import { headers } from "next/headers";
import { redirect } from "next/navigation";

import { accountMessages as accountMessagesByLocale } from "@/content/messages/account";
import { getAuth } from "@/lib/auth";
import { failedState, type AccountFormState } from "@/lib/auth/account-form-state";
import { authFailureMessage, readAuthFailure } from "@/lib/auth/auth-error";
import { emailForPhoneNumber } from "@/lib/auth/find-account";
import { safeNextPath } from "@/lib/auth/safe-next-path";
import { setFlash } from "@/lib/auth/set-flash";
import { getDb } from "@/lib/db";
import { readFormValues } from "@/lib/forms/form-values";
import { readFormLocale } from "@/lib/i18n/form-locale";
import { localizedPath } from "@/lib/i18n/locales";
import { accountSchemasFor } from "@/lib/validations/account";

const fields = ["identifier", "password", "next"] as const;
type SignInField = (typeof fields)[number];

/**
 * E-mail or phone plus password. A phone number is only another name for the account's e-mail; an unknown one is
 * tried as an address no account has, so it costs the same hash and gets the same answer as a wrong password.
 * The auth hook rate-limits per account and per client, for this action and for direct HTTP calls alike.
 */
export async function signInAction(_previous: AccountFormState, formData: FormData): Promise<AccountFormState<SignInField>> {
  const raw = readFormValues(formData, fields, 1024) ?? {};
  const values = { identifier: raw.identifier, next: raw.next };
  const locale = readFormLocale(formData);
  const accountMessages = accountMessagesByLocale[locale];
  if (!raw.identifier?.trim() || !raw.password) return failedState(accountMessages.errors.missingCredentials, { values });

  const parsed = accountSchemasFor(locale).signInSchema.safeParse(raw);
  if (!parsed.success) {
    return failedState(accountMessages.errors.fieldErrorsSummary, { values, fieldErrors: { identifier: accountMessages.fields.identifier.invalid } });
  }
  const { identifier, password } = parsed.data;
  const next = safeNextPath(parsed.data.next);

  let twoFactor = false;
  let email: string;
  try {
    email = identifier.kind === "email" ? identifier.email : ((await emailForPhoneNumber(await getDb(), identifier.phone)) ?? `${identifier.phone}@phone.invalid`);
    const auth = await getAuth();
    const result = await auth.api.signInEmail({ body: { email, password, rememberMe: true }, headers: await headers() });
    twoFactor = "twoFactorRedirect" in result && result.twoFactorRedirect === true;
  } catch (error) {
    const failure = readAuthFailure(error);
    if (!failure || failure.status >= 500) console.error("[account] sign-in failed", error);
    return failedState(authFailureMessage(error, locale), { values, unconfirmedEmail: failure?.code === "EMAIL_NOT_VERIFIED" && identifier.kind === "email" ? identifier.email : undefined });
  }
  if (twoFactor) redirect(`${localizedPath(locale, "/account/sign-in/two-factor")}?next=${encodeURIComponent(next)}`);
  await setFlash("signed-in");
  redirect(next);
}
