"use server";

import { createHash } from "node:crypto";
import { redirect } from "next/navigation";
import { z } from "zod";

import { accountConfirmMessages } from "@/content/messages/account-confirm";
import { accountMessages } from "@/content/messages/account";
import { formInput } from "@/lib/actions/action-input";
import { defineAction } from "@/lib/actions/define-action";
import { getAuth } from "@/lib/auth";
import { accountAnswers } from "@/lib/auth/account-answers";
import { failedState, type AccountFormState } from "@/lib/auth/account-form-state";
import { confirmPendingSignUp } from "@/lib/auth/pending-sign-up";
import { setFlash } from "@/lib/auth/set-flash";
import { signUpConfirmLimits } from "@/lib/auth/sign-up-confirm-limits";
import { getDb } from "@/lib/db";
import { localizedPath } from "@/lib/i18n/locales";

const fields = ["token", "password"] as const;
type ConfirmField = (typeof fields)[number];

const schemaFor = (locale: "en" | "ar") =>
  z.object({
    token: z.string().min(1).max(200),
    password: z
      .string()
      .min(1, accountMessages[locale].fields.currentPassword.required)
      .max(1024, accountConfirmMessages[locale].wrongPassword),
  });

/**
 * The confirmation page's form (app/[locale]/(account)/account/confirm). The link proves the inbox, the password the
 * sign-up: only both together create the account (lib/auth/pending-sign-up.ts). Then the shopper signs in.
 */
export const confirmSignUpAction = defineAction({
  name: "account/confirm-sign-up",
  who: "anyone",
  read: formInput(fields, 1024),
  schema: schemaFor,
  answers: accountAnswers<ConfirmField>(["token"]),
  limit: async ({ input, clientAddress }) => [
    [signUpConfirmLimits.byClient, await clientAddress()],
    [signUpConfirmLimits.byLink, createHash("sha256").update(input.token).digest("hex")],
  ],
  work: async ({ input, locale }): Promise<AccountFormState<ConfirmField>> => {
    const { secret } = await (await getAuth()).$context;
    const outcome = await confirmPendingSignUp({ db: await getDb(), secret }, input);
    const text = accountConfirmMessages[locale];
    if (!outcome.ok) {
      return outcome.code === "wrong_password"
        ? failedState(text.wrongPassword, {
            values: { token: input.token },
            fieldErrors: { password: text.wrongPassword },
          })
        : failedState(text.invalidLink, { values: { token: input.token } });
    }
    await setFlash("account-confirmed");
    redirect(localizedPath(locale, "/account/sign-in"));
  },
});
