"use server";

import { createHash } from "node:crypto";
import { redirect } from "next/navigation";
import { z } from "zod";

import { accountConfirmMessages } from "@/content/messages/account-confirm";
import { accountMessages } from "@/content/messages/account";
import { refusalTables } from "@/content/messages/refusals";
import { formInput } from "@/lib/actions/action-input";
import type { ActionResult } from "@/lib/actions/action-result";
import { defineAction } from "@/lib/actions/define-action";
import { getAuth } from "@/lib/auth";
import { confirmPendingSignUp } from "@/lib/auth/pending-sign-up";
import { setFlash } from "@/lib/auth/set-flash";
import { signUpConfirmLimits } from "@/lib/auth/sign-up-confirm-limits";
import { getDb } from "@/lib/db";
import { localizedPath } from "@/lib/i18n/locales";

const schemaFor = (locale: "en" | "ar") =>
  z.object({
    token: z.string().min(1).max(200),
    password: z
      .string()
      .min(1, accountMessages[locale].fields.currentPassword.required)
      .max(1024, accountConfirmMessages[locale].wrongPassword),
  });

const linkKey = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * The confirmation page's form (app/[locale]/(account)/account/confirm). The link proves the inbox, the password the
 * sign-up: only both together create the account (lib/auth/pending-sign-up.ts). Then the shopper signs in.
 */
export const confirmSignUpAction = defineAction({
  name: "account/confirm-sign-up",
  who: "anyone",
  read: formInput(["token", "password"], 1024),
  schema: schemaFor,
  limit: [
    async ({ clientAddress }) => [[signUpConfirmLimits.byClient, await clientAddress()]],
    ({ input }) => [[signUpConfirmLimits.byLink, linkKey(input.token)]],
  ],
  refusals: refusalTables.account,
  keep: ["token"],
  work: async ({ input, locale, refuse }): Promise<ActionResult> => {
    const { secret } = await (await getAuth()).$context;
    const outcome = await confirmPendingSignUp({ db: await getDb(), secret }, input);
    if (!outcome.ok) {
      return outcome.code === "wrong_password"
        ? refuse("sign_up_password_wrong", {
            fieldErrors: { password: accountConfirmMessages[locale].wrongPassword },
          })
        : refuse("confirmation_link_invalid");
    }
    await setFlash("account-confirmed");
    redirect(localizedPath(locale, "/account/sign-in"));
  },
});
