import "server-only";

import { defineRateLimit, type LimitResult, type RateLimit } from "@/lib/rate-limit/limit";

/**
 * Limits on every way into an account, kept in the shop's shared store (database or Redis) so all instances count
 * together. Applied in a Better Auth "before" hook, which runs for HTTP calls to /api/auth/* and for `auth.api.*`
 * calls from server actions alike (Better Auth's own limiter sees only the former, and only per process).
 */
export const authRateLimits = {
  /** The eleventh rapid wrong password for one account is refused. */
  signInByAccount: defineRateLimit({ name: "auth-sign-in-account", points: 10, durationSeconds: 900, blockSeconds: 900 }),
  signInByClient: defineRateLimit({ name: "auth-sign-in-client", points: 40, durationSeconds: 600, blockSeconds: 600 }),
  signUpByClient: defineRateLimit({ name: "auth-sign-up-client", points: 10, durationSeconds: 600 }),
  emailByAddress: defineRateLimit({ name: "auth-email-address", points: 3, durationSeconds: 900 }),
  emailByClient: defineRateLimit({ name: "auth-email-client", points: 10, durationSeconds: 900 }),
  resetByClient: defineRateLimit({ name: "auth-reset-client", points: 10, durationSeconds: 900 }),
  otpByClient: defineRateLimit({ name: "auth-otp-client", points: 10, durationSeconds: 300, blockSeconds: 300 }),
};

type AuthAttempt = { path: string; email: string | null; clientAddress: string };

/** Which limits a call to a Better Auth endpoint counts against; paths not listed are not limited here. */
export function limitsFor({ path, email, clientAddress }: AuthAttempt): Array<[RateLimit, string]> {
  const byEmail = (limit: RateLimit): Array<[RateLimit, string]> => (email ? [[limit, email]] : []);
  switch (path) {
    case "/sign-in/email":
    case "/sign-in/phone-number":
      return [[authRateLimits.signInByClient, clientAddress], ...byEmail(authRateLimits.signInByAccount)];
    case "/sign-up/email":
      return [[authRateLimits.signUpByClient, clientAddress], ...byEmail(authRateLimits.emailByAddress)];
    case "/request-password-reset":
    case "/send-verification-email":
      return [[authRateLimits.emailByClient, clientAddress], ...byEmail(authRateLimits.emailByAddress)];
    case "/reset-password":
      return [[authRateLimits.resetByClient, clientAddress]];
    case "/two-factor/verify-totp":
    case "/two-factor/verify-backup-code":
    case "/two-factor/verify-otp":
    case "/two-factor/enable":
    case "/two-factor/disable":
      return [[authRateLimits.otpByClient, clientAddress]];
    default:
      return [];
  }
}

/** Consumes every limit of the attempt (not only up to the first refusal), so probing one key costs the others. */
export async function consumeAuthLimits(attempt: AuthAttempt): Promise<LimitResult> {
  let result: LimitResult = { ok: true };
  for (const [limit, key] of limitsFor(attempt)) {
    const outcome = await limit.consume(key);
    if (!outcome.ok && (result.ok || outcome.retryAfterSeconds > result.retryAfterSeconds)) result = outcome;
  }
  return result;
}
