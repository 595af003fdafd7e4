"use server";

import { headers } from "next/headers";
import { redirect } from "next/navigation";

import { accountDataRights } from "@/content/messages/account-data-rights";
import { accountMessages } from "@/content/messages/account";
import { deleteAccount } from "@/lib/account/delete-account";
import { formInput } from "@/lib/actions/action-input";
import { defineAction } from "@/lib/actions/define-action";
import { getAuth } from "@/lib/auth";
import { accountAnswers } from "@/lib/auth/account-answers";
import { failedState, type AccountFormState } from "@/lib/auth/account-form-state";
import { expectedAuthFailure } from "@/lib/auth/auth-error";
import { setFlash } from "@/lib/auth/set-flash";
import { getDb } from "@/lib/db";
import { localizedPath } from "@/lib/i18n/locales";
import {
  accountDeletionFields,
  accountDeletionSchemaFor,
  type AccountDeletionField,
} from "@/lib/validations/account-deletion";

/** Deletes the signed-in shopper's account (lib/account/delete-account.ts), then lands on the home page signed out. */
export const deleteAccountAction = defineAction({
  name: "account/delete",
  who: "shopper",
  read: formInput(accountDeletionFields, 1024),
  schema: accountDeletionSchemaFor,
  // The password is never sent back to refill the form.
  answers: accountAnswers<AccountDeletionField>(["reviews"]),
  work: async ({ session: { user }, input, values, locale }): Promise<AccountFormState<AccountDeletionField>> => {
    const kept = { reviews: values.reviews };
    if (user.twoFactorEnabled && !input.code) {
      return failedState<AccountDeletionField>(accountMessages[locale].errors.fieldErrorsSummary, {
        values: kept,
        fieldErrors: { code: accountDataRights[locale].errors.codeRequired },
      });
    }
    const requestHeaders = await headers();
    const auth = await getAuth();
    try {
      const account = {
        id: user.id,
        email: user.email,
        emailVerified: user.emailVerified,
        twoFactorEnabled: Boolean(user.twoFactorEnabled),
      };
      await deleteAccount({ auth, db: await getDb(), headers: requestHeaders }, account, input);
    } catch (error) {
      return failedState<AccountDeletionField>(expectedAuthFailure(error, locale).message, { values: kept });
    }
    // The session row went with the account; this clears the browser's cookies for it.
    await auth.api.signOut({ headers: requestHeaders }).catch(() => undefined);
    await setFlash("account-deleted");
    redirect(localizedPath(locale, "/"));
  },
});
