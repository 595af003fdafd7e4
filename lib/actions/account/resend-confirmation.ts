"use server";

import { headers } from "next/headers";

import { accountMessages } from "@/content/messages/account";
import { formInput } from "@/lib/actions/action-input";
import { defineAction } from "@/lib/actions/define-action";
import { getAuth } from "@/lib/auth";
import { accountAnswers } from "@/lib/auth/account-answers";
import { failedState, succeededState, type AccountFormState } from "@/lib/auth/account-form-state";
import { authFailureMessage, readAuthFailure } from "@/lib/auth/auth-error";
import { localizedPath } from "@/lib/i18n/locales";
import { accountSchemasFor } from "@/lib/validations/account";

/** Sends the confirmation link again. The answer is the same whether or not the address has an account. */
export const resendConfirmationAction = defineAction({
  name: "account/resend-confirmation",
  who: "anyone",
  read: formInput(["email"], 300),
  schema: (locale) => accountSchemasFor(locale).emailOnlySchema,
  answers: accountAnswers([], ({ locale }) => failedState(accountMessages[locale].fields.email.invalid)),
  work: async ({ input, locale }): Promise<AccountFormState<"email">> => {
    try {
      const auth = await getAuth();
      await auth.api.sendVerificationEmail({
        body: { email: input.email, callbackURL: localizedPath(locale, "/") },
        headers: await headers(),
      });
    } catch (error) {
      // Only the rate limit is worth telling; anything else would say whether the address has an account.
      if (readAuthFailure(error)?.code === "RATE_LIMITED") return failedState(authFailureMessage(error, locale));
    }
    return succeededState(accountMessages[locale].flash.confirmationSent);
  },
});
