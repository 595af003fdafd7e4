"use server";

import { headers } from "next/headers";
import { redirect } from "next/navigation";

import { accountDataRights } from "@/content/messages/account-data-rights";
import { refusalTables } from "@/content/messages/refusals";
import { deleteAccount } from "@/lib/account/delete-account";
import { formInput } from "@/lib/actions/action-input";
import type { ActionResult } from "@/lib/actions/action-result";
import { defineAction } from "@/lib/actions/define-action";
import { getAuth } from "@/lib/auth";
import { expectedAuthRefusal } from "@/lib/auth/auth-error";
import { setFlash } from "@/lib/auth/set-flash";
import { getDb } from "@/lib/db";
import { localizedPath } from "@/lib/i18n/locales";
import { accountDeletionFields, accountDeletionSchemaFor } from "@/lib/validations/account-deletion";

/** Deletes the signed-in shopper's account (lib/account/delete-account.ts), then lands on the home page signed out. */
export const deleteAccountAction = defineAction({
  name: "account/delete",
  who: "shopper",
  read: formInput(accountDeletionFields, 1024),
  schema: accountDeletionSchemaFor,
  refusals: refusalTables.account,
  // The password is never sent back to refill the form, nor the code.
  keep: ["reviews"],
  work: async ({ session: { user }, input, locale, refuse }): Promise<ActionResult> => {
    if (user.twoFactorEnabled && !input.code)
      return refuse("invalid", { fieldErrors: { code: accountDataRights[locale].errors.codeRequired } });
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
      const { code, ...refusal } = expectedAuthRefusal(error);
      return refuse(code, refusal);
    }
    // The session row went with the account; this clears the browser's cookies for it.
    await auth.api.signOut({ headers: requestHeaders }).catch(() => undefined);
    await setFlash("account-deleted");
    redirect(localizedPath(locale, "/"));
  },
});
