"use server";

import { headers } from "next/headers";
import { redirect } from "next/navigation";

import { accountMessages } from "@/content/messages/account";
import { formInput } from "@/lib/actions/action-input";
import { defineAction } from "@/lib/actions/define-action";
import { getAuth } from "@/lib/auth";
import { accountAnswers } from "@/lib/auth/account-answers";
import { failedState, type AccountFormState } from "@/lib/auth/account-form-state";
import { expectedAuthFailure } from "@/lib/auth/auth-error";
import { emailForPhoneNumber } from "@/lib/auth/find-account";
import { isPendingSignUp } from "@/lib/auth/pending-sign-up";
import { safeNextPath } from "@/lib/auth/safe-next-path";
import { setFlash } from "@/lib/auth/set-flash";
import { getDb } from "@/lib/db";
import { localizedPath } from "@/lib/i18n/locales";
import { accountSchemasFor } from "@/lib/validations/account";

const fields = ["identifier", "password", "next"] as const;
type SignInField = (typeof fields)[number];
const echo = ["identifier", "next"] as const;

/**
 * E-mail or phone plus password. A phone number is only another name for the account's e-mail; an unknown one is
 * tried as an address no account has, so it costs the same hash and gets the same answer as a wrong password.
 * The auth hook rate-limits per account and per client, for this action and for direct HTTP calls alike.
 */
export const signInAction = defineAction({
  name: "account/sign-in",
  who: "anyone",
  read: formInput(fields, 1024),
  schema: (locale) => accountSchemasFor(locale).signInSchema,
  answers: accountAnswers<SignInField>(echo, ({ locale, values }) => {
    const { errors, fields: text } = accountMessages[locale];
    const kept = { identifier: values.identifier, next: values.next };
    if (!values.identifier?.trim() || !values.password) return failedState(errors.missingCredentials, { values: kept });
    return failedState(errors.fieldErrorsSummary, {
      values: kept,
      fieldErrors: { identifier: text.identifier.invalid },
    });
  }),
  work: async ({
    input: { identifier, password, next: requestedNext },
    values,
    locale,
  }): Promise<AccountFormState<SignInField>> => {
    const next = safeNextPath(requestedNext);
    let twoFactor = false;
    try {
      const email =
        identifier.kind === "email"
          ? identifier.email
          : ((await emailForPhoneNumber(await getDb(), identifier.phone)) ?? `${identifier.phone}@phone.invalid`);
      const auth = await getAuth();
      const result = await auth.api.signInEmail({
        body: { email, password, rememberMe: true },
        headers: await headers(),
      });
      twoFactor = "twoFactorRedirect" in result && result.twoFactorRedirect === true;
    } catch (error) {
      const { failure, message } = expectedAuthFailure(error, locale);
      const email = identifier.kind === "email" ? identifier.email : undefined;
      // A sign-up waiting for its confirmation is no account yet (lib/auth/pending-sign-up.ts), so Better Auth knows
      // nothing of it; whoever typed its password is told to confirm the address, as for an unconfirmed account.
      const pending =
        email !== undefined &&
        failure.code === "INVALID_EMAIL_OR_PASSWORD" &&
        (await isPendingSignUp(
          { db: await getDb(), secret: (await (await getAuth()).$context).secret },
          email,
          password,
        ));
      const unconfirmedEmail = failure.code === "EMAIL_NOT_VERIFIED" || pending ? email : undefined;
      const shown = pending ? accountMessages[locale].errors.emailNotVerified : message;
      return failedState(shown, { values: { identifier: values.identifier, next: values.next }, unconfirmedEmail });
    }
    if (twoFactor) redirect(`${localizedPath(locale, "/account/sign-in/two-factor")}?next=${encodeURIComponent(next)}`);
    await setFlash("signed-in");
    redirect(next);
  },
});
