"use server";

import { headers } from "next/headers";
import { redirect } from "next/navigation";

import { accountMessages } from "@/content/messages/account";
import { accountTwoFactorMessages } from "@/content/messages/account-two-factor";
import { refusalTables } from "@/content/messages/refusals";
import { formInput } from "@/lib/actions/action-input";
import { succeeded, type ActionResult } from "@/lib/actions/action-result";
import { defineAction, type Refuse } from "@/lib/actions/define-action";
import { getAuth } from "@/lib/auth";
import { expectedAuthRefusal, type AccountRefusalCode } from "@/lib/auth/auth-error";
import { safeNextPath } from "@/lib/auth/safe-next-path";
import { drawTotpQr, type QrDrawing } from "@/lib/auth/totp-qr";
import { setFlash } from "@/lib/auth/set-flash";
import type { Locale } from "@/lib/i18n/locales";
import { accountSchemasFor } from "@/lib/validations/account";
import { secondFactorChangeSchemaFor } from "@/lib/validations/second-factor-change";

/** Two-factor set-up: the otpauth:// URI, its QR code, its secret for typing in, and the one-time backup codes. */
export type TotpSetUp = { uri: string; qr: QrDrawing; secret: string; backupCodes: string[] };

/** Runs one Better Auth call; its expected refusals are the form's, anything else goes to the pipeline. */
async function tryAuth<T>(
  refuse: Refuse<AccountRefusalCode, T>,
  call: (auth: Awaited<ReturnType<typeof getAuth>>, requestHeaders: Headers) => Promise<ActionResult<T>>,
): Promise<ActionResult<T>> {
  try {
    return await call(await getAuth(), await headers());
  } catch (error) {
    const { code, ...refusal } = expectedAuthRefusal(error);
    return refuse(code, refusal);
  }
}

/** What the settings that ask for the password again share: a signed-in shopper and the current password. */
const withPassword = {
  who: "shopper" as const,
  read: formInput(["password"], 1024),
  schema: (locale: Locale) => accountSchemasFor(locale).currentPasswordSchema,
  refusals: refusalTables.account,
  keep: [],
};

/** Step 1 of turning TOTP on: needs the password again; answers the secret and the backup codes, shown once. */
export const startTwoFactorAction = defineAction({
  name: "account/two-factor-start",
  ...withPassword,
  work: ({ input, refuse }): Promise<ActionResult<{ totp: TotpSetUp }>> =>
    tryAuth(refuse, async (auth, requestHeaders) => {
      const enabled = await auth.api.enableTwoFactor({ body: { password: input.password }, headers: requestHeaders });
      if (enabled.method !== "totp") return refuse("unexpected");
      const secret = new URL(enabled.totpURI).searchParams.get("secret") ?? "";
      const totp = { uri: enabled.totpURI, qr: drawTotpQr(enabled.totpURI), secret, backupCodes: enabled.backupCodes };
      return succeeded({ totp });
    }),
});

/** Step 2: a first code from the app proves it is set up; only then is TOTP required at sign-in. */
export const confirmTwoFactorAction = defineAction({
  name: "account/two-factor-confirm",
  who: "shopper",
  read: formInput(["code"], 64),
  schema: (locale) => accountSchemasFor(locale).twoFactorCodeSchema,
  refusals: refusalTables.account,
  keep: [],
  work: ({ input, locale, refuse }): Promise<ActionResult> =>
    tryAuth(refuse, async (auth, requestHeaders) => {
      await auth.api.verifyTOTP({ body: { code: input.code }, headers: requestHeaders });
      return succeeded(undefined, accountMessages[locale].flash.twoFactorEnabled);
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
  refusals: refusalTables.account,
  keep: [],
};

/** New backup codes (the old ones stop working), shown once; turning two factors off answers none. */
export type SecondFactorChange = { backupCodes?: string[] };

export const disableTwoFactorAction = defineAction({
  name: "account/two-factor-disable",
  ...withPasswordAndCode,
  work: ({ input, locale, refuse }): Promise<ActionResult<SecondFactorChange>> =>
    tryAuth<SecondFactorChange>(refuse, async (auth, requestHeaders) => {
      const body = { password: input.password, code: input.code };
      await auth.api.disableTwoFactor({ body, headers: requestHeaders });
      return succeeded(undefined, accountMessages[locale].flash.twoFactorDisabled);
    }),
});

export const renewBackupCodesAction = defineAction({
  name: "account/two-factor-backup-codes",
  ...withPasswordAndCode,
  work: ({ input, locale, refuse }): Promise<ActionResult<SecondFactorChange>> =>
    tryAuth<SecondFactorChange>(refuse, async (auth, requestHeaders) => {
      const body = { password: input.password, code: input.code };
      const { backupCodes } = await auth.api.generateBackupCodes({ body, headers: requestHeaders });
      return succeeded({ backupCodes }, accountTwoFactorMessages[locale].backupCodesRenewed);
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
  refusals: refusalTables.account,
  keep: ["next"],
  work: async ({ input: { code }, values, refuse }): Promise<ActionResult> => {
    try {
      const auth = await getAuth();
      const requestHeaders = await headers();
      if (/^\d{6}$/.test(code))
        await auth.api.verifyTOTP({ body: { code, trustDevice: false }, headers: requestHeaders });
      else await auth.api.verifyBackupCode({ body: { code, trustDevice: false }, headers: requestHeaders });
    } catch (error) {
      const { code: refusalCode, ...refusal } = expectedAuthRefusal(error);
      return refuse(refusalCode, refusal);
    }
    await setFlash("signed-in");
    redirect(safeNextPath(values.next));
  },
});
