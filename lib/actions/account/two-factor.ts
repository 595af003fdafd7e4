"use server";

import { headers } from "next/headers";
import { redirect } from "next/navigation";

import { accountMessages } from "@/content/messages/account";
import { accountTwoFactorMessages } from "@/content/messages/account-two-factor";
import { formInput } from "@/lib/actions/action-input";
import { defineAction } from "@/lib/actions/define-action";
import { getAuth } from "@/lib/auth";
import { accountAnswers } from "@/lib/auth/account-answers";
import { failedState, succeededState, type AccountFormState } from "@/lib/auth/account-form-state";
import { expectedAuthFailure } from "@/lib/auth/auth-error";
import { safeNextPath } from "@/lib/auth/safe-next-path";
import { setFlash } from "@/lib/auth/set-flash";
import type { Locale } from "@/lib/i18n/locales";
import { accountSchemasFor } from "@/lib/validations/account";
import { secondFactorChangeSchemaFor } from "@/lib/validations/second-factor-change";

/** Runs one Better Auth call; its expected refusals are the form's message, anything else goes to the pipeline. */
async function tryAuth<F extends string>(
  locale: Locale,
  call: (auth: Awaited<ReturnType<typeof getAuth>>, requestHeaders: Headers) => Promise<AccountFormState<F>>,
) {
  try {
    return await call(await getAuth(), await headers());
  } catch (error) {
    return failedState<F>(expectedAuthFailure(error, locale).message);
  }
}

/** What the settings that ask for the password again share: a signed-in shopper and the current password. */
const withPassword = {
  who: "shopper" as const,
  read: formInput(["password"], 1024),
  schema: (locale: Locale) => accountSchemasFor(locale).currentPasswordSchema,
  answers: accountAnswers<"password">([]),
};

/** Step 1 of turning TOTP on: needs the password again; answers the secret and the backup codes, shown once. */
export const startTwoFactorAction = defineAction({
  name: "account/two-factor-start",
  ...withPassword,
  work: ({ input, locale }) =>
    tryAuth<"password">(locale, async (auth, requestHeaders) => {
      const enabled = await auth.api.enableTwoFactor({ body: { password: input.password }, headers: requestHeaders });
      if (enabled.method !== "totp") return failedState(accountMessages[locale].errors.unexpected);
      const secret = new URL(enabled.totpURI).searchParams.get("secret") ?? "";
      return {
        ok: true,
        message: null,
        toast: null,
        fieldErrors: {},
        values: {},
        totp: { uri: enabled.totpURI, secret, backupCodes: enabled.backupCodes },
      };
    }),
});

/** Step 2: a first code from the app proves it is set up; only then is TOTP required at sign-in. */
export const confirmTwoFactorAction = defineAction({
  name: "account/two-factor-confirm",
  who: "shopper",
  read: formInput(["code"], 64),
  schema: (locale) => accountSchemasFor(locale).twoFactorCodeSchema,
  answers: accountAnswers<"code">([]),
  work: ({ input, locale }) =>
    tryAuth<"code">(locale, async (auth, requestHeaders) => {
      await auth.api.verifyTOTP({ body: { code: input.code }, headers: requestHeaders });
      return succeededState(accountMessages[locale].flash.twoFactorEnabled);
    }),
});

/**
 * What changing a second factor needs: the password and a current code or an unused backup code. The code travels
 * beside the password to Better Auth, whose hook checks it (lib/auth/second-factor-changes.ts) for these calls and
 * for direct calls to /api/auth alike.
 */
const withPasswordAndCode = {
  who: "shopper" as const,
  read: formInput(["password", "code"], 1024),
  schema: secondFactorChangeSchemaFor,
  answers: accountAnswers<"password" | "code">([]),
};

export const disableTwoFactorAction = defineAction({
  name: "account/two-factor-disable",
  ...withPasswordAndCode,
  work: ({ input, locale }) =>
    tryAuth<"password" | "code">(locale, async (auth, requestHeaders) => {
      const body = { password: input.password, code: input.code };
      await auth.api.disableTwoFactor({ body, headers: requestHeaders });
      return succeededState(accountMessages[locale].flash.twoFactorDisabled);
    }),
});

/** New backup codes (the old ones stop working), shown once. */
export const renewBackupCodesAction = defineAction({
  name: "account/two-factor-backup-codes",
  ...withPasswordAndCode,
  work: ({ input, locale }) =>
    tryAuth<"password" | "code">(locale, async (auth, requestHeaders) => {
      const body = { password: input.password, code: input.code };
      const { backupCodes } = await auth.api.generateBackupCodes({ body, headers: requestHeaders });
      return succeededState(accountTwoFactorMessages[locale].backupCodesRenewed, { backupCodes });
    }),
});

/**
 * The second step of signing in: a TOTP code or a backup code, checked against the pending sign-in Better Auth
 * keeps in a signed cookie. Rate-limited per client and per account in the auth hook, locked by Better Auth after
 * repeated misses.
 */
export const verifyTwoFactorSignInAction = defineAction({
  name: "account/two-factor-sign-in",
  who: "anyone",
  read: formInput(["code", "next"], 200),
  schema: (locale) => accountSchemasFor(locale).twoFactorCodeSchema,
  answers: accountAnswers<"code" | "next">(["next"]),
  work: async ({ input: { code }, values, locale }): Promise<AccountFormState<"code" | "next">> => {
    try {
      const auth = await getAuth();
      const requestHeaders = await headers();
      if (/^\d{6}$/.test(code))
        await auth.api.verifyTOTP({ body: { code, trustDevice: false }, headers: requestHeaders });
      else await auth.api.verifyBackupCode({ body: { code, trustDevice: false }, headers: requestHeaders });
    } catch (error) {
      return failedState(expectedAuthFailure(error, locale).message, { values: { next: values.next } });
    }
    await setFlash("signed-in");
    redirect(safeNextPath(values.next));
  },
});
