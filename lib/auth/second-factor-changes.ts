import "server-only";

import { APIError, getSessionFromCtx, type createAuthMiddleware } from "better-auth/api";

import { accountTwoFactorMessages } from "@/content/messages/en/account-two-factor";

type AuthHookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** Checks a code against the account's own factors through Better Auth's verify endpoints (throws when refused). */
export type SecondFactorCheck = (code: string, headers: Headers) => Promise<unknown>;

/**
 * Every Better Auth route that turns TOTP off, sets up or reveals a secret, or issues backup codes. For an account
 * with two factors each needs a current code or an unused backup code besides the password, so a stolen session
 * plus the password cannot swap the owner's authenticator (issue 30). Checked in the auth hook, so HTTP calls and
 * the shop's own `auth.api.*` calls meet the same rule.
 */
export const SECOND_FACTOR_CHANGE_PATHS = [
  "/two-factor/enable",
  "/two-factor/disable",
  "/two-factor/get-totp-uri",
  "/two-factor/generate-backup-codes",
];

const TOTP_CODE = /^\d{6}$/;

/** Refuses a change of second factor that does not bring a code of the factor it changes. */
export async function requireCodeForSecondFactorChange(
  ctx: AuthHookContext,
  check: { totp: SecondFactorCheck; backupCode: SecondFactorCheck },
): Promise<void> {
  if (!SECOND_FACTOR_CHANGE_PATHS.includes(ctx.path) || !ctx.headers) return;
  const session = await getSessionFromCtx(ctx);
  // Without a session the endpoint refuses by itself; without two factors there is no factor to protect yet.
  if (!session?.user.twoFactorEnabled) return;
  const code = (ctx.body as { code?: unknown } | undefined)?.code;
  if (typeof code !== "string" || code.trim() === "") {
    throw new APIError("FORBIDDEN", {
      code: "TWO_FACTOR_CODE_REQUIRED",
      message: accountTwoFactorMessages.codeRequired,
    });
  }
  // The password first, as the endpoint will check it again: a mistyped password must not use up the code.
  await ctx.context.password.checkPassword(session.user.id, ctx);
  const trimmed = code.trim();
  await (TOTP_CODE.test(trimmed) ? check.totp : check.backupCode)(trimmed, ctx.headers);
}
