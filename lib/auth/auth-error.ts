import type { accountRefusals } from "@/content/messages/en/refusals";
import type { FieldErrors } from "@/lib/actions/action-result";

/** A refusal code of the account forms' table. */
export type AccountRefusalCode = keyof typeof accountRefusals;

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

/** The auth library's refusal codes the account forms word themselves (content/messages/en/refusals.ts). */
const accountCodes: Readonly<Record<string, AccountRefusalCode>> = {
  INVALID_EMAIL_OR_PASSWORD: "invalid_credentials",
  EMAIL_NOT_VERIFIED: "email_not_verified",
  INVALID_TOKEN: "reset_link_invalid",
  INVALID_CODE: "invalid_code",
  INVALID_BACKUP_CODE: "invalid_code",
  INVALID_TWO_FACTOR_AUTHENTICATION: "invalid_code",
  INVALID_TWO_FACTOR_COOKIE: "code_expired",
  OTP_HAS_EXPIRED: "code_expired",
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: "code_expired",
  INVALID_PASSWORD: "wrong_password",
  INVALID_NAME: "invalid_name",
  TWO_FACTOR_CODE_REQUIRED: "code_required",
  CODE_ALREADY_USED: "code_already_used",
};

/** A refused auth call as an account form's refusal: its code, and what its words need. */
export type AuthRefusal = {
  code: AccountRefusalCode;
  /** The throttle's wait, from the shop's own RATE_LIMITED refusal. */
  retryAfterSeconds?: number;
  /** Words the table cannot have: the password policy's reasons, the service's own message. */
  message?: string;
  fieldErrors?: FieldErrors;
};

/**
 * What a shopper is told of a failed auth call: the shop's wording for the expected cases, the service's own
 * message otherwise (the spec's "provider's error message"), and the generic one for anything unexpected. The
 * throttle is worded by the form, in the shopper's language: the hook that refuses has no locale, so its own
 * message is English, for direct API clients only.
 */
export function authRefusal(failure: AuthFailure | null): AuthRefusal {
  if (!failure || failure.status >= 500) return { code: "unexpected" };
  if (failure.code === "RATE_LIMITED") return { code: "throttled", retryAfterSeconds: failure.retryAfterSeconds ?? 60 };
  // The password policy's reasons, one per line: the form's message and the password field's error.
  if (failure.code === "WEAK_PASSWORD")
    return { code: "invalid", message: failure.message, fieldErrors: { password: failure.message } };
  const code = failure.code === null ? undefined : accountCodes[failure.code];
  if (code) return { code };
  return failure.message ? { code: "auth_refused", message: failure.message } : { code: "unexpected" };
}

/**
 * An auth call's expected failure as the form's refusal. Anything else (no auth failure, or the service failing)
 * is thrown on to the action pipeline, which logs it once and answers with the generic message.
 */
export function expectedAuthRefusal(error: unknown): AuthRefusal {
  const failure = readAuthFailure(error);
  if (!failure || failure.status >= 500) throw error;
  return authRefusal(failure);
}
