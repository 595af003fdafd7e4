"use server";

import { headers } from "next/headers";

import { accountMessages } from "@/content/messages/account";
import { formInput } from "@/lib/actions/action-input";
import { defineAction } from "@/lib/actions/define-action";
import { getAuth } from "@/lib/auth";
import { accountAnswers } from "@/lib/auth/account-answers";
import { failedState, succeededState, type AccountFormState } from "@/lib/auth/account-form-state";
import { expectedAuthFailure, readAuthFailure } from "@/lib/auth/auth-error";
import { accountExistsFor } from "@/lib/auth/find-account";
import { getDb } from "@/lib/db";
import { localizedPath } from "@/lib/i18n/locales";
import { accountSchemasFor } from "@/lib/validations/account";

const fields = ["firstName", "lastName", "email", "password"] as const;
type SignUpField = (typeof fields)[number];
const echo = ["firstName", "lastName", "email"] as const;

/**
 * Creates the account and e-mails the confirmation link (it returns to the site root). An address that already has
 * an account gets the same answer here; its owner is told by e-mail instead. Rate-limited in the auth hook.
 * The account remembers the shop language it was made in: its e-mails (confirmation, reset) are written in it.
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
          callbackURL: localizedPath(locale, "/"),
        },
        headers: await headers(),
      });
    } catch (error) {
      // Two sign-ups for one new address at once (a double submit, two tabs): the second loses the race at the unique
      // e-mail. Its answer must read like any sign-up, or it would tell a stranger the address has an account; the
      // owner has the winner's confirmation e-mail.
      if (readAuthFailure(error)?.code === "FAILED_TO_CREATE_USER" && (await accountExistsFor(await getDb(), email)))
        return signedUp;
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
