"use server";

import { headers } from "next/headers";

import { accountMessages } from "@/content/messages/account";
import { refusalTables } from "@/content/messages/refusals";
import { formInput } from "@/lib/actions/action-input";
import { succeeded, type ActionResult } from "@/lib/actions/action-result";
import { defineAction } from "@/lib/actions/define-action";
import { getAuth } from "@/lib/auth";
import { readAuthFailure } from "@/lib/auth/auth-error";
import { localizedPath } from "@/lib/i18n/locales";
import { accountSchemasFor } from "@/lib/validations/account";

/** Sends the confirmation link again. The answer is the same whether or not the address has an account. */
export const resendConfirmationAction = defineAction({
  name: "account/resend-confirmation",
  who: "anyone",
  read: formInput(["email"], 300),
  schema: (locale) => accountSchemasFor(locale).emailOnlySchema,
  refusals: refusalTables.account,
  keep: [],
  // The address is the sign-in form's, in a hidden field: the message says what is wrong, there is no field to mark.
  invalidAs: () => ({ code: "email_invalid" as const, fieldErrors: {} }),
  work: async ({ input, locale, refuse }): Promise<ActionResult> => {
    try {
      const auth = await getAuth();
      await auth.api.sendVerificationEmail({
        body: { email: input.email, callbackURL: localizedPath(locale, "/") },
        headers: await headers(),
      });
    } catch (error) {
      // Only the rate limit is worth telling; anything else would say whether the address has an account.
      const failure = readAuthFailure(error);
      if (failure?.code === "RATE_LIMITED")
        return refuse("throttled", { retryAfterSeconds: failure.retryAfterSeconds ?? 60 });
    }
    return succeeded(undefined, accountMessages[locale].flash.confirmationSent);
  },
});
