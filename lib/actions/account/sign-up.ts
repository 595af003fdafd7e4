"use server";

import { headers } from "next/headers";

import { accountMessages } from "@/content/messages/account";
import { formInput } from "@/lib/actions/action-input";
import { defineAction } from "@/lib/actions/define-action";
import { getAuth } from "@/lib/auth";
import { accountAnswers } from "@/lib/auth/account-answers";
import { failedState, succeededState, type AccountFormState } from "@/lib/auth/account-form-state";
import { expectedAuthFailure } from "@/lib/auth/auth-error";
import { accountSchemasFor } from "@/lib/validations/account";

const fields = ["firstName", "lastName", "email", "password"] as const;
type SignUpField = (typeof fields)[number];
const echo = ["firstName", "lastName", "email"] as const;

/**
 * Stores a pending sign-up and e-mails its confirmation link (lib/auth/pending-sign-up.ts, reached through the auth
 * hook, which also rate-limits it): the account is created only when the link's page gets this password. An address
 * that already has an account gets the same answer here; its owner is told by e-mail instead. The sign-up remembers
 * the shop language it was made in: its e-mails (confirmation, reset) are written in it.
 */
export const signUpAction = defineAction({
  name: "account/sign-up",
  who: "anyone",
  read: formInput(fields, 1024),
  schema: (locale) => accountSchemasFor(locale).signUpSchema,
  answers: accountAnswers<SignUpField>(echo, ({ locale, values }, fieldErrors) => {
    const { errors } = accountMessages[locale];
    const kept = { firstName: values.firstName, lastName: values.lastName, email: values.email };
    if (!values.email?.trim() || !values.password) return failedState(errors.missingCredentials, { values: kept });
    return failedState(errors.fieldErrorsSummary, { values: kept, fieldErrors });
  }),
  work: async ({
    input: { firstName, lastName, email, password },
    values,
    locale,
  }): Promise<AccountFormState<SignUpField>> => {
    const signedUp = succeededState<SignUpField>(accountMessages[locale].toasts.signedUp, { values: { email } });
    try {
      const auth = await getAuth();
      await auth.api.signUpEmail({
        body: {
          email,
          password,
          name: `${firstName} ${lastName}`,
          firstName,
          lastName,
          locale,
        },
        headers: await headers(),
      });
    } catch (error) {
      const { failure, message } = expectedAuthFailure(error, locale);
      const kept = { firstName: values.firstName, lastName: values.lastName, email: values.email };
      return failedState<SignUpField>(message, {
        values: kept,
        fieldErrors: failure.code === "WEAK_PASSWORD" ? { password: message } : {},
      });
    }
    return signedUp;
  },
});
