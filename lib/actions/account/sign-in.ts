"use server";

import { headers } from "next/headers";
import { redirect } from "next/navigation";

import { refusalTables } from "@/content/messages/refusals";
import { formInput } from "@/lib/actions/action-input";
import type { ActionResult } from "@/lib/actions/action-result";
import { defineAction } from "@/lib/actions/define-action";
import { getAuth } from "@/lib/auth";
import { expectedAuthRefusal } from "@/lib/auth/auth-error";
import { emailForPhoneNumber } from "@/lib/auth/find-account";
import { isPendingSignUp } from "@/lib/auth/pending-sign-up";
import { safeNextPath } from "@/lib/auth/safe-next-path";
import { setFlash } from "@/lib/auth/set-flash";
import { getDb } from "@/lib/db";
import { localizedPath } from "@/lib/i18n/locales";
import { accountSchemasFor } from "@/lib/validations/account";

/** Sign-in refused because the address is not confirmed yet: the form offers to send the link again. */
export type SignInRefusal = { unconfirmedEmail?: string };

/**
 * E-mail or phone plus password. A phone number is only another name for the account's e-mail; an unknown one is
 * tried as an address no account has, so it costs the same hash and gets the same answer as a wrong password.
 * The auth hook rate-limits per account and per client, for this action and for direct HTTP calls alike.
 */
export const signInAction = defineAction({
  name: "account/sign-in",
  who: "anyone",
  read: formInput(["identifier", "password", "next"], 1024),
  schema: (locale) => accountSchemasFor(locale).signInSchema,
  refusals: refusalTables.account,
  keep: ["identifier", "next"],
  // Missing either entry is the spec's one message, with no field marked.
  invalidAs: (_fieldErrors, { values }) =>
    !values.identifier?.trim() || !values.password ? { code: "missing_credentials", fieldErrors: {} } : "invalid",
  work: async ({
    input: { identifier, password, next: requestedNext },
    locale,
    refuse,
  }): Promise<ActionResult<SignInRefusal>> => {
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
      const { code, ...refusal } = expectedAuthRefusal(error);
      const email = identifier.kind === "email" ? identifier.email : undefined;
      // A sign-up waiting for its confirmation is no account yet (lib/auth/pending-sign-up.ts), so Better Auth knows
      // nothing of it; whoever typed its password is told to confirm the address, as for an unconfirmed account.
      const pending =
        email !== undefined &&
        code === "invalid_credentials" &&
        (await isPendingSignUp(
          { db: await getDb(), secret: (await (await getAuth()).$context).secret },
          email,
          password,
        ));
      if (pending || code === "email_not_verified")
        return refuse("email_not_verified", { data: email === undefined ? {} : { unconfirmedEmail: email } });
      return refuse(code, refusal);
    }
    if (twoFactor) redirect(`${localizedPath(locale, "/account/sign-in/two-factor")}?next=${encodeURIComponent(next)}`);
    await setFlash("signed-in");
    redirect(next);
  },
});
