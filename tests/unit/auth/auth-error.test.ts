import { accountMessages } from "@/content/messages/account";
import { authFailureMessage, expectedAuthFailure } from "@/lib/auth/auth-error";

/** Better Auth's APIError as the shop's throttle hook throws it: English for API clients, the wait in seconds. */
const throttled = (retryAfterSeconds: number) => ({
  statusCode: 429,
  body: { code: "RATE_LIMITED", message: accountMessages.en.errors.throttled(99), retryAfterSeconds },
});

describe("a throttled sign-in or reset, as the shopper reads it", () => {
  test.each([
    ["en", 45, accountMessages.en.errors.throttled(1)],
    ["en", 15 * 60, accountMessages.en.errors.throttled(15)],
    ["ar", 45, accountMessages.ar.errors.throttled(1)],
    ["ar", 5 * 60, accountMessages.ar.errors.throttled(5)],
  ] as const)("in %s, after a %i s wait, reads the shop's words for it", (locale, seconds, expected) => {
    expect(authFailureMessage(throttled(seconds), locale)).toBe(expected);
    expect(expectedAuthFailure(throttled(seconds), locale).message).toBe(expected);
  });

  test("says a minute when the service gave no wait", () => {
    const refusal = { statusCode: 429, body: { code: "RATE_LIMITED", message: "Too many requests" } };
    expect(authFailureMessage(refusal, "ar")).toBe(accountMessages.ar.errors.throttled(1));
  });
});
