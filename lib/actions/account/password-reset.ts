"use server";

import { headers } from "next/headers";
import { redirect } from "next/navigation";

import { accountMessages } from "@/content/messages/account";
import { formInput } from "@/lib/actions/action-input";
import { defineAction } from "@/lib/actions/define-action";
import { getAuth } from "@/lib/auth";
import { accountAnswers } from "@/lib/auth/account-answers";
import { failedState, succeededState, type AccountFormState } from "@/lib/auth/account-form-state";
import { authFailureMessage, expectedAuthFailure, readAuthFailure } from "@/lib/auth/auth-error";
import { setFlash } from "@/lib/auth/set-flash";
import { localizedPath } from "@/lib/i18n/locales";
import { accountSchemasFor } from "@/lib/validations/account";

/** Where the e-mailed link lands (with ?token=...), after Better Auth has checked it. */
const RESET_PAGE = "/account/reset-password";

/**
 * Step 1: e-mails a single-use link valid for an hour. The answer (and its timing) is the same for an address
 * without an account, so this form cannot be used to find out who shops here.
 */
export const requestPasswordResetAction = defineAction({
  name: "account/request-password-reset",
  who: "anyone",
  read: formInput(["email"], 300),
  schema: (locale) => accountSchemasFor(locale).emailOnlySchema,
  answers: accountAnswers(["email"]),
  work: async ({ input, values, locale }): Promise<AccountFormState<"email">> => {
    try {
      const auth = await getAuth();
      await auth.api.requestPasswordReset({
        body: { email: input.email, redirectTo: localizedPath(locale, RESET_PAGE) },
        headers: await headers(),
      });
    } catch (error) {
      if (readAuthFailure(error)?.code === "RATE_LIMITED")
        return failedState(authFailureMessage(error, locale), { values });
      // Any other failure is logged but answered like success: the answer must not tell who has an account.
      console.error("[account] reset request failed", error);
    }
    return succeededState(accountMessages[locale].toasts.resetSent, { values: { email: input.email } });
  },
});

const resetFields = ["token", "password", "confirmPassword"] as const;
type ResetField = (typeof resetFields)[number];

/** Step 2: sets the new password, ends every session of the account, and does not sign anyone in. */
export const resetPasswordAction = defineAction({
  name: "account/reset-password",
  who: "anyone",
  read: formInput(resetFields, 1024),
  schema: (locale) => accountSchemasFor(locale).resetPasswordSchema,
  answers: accountAnswers<ResetField>(["token"]),
  work: async ({ input, values, locale }): Promise<AccountFormState<ResetField>> => {
    try {
      const auth = await getAuth();
      await auth.api.resetPassword({
        body: { token: input.token, newPassword: input.password },
        headers: await headers(),
      });
    } catch (error) {
      const { failure, message } = expectedAuthFailure(error, locale);
      return failedState<ResetField>(message, {
        values: { token: values.token },
        fieldErrors: failure.code === "WEAK_PASSWORD" ? { password: message } : {},
      });
    }
    await setFlash("password-changed");
    redirect(localizedPath(locale, "/account/sign-in"));
  },
});
