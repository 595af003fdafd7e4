import { accountMessages } from "@/content/messages/account";
import { refusalTables } from "@/content/messages/refusals";
import { wordRefusal } from "@/lib/actions/refusal-table";
import { expectedAuthRefusal } from "@/lib/auth/auth-error";
import type { Locale } from "@/lib/i18n/locales";

/** Better Auth's APIError as the shop's throttle hook throws it: English for API clients, the wait in seconds. */
const throttled = (retryAfterSeconds: number) => ({
  statusCode: 429,
  body: { code: "RATE_LIMITED", message: accountMessages.en.errors.throttled(99), retryAfterSeconds },
});

/** What an account form shows for a refused auth call: its refusal worded by the account table. */
function shown(error: unknown, locale: Locale) {
  const refusal = expectedAuthRefusal(error);
  return refusal.message ?? wordRefusal(locale, refusal.code, refusalTables.account, refusal.retryAfterSeconds);
}

describe("a throttled sign-in or reset, as the shopper reads it", () => {
  test.each([
    ["en", 45, accountMessages.en.errors.throttled(1)],
    ["en", 15 * 60, accountMessages.en.errors.throttled(15)],
    ["ar", 45, accountMessages.ar.errors.throttled(1)],
    ["ar", 5 * 60, accountMessages.ar.errors.throttled(5)],
  ] as const)("in %s, after a %i s wait, reads the shop's words for it", (locale, seconds, expected) => {
    expect(shown(throttled(seconds), locale)).toBe(expected);
  });

  test("says a minute when the service gave no wait", () => {
    const refusal = { statusCode: 429, body: { code: "RATE_LIMITED", message: "Too many requests" } };
    expect(shown(refusal, "ar")).toBe(accountMessages.ar.errors.throttled(1));
  });
});

describe("other refusals of the auth library", () => {
  test.each([
    ["INVALID_EMAIL_OR_PASSWORD", "ar", accountMessages.ar.errors.invalidCredentials],
    ["INVALID_BACKUP_CODE", "en", accountMessages.en.errors.invalidCode],
    ["OTP_HAS_EXPIRED", "ar", accountMessages.ar.errors.codeExpired],
  ] as const)("%s reads the shop's words in %s", (code, locale, expected) => {
    expect(shown({ statusCode: 400, body: { code, message: "English from the library" } }, locale)).toBe(expected);
  });

  test("a refusal the shop has no words for shows the service's own message", () => {
    expect(shown({ statusCode: 400, body: { code: "SOMETHING_NEW", message: "Session is stale" } }, "en")).toBe(
      "Session is stale",
    );
  });

  test("a weak password marks the password field with the policy's reasons", () => {
    const refusal = expectedAuthRefusal({ statusCode: 400, body: { code: "WEAK_PASSWORD", message: "Too short" } });
    expect(refusal).toEqual({ code: "invalid", message: "Too short", fieldErrors: { password: "Too short" } });
  });

  test("the service failing, or an error that is no refusal, goes on to the action pipeline", () => {
    const down = { statusCode: 503, body: { message: "Service Unavailable" } };
    expect(() => expectedAuthRefusal(down)).toThrow();
    expect(() => expectedAuthRefusal(new Error("socket hang up"))).toThrow("socket hang up");
  });
});
