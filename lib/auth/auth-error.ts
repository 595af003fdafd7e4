import { accountMessages } from "@/content/messages/account";
import { accountTwoFactorMessages } from "@/content/messages/account-two-factor";
import type { Locale } from "@/lib/i18n/locales";

/**
 * Better Auth's APIError as a plain shape (its class lives in an ES module the tests load separately).
 * `retryAfterSeconds` comes with the shop's own RATE_LIMITED refusal (lib/auth/create-auth.ts).
 */
export type AuthFailure = { status: number; code: string | null; message: string; retryAfterSeconds: number | null };

export function readAuthFailure(error: unknown): AuthFailure | null {
  if (!error || typeof error !== "object" || !("statusCode" in error)) return null;
  const failure = error as {
    statusCode: number;
    body?: { code?: string; message?: string; retryAfterSeconds?: unknown };
    message?: string;
  };
  const retryAfter = failure.body?.retryAfterSeconds;
  return {
    status: failure.statusCode,
    code: failure.body?.code ?? null,
    message: failure.body?.message ?? failure.message ?? "",
    retryAfterSeconds: typeof retryAfter === "number" && retryAfter > 0 ? retryAfter : null,
  };
}

/**
 * The message a shopper sees for a failed auth call: the shop's wording for the expected cases, the service's own
 * message otherwise (the spec's "provider's error message"), and a generic one for anything unexpected.
 * The throttle is worded here, in the shopper's language: the hook that refuses has no locale, so its own message
 * is English, for direct API clients only.
 */
export function authFailureMessage(error: unknown, locale: Locale = "en"): string {
  const { errors } = accountMessages[locale];
  const failure = readAuthFailure(error);
  if (!failure) return errors.unexpected;
  switch (failure.code) {
    case "RATE_LIMITED":
      return errors.throttled(Math.ceil((failure.retryAfterSeconds ?? 60) / 60));
    case "WEAK_PASSWORD":
      return failure.message;
    case "INVALID_EMAIL_OR_PASSWORD":
      return errors.invalidCredentials;
    case "EMAIL_NOT_VERIFIED":
      return errors.emailNotVerified;
    case "INVALID_TOKEN":
      return errors.resetLinkInvalid;
    case "INVALID_CODE":
    case "INVALID_BACKUP_CODE":
    case "INVALID_TWO_FACTOR_AUTHENTICATION":
      return errors.invalidCode;
    case "INVALID_TWO_FACTOR_COOKIE":
    case "OTP_HAS_EXPIRED":
    case "TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE":
      return errors.codeExpired;
    case "INVALID_PASSWORD":
      return errors.wrongPassword;
    case "INVALID_NAME":
      return errors.invalidName;
    case "TWO_FACTOR_CODE_REQUIRED":
      return accountTwoFactorMessages[locale].codeRequired;
    case "CODE_ALREADY_USED":
      return accountTwoFactorMessages[locale].codeAlreadyUsed;
    default:
      return failure.status >= 500 ? errors.unexpected : failure.message || errors.unexpected;
  }
}

/**
 * An auth call's expected failure as the form's message. Anything else (no auth failure, or the service failing)
 * is thrown on to the action pipeline, which logs it once and answers with the generic message.
 */
export function expectedAuthFailure(error: unknown, locale: Locale): { failure: AuthFailure; message: string } {
  const failure = readAuthFailure(error);
  if (!failure || failure.status >= 500) throw error;
  return { failure, message: authFailureMessage(error, locale) };
}
