"use server";

import { headers } from "next/headers";
import { redirect } from "next/navigation";

import { accountMessages } from "@/content/messages/account";
import { refusalTables } from "@/content/messages/refusals";
import { formInput } from "@/lib/actions/action-input";
import { succeeded, type ActionResult } from "@/lib/actions/action-result";
import { defineAction } from "@/lib/actions/define-action";
import { getAuth } from "@/lib/auth";
import { expectedAuthRefusal, readAuthFailure } from "@/lib/auth/auth-error";
import { setFlash } from "@/lib/auth/set-flash";
import { localizedPath } from "@/lib/i18n/locales";
import { accountSchemasFor } from "@/lib/validations/account";
import { logError } from "@/lib/observability/json-log";

/** Where the e-mailed link lands (with ?token=...), after Better Auth has checked it. */
const RESET_PAGE = "/account/reset-password";

/** A reset e-mail asked for: the address stays in the form. */
export type ResetRequested = { email: string };

/**
 * Step 1: e-mails a single-use link valid for an hour. The answer (and its timing) is the same for an address
 * without an account, so this form cannot be used to find out who shops here.
 */
export const requestPasswordResetAction = defineAction({
  name: "account/request-password-reset",
  who: "anyone",
  read: formInput(["email"], 300),
  schema: (locale) => accountSchemasFor(locale).emailOnlySchema,
  refusals: refusalTables.account,
  keep: ["email"],
  work: async ({ input, locale, refuse }): Promise<ActionResult<ResetRequested>> => {
    try {
      const auth = await getAuth();
      await auth.api.requestPasswordReset({
        body: { email: input.email, redirectTo: localizedPath(locale, RESET_PAGE) },
        headers: await headers(),
      });
    } catch (error) {
      const failure = readAuthFailure(error);
      if (failure?.code === "RATE_LIMITED")
        return refuse("throttled", { retryAfterSeconds: failure.retryAfterSeconds ?? 60 });
      // Any other failure is logged but answered like success: the answer must not tell who has an account.
      logError("[account] reset request failed", error);
    }
    return succeeded({ email: input.email }, accountMessages[locale].toasts.resetSent);
  },
});

/** Step 2: sets the new password, ends every session of the account, and does not sign anyone in. */
export const resetPasswordAction = defineAction({
  name: "account/reset-password",
  who: "anyone",
  read: formInput(["token", "password", "confirmPassword"], 1024),
  schema: (locale) => accountSchemasFor(locale).resetPasswordSchema,
  refusals: refusalTables.account,
  keep: ["token"],
  work: async ({ input, locale, refuse }): Promise<ActionResult> => {
    try {
      const auth = await getAuth();
      await auth.api.resetPassword({
        body: { token: input.token, newPassword: input.password },
        headers: await headers(),
      });
    } catch (error) {
      const { code, ...refusal } = expectedAuthRefusal(error);
      return refuse(code, refusal);
    }
    await setFlash("password-changed");
    redirect(localizedPath(locale, "/account/sign-in"));
  },
});
