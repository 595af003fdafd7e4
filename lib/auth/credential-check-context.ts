import "server-only";

import { getSessionFromCtx, type createAuthMiddleware } from "better-auth/api";

import { CODE_CHECK_PATHS, PASSWORD_CHECK_PATHS } from "./auth-rate-limits";

type AuthHookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

// Better Auth's two-factor plugin keeps a pending sign-in under this cookie (plugins/two-factor/constant).
const PENDING_TWO_FACTOR_COOKIE = "two_factor";

/**
 * The account a credential check acts on, so its limit follows the account rather than the caller's address: the
 * session's user, or, at the code step of signing in, the user of the pending sign-in (a signed cookie naming a
 * verification row). Null for every other path and when neither is there (the endpoint refuses those itself).
 */
export async function accountOfCredentialCheck(ctx: AuthHookContext): Promise<string | null> {
  const isCodeCheck = CODE_CHECK_PATHS.includes(ctx.path);
  if (!isCodeCheck && !PASSWORD_CHECK_PATHS.includes(ctx.path)) return null;
  const session = await getSessionFromCtx(ctx);
  if (session) return session.user.id;
  if (!isCodeCheck) return null;
  const pending = await ctx.getSignedCookie(
    ctx.context.createAuthCookie(PENDING_TWO_FACTOR_COOKIE).name,
    ctx.context.secret,
  );
  if (!pending) return null;
  return (await ctx.context.internalAdapter.findVerificationValue(pending))?.value ?? null;
}

// Better Auth's "trust this device" cookie (plugins/two-factor/constant), which would skip the code for 30 days.
const TRUST_DEVICE_COOKIE = "trust_device";
const CODE_STEP_PATHS = ["/two-factor/verify-totp", "/two-factor/verify-backup-code", "/two-factor/verify-otp"];
const PASSWORD_SIGN_IN_PATHS = ["/sign-in/email", "/sign-in/phone-number", "/sign-in/username"];

/** The request's cookies without the trust-device one, so no sign-in ever skips the code step. */
function withoutTrustDeviceCookie(ctx: AuthHookContext): Headers | undefined {
  const cookies = ctx.headers?.get("cookie");
  if (!cookies) return undefined;
  const name = ctx.context.createAuthCookie(TRUST_DEVICE_COOKIE).name;
  const kept = cookies.split(";").filter((pair) => pair.split("=")[0]?.trim() !== name);
  return new Headers({ cookie: kept.join(";") });
}

/**
 * Choices the server makes whatever the request says: a password change always ends the account's other sessions
 * (ASVS 5.0 V7.4.3), for the shop's own forms and for direct calls to /api/auth/change-password alike; and no device
 * is ever trusted to skip the second factor (issue 30): the code step never issues the cookie, and a sign-in never
 * reads one issued before.
 */
export function serverSideChoices(ctx: AuthHookContext) {
  const body = ctx.body as Record<string, unknown>;
  if (ctx.path === "/change-password") return { context: { body: { ...body, revokeOtherSessions: true } } };
  if (CODE_STEP_PATHS.includes(ctx.path)) return { context: { body: { ...body, trustDevice: false } } };
  if (PASSWORD_SIGN_IN_PATHS.includes(ctx.path)) {
    const headers = withoutTrustDeviceCookie(ctx);
    return headers ? { context: { headers } } : undefined;
  }
  return undefined;
}
