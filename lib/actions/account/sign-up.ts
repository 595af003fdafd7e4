"use server";

import { headers } from "next/headers";

import { accountMessages } from "@/content/messages/account";
import { refusalTables } from "@/content/messages/refusals";
import { formInput } from "@/lib/actions/action-input";
import { succeeded, type ActionResult } from "@/lib/actions/action-result";
import { defineAction } from "@/lib/actions/define-action";
import { getAuth } from "@/lib/auth";
import { expectedAuthRefusal } from "@/lib/auth/auth-error";
import { accountSchemasFor } from "@/lib/validations/account";

/** A stored sign-up: the address its confirmation link went to, which the page names. */
export type SignedUp = { email: string };

/**
 * Stores a pending sign-up and e-mails its confirmation link (lib/auth/pending-sign-up.ts, reached through the auth
 * hook, which also rate-limits it): the account is created only when the link's page gets this password. An address
 * that already has an account gets the same answer here; its owner is told by e-mail instead. The sign-up remembers
 * the shop language it was made in: its e-mails (confirmation, reset) are written in it.
 */
export const signUpAction = defineAction({
  name: "account/sign-up",
  who: "anyone",
  read: formInput(["firstName", "lastName", "email", "password"], 1024),
  schema: (locale) => accountSchemasFor(locale).signUpSchema,
  refusals: refusalTables.account,
  keep: ["firstName", "lastName", "email"],
  // Missing the address or the password is the spec's one message, with no field marked.
  invalidAs: (_fieldErrors, { values }) =>
    !values.email?.trim() || !values.password ? { code: "missing_credentials", fieldErrors: {} } : "invalid",
  work: async ({
    input: { firstName, lastName, email, password },
    locale,
    refuse,
  }): Promise<ActionResult<SignedUp>> => {
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
      const { code, ...refusal } = expectedAuthRefusal(error);
      return refuse(code, refusal);
    }
    return succeeded({ email }, accountMessages[locale].toasts.signedUp);
  },
});
