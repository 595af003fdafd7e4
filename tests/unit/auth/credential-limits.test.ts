import { authRateLimits, limitsFor } from "@/lib/auth/auth-rate-limits";
import { lockSecondsAfter } from "@/lib/auth/sign-in-lockout";

const client = "198.51.100.7";
const account = "user-42";
const limitsOf = (path: string) =>
  limitsFor({ path, email: "layla@example.com", clientAddress: client, accountId: account }).map(([limit, key]) => [
    limit.config.name,
    key,
  ]);
const named = (limit: (typeof authRateLimits)[keyof typeof authRateLimits]) => limit.config.name;

describe("every credential check has a per-client and a per-account limit", () => {
  test.each([
    "/verify-password",
    "/change-password",
    "/two-factor/enable",
    "/two-factor/disable",
    "/two-factor/get-totp-uri",
    "/two-factor/generate-backup-codes",
    "/delete-user",
  ])("%s (the current password, asked by a session)", (path) => {
    expect(limitsOf(path)).toEqual([
      [named(authRateLimits.passwordCheckByClient), client],
      [named(authRateLimits.passwordCheckByAccount), account],
    ]);
  });

  test.each(["/two-factor/verify-totp", "/two-factor/verify-backup-code", "/two-factor/verify-otp"])(
    "%s (a two-factor code)",
    (path) => {
      expect(limitsOf(path)).toEqual([
        [named(authRateLimits.otpByClient), client],
        [named(authRateLimits.otpByAccount), account],
      ]);
    },
  );

  test.each(["/verify-password", "/two-factor/verify-totp"])(
    "%s without a session or pending sign-in checks nothing, so it costs the address nothing",
    (path) => {
      expect(limitsFor({ path, email: null, clientAddress: client, accountId: null })).toEqual([]);
    },
  );

  test("a stolen session cannot guess passwords at length: at most ten checks an hour per account", () => {
    expect(authRateLimits.passwordCheckByAccount.config).toMatchObject({
      points: 10,
      durationSeconds: 3600,
      blockSeconds: 3600,
    });
    expect(authRateLimits.otpByAccount.config.points).toBeLessThanOrEqual(10);
  });
});

describe("sign-in lock-out grows with wrong passwords in a row", () => {
  test.each([
    [1, 0],
    [4, 0],
    [5, 60],
    [9, 60],
    [10, 5 * 60],
    [14, 5 * 60],
    [15, 15 * 60],
    [19, 15 * 60],
    [20, 60 * 60],
    [500, 60 * 60],
  ])("after %i failures sign-in waits %i seconds", (failures, seconds) => {
    expect(lockSecondsAfter(failures)).toBe(seconds);
  });

  test("no flat wall: the per-account sign-in limit is the lock-out, the per-client one only stops floods", () => {
    expect(limitsOf("/sign-in/email")).toEqual([[named(authRateLimits.signInByClient), client]]);
  });
});
