import "server-only";

import { isAPIError } from "better-auth/api";

import { defineRateLimit, type LimitResult, type RateLimit } from "@/lib/rate-limit/limit";
import { admitSignIn, recordSignInOutcome, type SignInOutcome } from "./sign-in-lockout";

/**
 * Limits on every way into an account, kept in the shop's shared store (database or Redis) so all instances count
 * together. Applied in a Better Auth "before" hook, which runs for HTTP calls to /api/auth/* and for `auth.api.*`
 * calls from server actions alike (Better Auth's own limiter sees only the former, and only per process).
 */
export const authRateLimits = {
  // Wrong passwords per account lock sign-in progressively (sign-in-lockout.ts); this only stops floods from one place.
  // Generous per address: many shoppers can share one (an office, a mobile carrier), and each account has its own limit.
  signInByClient: defineRateLimit({ name: "auth-sign-in-client", points: 60, durationSeconds: 600, blockSeconds: 600 }),
  signUpByClient: defineRateLimit({ name: "auth-sign-up-client", points: 20, durationSeconds: 600 }),
  emailByAddress: defineRateLimit({ name: "auth-email-address", points: 3, durationSeconds: 900 }),
  emailByClient: defineRateLimit({ name: "auth-email-client", points: 10, durationSeconds: 900 }),
  resetByClient: defineRateLimit({ name: "auth-reset-client", points: 10, durationSeconds: 900 }),
  otpByClient: defineRateLimit({ name: "auth-otp-client", points: 10, durationSeconds: 300, blockSeconds: 300 }),
  // A code has a million values; with Better Auth's own five misses per pending sign-in, this keeps the odds of
  // guessing one below 1 in 1,000 a day for an account, however many pending sign-ins or addresses are used.
  otpByAccount: defineRateLimit({ name: "auth-otp-account", points: 10, durationSeconds: 900, blockSeconds: 900 }),
  // The current password asked again by a signed-in session (verify, change, turning two-factor on or off): a
  // shopper mistypes it a few times at most; a stolen session must not become a password oracle.
  passwordCheckByAccount: defineRateLimit({
    name: "auth-password-check-account",
    points: 10,
    durationSeconds: 3600,
    blockSeconds: 3600,
  }),
  passwordCheckByClient: defineRateLimit({
    name: "auth-password-check-client",
    points: 30,
    durationSeconds: 3600,
    blockSeconds: 3600,
  }),
  // The profile tells a shopper when a phone number belongs to another account (it is a sign-in name, so a silent
  // failure would leave them unable to sign in with it). Changes of number are few, so a day's allowance is small
  // enough that the answer is useless for finding out who is a customer (docs/security.md, "Credential limits").
  phoneChangeByAccount: defineRateLimit({
    name: "profile-phone-account",
    points: 5,
    durationSeconds: 86_400,
    blockSeconds: 86_400,
  }),
  phoneChangeByClient: defineRateLimit({
    name: "profile-phone-client",
    points: 20,
    durationSeconds: 86_400,
    blockSeconds: 86_400,
  }),
};

type AuthAttempt = {
  path: string;
  email: string | null;
  clientAddress: string;
  /** The account the call acts on: the session's user, or the one of a pending two-factor sign-in. */
  accountId?: string | null;
};

/** Endpoints that check the account's current password for a signed-in session. */
export const PASSWORD_CHECK_PATHS = [
  "/verify-password",
  "/change-password",
  "/two-factor/enable",
  "/two-factor/disable",
  "/two-factor/get-totp-uri",
  "/two-factor/generate-backup-codes",
  "/delete-user",
];
/** Endpoints that check a two-factor code, for a session (setting up) or a pending sign-in. */
export const CODE_CHECK_PATHS = ["/two-factor/verify-totp", "/two-factor/verify-backup-code", "/two-factor/verify-otp"];

/** Which limits a call to a Better Auth endpoint counts against; paths not listed are not limited here. */
export function limitsFor({ path, email, clientAddress, accountId }: AuthAttempt): Array<[RateLimit, string]> {
  const byEmail = (limit: RateLimit): Array<[RateLimit, string]> => (email ? [[limit, email]] : []);
  // Without a session or a pending sign-in these endpoints refuse before checking anything, so such calls (a
  // fuzzer's junk, say) do not use up the allowance of shoppers behind the same address.
  if (PASSWORD_CHECK_PATHS.includes(path))
    return accountId
      ? [
          [authRateLimits.passwordCheckByClient, clientAddress],
          [authRateLimits.passwordCheckByAccount, accountId],
        ]
      : [];
  if (CODE_CHECK_PATHS.includes(path))
    return accountId
      ? [
          [authRateLimits.otpByClient, clientAddress],
          [authRateLimits.otpByAccount, accountId],
        ]
      : [];
  switch (path) {
    case "/sign-in/email":
    case "/sign-in/phone-number":
      return [[authRateLimits.signInByClient, clientAddress]];
    case "/sign-up/email":
      return [[authRateLimits.signUpByClient, clientAddress], ...byEmail(authRateLimits.emailByAddress)];
    case "/request-password-reset":
    case "/send-verification-email":
      return [[authRateLimits.emailByClient, clientAddress], ...byEmail(authRateLimits.emailByAddress)];
    case "/reset-password":
      return [[authRateLimits.resetByClient, clientAddress]];
    default:
      return [];
  }
}

const SIGN_IN_PATHS = ["/sign-in/email", "/sign-in/phone-number"];

/** Consumes every limit of the attempt (not only up to the first refusal), so probing one key costs the others. */
export async function consumeAuthLimits(attempt: AuthAttempt): Promise<LimitResult> {
  let result: LimitResult = { ok: true };
  for (const [limit, key] of limitsFor(attempt)) {
    const outcome = await limit.consume(key);
    if (!outcome.ok && (result.ok || outcome.retryAfterSeconds > result.retryAfterSeconds)) result = outcome;
  }
  // The account's progressive lock-out, only for attempts that will really check a password.
  if (result.ok && attempt.email && SIGN_IN_PATHS.includes(attempt.path)) return admitSignIn(attempt.email);
  return result;
}

/** After a sign-in: a wrong password counts towards the account's lock, a right one clears it. */
export async function recordSignInAttempt(path: string, email: string | null, returned: unknown): Promise<void> {
  if (!email || !SIGN_IN_PATHS.includes(path)) return;
  await recordSignInOutcome(email, signInOutcomeOf(returned));
}

function signInOutcomeOf(returned: unknown): SignInOutcome {
  if (!isAPIError(returned)) return "password_accepted";
  const code = (returned.body as { code?: string } | undefined)?.code;
  if (code === "INVALID_EMAIL_OR_PASSWORD") return "wrong_password";
  // Better Auth checks the password before it refuses an unconfirmed address.
  return code === "EMAIL_NOT_VERIFIED" ? "password_accepted" : "not_checked";
}
