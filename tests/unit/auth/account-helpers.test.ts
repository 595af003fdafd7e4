import { shouldUseSecureCookies } from "@/lib/auth/cookie-security";
import { normalizePhoneNumber } from "@/lib/auth/phone-number";
import { safeNextPath } from "@/lib/auth/safe-next-path";

describe("session cookie security", () => {
  test.each([
    ["https in production", "https://matchaglow.ae", "production", true],
    ["https in development", "https://shop.example", "development", true],
    ["http on a public host in production", "http://matchaglow.ae", "production", true],
    ["http://localhost in production (the embedded default)", "http://localhost:3000", "production", false],
    ["http://127.0.0.1 in production (the e2e servers)", "http://127.0.0.1:3100", "production", false],
    ["http://localhost in development", "http://localhost:3000", "development", false],
  ])("%s: Secure is %s", (_label, url, nodeEnv, secure) => {
    expect(shouldUseSecureCookies(url, nodeEnv)).toBe(secure);
  });
});

describe("where sign-in returns to", () => {
  test.each([
    [undefined, "/account"],
    ["/admin", "/admin"],
    ["/account/orders/1001", "/account/orders/1001"],
    ["//evil.example/admin", "/account"],
    ["/\\evil.example", "/account"],
    ["https://evil.example", "/account"],
    ["javascript:alert(1)", "/account"],
    ["/account\nSet-Cookie: x", "/account"],
    // A redirect header carries ASCII only: non-ASCII is encoded, a lone surrogate or a C1 control is refused.
    ["/ar/products/ماتشا", "/ar/products/%D9%85%D8%A7%D8%AA%D8%B4%D8%A7"],
    ["/account?q=é x", "/account?q=%C3%A9%20x"],
    ["/account\ud800", "/account"],
    ["/account\u0085", "/account"],
  ])("%j goes to %s", (next, expected) => {
    expect(safeNextPath(next)).toBe(expected);
  });
});

describe("phone numbers for sign-in", () => {
  test.each([
    ["+971 50 123 4567", "+971501234567"],
    ["00971501234567", "+971501234567"],
    ["050-123-4567", "+971501234567"],
    ["(050) 123 4567", "+971501234567"],
    ["+44 20 7946 0958", "+442079460958"],
    ["12345", null],
    ["+0 123 456 789", null],
    ["call me", null],
  ])("%j is %j", (input, expected) => {
    expect(normalizePhoneNumber(input)).toBe(expected);
  });
});
