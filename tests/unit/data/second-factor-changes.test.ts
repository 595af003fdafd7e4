import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { twoFactor } from "better-auth/plugins/two-factor";
import { eq } from "drizzle-orm";

import { accountTwoFactorMessages } from "@/content/messages/en/account-two-factor";
import type { Auth } from "@/lib/auth/create-auth";
import { hashPassword, verifyPassword } from "@/lib/auth/password-hash";
import { authAccounts, sessions, twoFactors, users, verifications } from "@/lib/db/schema";
import { freshClientAddress } from "@/tests/support/client-address";
import { apiError, createConfirmedAccount, signInCookie, uniqueAddress } from "@/tests/support/test-accounts";
import { clientHeaders, createTestAuth, latestMail, linkIn, TEST_SITE_URL } from "@/tests/support/test-auth";
import { totpCode } from "@/tests/support/totp";
import { openTestDatabaseForFile } from "@/tests/unit/support/mocked-request";

jest.mock("@/lib/db", () => jest.requireActual("@/tests/unit/support/mocked-request").mockedDbModule);

// Many sign-ups, sign-ins and password checks; on a loaded CI machine that can pass the default 30 s.
jest.setTimeout(180_000);

let auth: Auth;
const db = openTestDatabaseForFile();
beforeAll(() => {
  auth = createTestAuth(db());
});

const password = "green tea leaves";
const cookieIn = (headers: Headers, name: string) =>
  new RegExp(`better-auth\\.${name}=[^;]+`).exec(headers.get("set-cookie") ?? "")?.[0];

/** A confirmed account with TOTP on, signed in with both factors; answers its secret, backup codes and session. */
async function accountWithTwoFactors(prefix: string) {
  const email = uniqueAddress(prefix);
  await createConfirmedAccount(auth, db(), { email, password });
  const first = await signInCookie(auth, { email, password });
  const enabled = await auth.api.enableTwoFactor({ body: { password }, headers: clientHeaders(undefined, { cookie: first }) });
  if (enabled.method !== "totp") throw new Error("expected TOTP");
  const secret = new URL(enabled.totpURI).searchParams.get("secret")!;
  const { headers } = await auth.api.verifyTOTP({
    body: { code: totpCode(secret) },
    headers: clientHeaders(undefined, { cookie: first }),
    returnHeaders: true,
  });
  const cookie = cookieIn(headers, "session_token")!;
  const [user] = await db().select().from(users).where(eq(users.email, email));
  return { email, secret, backupCodes: enabled.backupCodes, cookie, userId: user!.id };
}

type Account = Awaited<ReturnType<typeof accountWithTwoFactors>>;
const sessionOf = (account: Account) => clientHeaders(freshClientAddress(), { cookie: account.cookie });
const factorsOf = async (account: Account) => {
  const [user] = await db().select().from(users).where(eq(users.id, account.userId));
  const rows = await db().select().from(twoFactors).where(eq(twoFactors.userId, account.userId));
  return { on: user!.twoFactorEnabled, rows };
};

/** The password step of a sign-in: the pending two-factor cookie. */
async function passwordStep(email: string, secret = password, extra: Record<string, string> = {}) {
  const { headers, response } = await auth.api.signInEmail({
    body: { email, password: secret },
    headers: clientHeaders(freshClientAddress(), extra),
    returnHeaders: true,
  });
  expect(response).toMatchObject({ twoFactorRedirect: true });
  return clientHeaders(freshClientAddress(), { cookie: cookieIn(headers, "two_factor")! });
}

/** A POST to the auth handler, as a browser or script would send it to /api/auth. */
function post(path: string, cookie: string, body: Record<string, unknown>) {
  return auth.handler(
    new Request(`${TEST_SITE_URL}/api/auth${path}`, {
      method: "POST",
      headers: { cookie, origin: TEST_SITE_URL, "content-type": "application/json", "x-shop-client-address": freshClientAddress() },
      body: JSON.stringify(body),
    }),
  );
}

const changeCalls = {
  "/two-factor/disable": (body: { password: string; code?: string }, headers: Headers) => auth.api.disableTwoFactor({ body, headers }),
  "/two-factor/generate-backup-codes": (body: { password: string; code?: string }, headers: Headers) => auth.api.generateBackupCodes({ body, headers }),
  "/two-factor/get-totp-uri": (body: { password: string; code?: string }, headers: Headers) => auth.api.getTOTPURI({ body, headers }),
  "/two-factor/enable": (body: { password: string; code?: string }, headers: Headers) => auth.api.enableTwoFactor({ body, headers }),
};
const changePaths = Object.keys(changeCalls) as Array<keyof typeof changeCalls>;

describe("a second factor changes only with a second factor", () => {
  test.each(changePaths)("%s refuses the password alone and a wrong code, over HTTP and through auth.api, and changes nothing", async (path) => {
    const account = await accountWithTwoFactors("change-refused");
    const before = await factorsOf(account);

    const overHttp = await post(path, account.cookie, { password });
    expect(overHttp.status).toBe(403);
    expect(await overHttp.json()).toMatchObject({ code: "TWO_FACTOR_CODE_REQUIRED", message: accountTwoFactorMessages.codeRequired });
    expect(await apiError(changeCalls[path]({ password }, sessionOf(account)))).toMatchObject({ statusCode: 403, code: "TWO_FACTOR_CODE_REQUIRED" });
    const wrong = totpCode(account.secret, Date.now()) === "000000" ? "111111" : "000000";
    expect(await apiError(changeCalls[path]({ password, code: wrong }, sessionOf(account)))).toMatchObject({ code: "INVALID_CODE" });
    expect(await apiError(changeCalls[path]({ password, code: "abcde-fghij" }, sessionOf(account)))).toMatchObject({ code: "INVALID_BACKUP_CODE" });
    // A right code with a wrong password: refused, and the code is not used up by it.
    expect(await apiError(changeCalls[path]({ password: "not the password", code: account.backupCodes[0] }, sessionOf(account)))).toMatchObject({ code: "INVALID_PASSWORD" });

    expect(await factorsOf(account)).toEqual(before);
    expect(before.on).toBe(true);
    // The backup code offered with the wrong password still signs in.
    await auth.api.verifyBackupCode({ body: { code: account.backupCodes[0]! }, headers: await passwordStep(account.email) });
  });

  test("turning it off works with the password and a current code, over HTTP too", async () => {
    const account = await accountWithTwoFactors("disable-code");
    const response = await post("/two-factor/disable", account.cookie, { password, code: totpCode(account.secret) });
    expect(response.status).toBe(200);
    expect(await factorsOf(account)).toEqual({ on: false, rows: [] });
    const { response: signedIn } = await auth.api.signInEmail({ body: { email: account.email, password }, headers: clientHeaders(), returnHeaders: true });
    expect(signedIn).not.toHaveProperty("twoFactorRedirect");
  });

  test("new backup codes need a code: a backup code is spent on it, the old codes stop working, the new ones sign in", async () => {
    const account = await accountWithTwoFactors("renew-codes");
    const renewed = await auth.api.generateBackupCodes({ body: { password, code: account.backupCodes[0]! } as { password: string }, headers: sessionOf(account) });
    expect(renewed.backupCodes).toHaveLength(10);
    expect(renewed.backupCodes).not.toContain(account.backupCodes[1]);
    expect(await apiError(auth.api.verifyBackupCode({ body: { code: account.backupCodes[1]! }, headers: await passwordStep(account.email) }))).toMatchObject({ code: "INVALID_BACKUP_CODE" });
    await auth.api.verifyBackupCode({ body: { code: renewed.backupCodes[0]! }, headers: await passwordStep(account.email) });
  });

  test("the set-up key is shown again only with a code; setting up a new key while one is on is refused even with one", async () => {
    const account = await accountWithTwoFactors("totp-uri");
    const { totpURI } = await auth.api.getTOTPURI({ body: { password, code: totpCode(account.secret) } as { password: string }, headers: sessionOf(account) });
    expect(new URL(totpURI).searchParams.get("secret")).toBe(account.secret);
    const before = await factorsOf(account);
    expect(await apiError(changeCalls["/two-factor/enable"]({ password, code: totpCode(account.secret) }, sessionOf(account)))).toMatchObject({ code: "TOTP_ALREADY_ENABLED" });
    expect(await factorsOf(account)).toEqual(before);
  });

  test("without two factors on, setting them up needs only the password", async () => {
    const email = uniqueAddress("first-set-up");
    await createConfirmedAccount(auth, db(), { email, password });
    const cookie = await signInCookie(auth, { email, password });
    const enabled = await auth.api.enableTwoFactor({ body: { password }, headers: clientHeaders(undefined, { cookie }) });
    expect(enabled).toMatchObject({ method: "totp" });
  });
});

describe("a TOTP code is accepted once", () => {
  test("a code used at one sign-in is refused at another within its window, and the next code works", async () => {
    const account = await accountWithTwoFactors("replay-sign-in");
    const code = totpCode(account.secret);
    await auth.api.verifyTOTP({ body: { code }, headers: await passwordStep(account.email) });
    expect(await apiError(auth.api.verifyTOTP({ body: { code }, headers: await passwordStep(account.email) }))).toMatchObject({
      statusCode: 401,
      code: "CODE_ALREADY_USED",
      message: accountTwoFactorMessages.codeAlreadyUsed,
    });
    // The setup code and this one used the current and the next step; the one after that is accepted as it comes.
    await auth.api.verifyTOTP({ body: { code: totpCode(account.secret) }, headers: await passwordStep(account.email) });
  });

  test("two sign-ins sending one code at the same moment get one session between them", async () => {
    const account = await accountWithTwoFactors("replay-parallel");
    const pending = await Promise.all([passwordStep(account.email), passwordStep(account.email), passwordStep(account.email)]);
    const code = totpCode(account.secret);
    const outcomes = await Promise.all(pending.map((headers) => apiError(auth.api.verifyTOTP({ body: { code }, headers }))));
    expect(outcomes.filter((outcome) => outcome === null)).toHaveLength(1);
  });

  test("a code spent on a change cannot sign in, nor be checked again", async () => {
    const account = await accountWithTwoFactors("replay-change");
    const code = totpCode(account.secret);
    await auth.api.generateBackupCodes({ body: { password, code } as { password: string }, headers: sessionOf(account) });
    expect(await apiError(auth.api.verifyTOTP({ body: { code }, headers: await passwordStep(account.email) }))).toMatchObject({ code: "CODE_ALREADY_USED" });
    expect(await apiError(auth.api.verifyTOTP({ body: { code }, headers: sessionOf(account) }))).toMatchObject({ code: "CODE_ALREADY_USED" });
  });
});

describe("no device skips the second factor", () => {
  test("asking to trust the device at the code step sets no trust cookie", async () => {
    const account = await accountWithTwoFactors("trust-asked");
    const { headers } = await auth.api.verifyTOTP({ body: { code: totpCode(account.secret), trustDevice: true }, headers: await passwordStep(account.email), returnHeaders: true });
    expect(cookieIn(headers, "session_token")).toBeTruthy();
    expect(cookieIn(headers, "trust_device")).toBeUndefined();
    expect(await db().select().from(verifications).where(eq(verifications.value, account.userId))).toEqual([]);
  });

  test("a trust cookie issued before (by Better Auth without the shop's rule) is ignored: the sign-in still asks for a code", async () => {
    const account = await accountWithTwoFactors("trust-old");
    // Better Auth as it was configured before: the same database, secret and cookies, no shop hooks.
    const before = betterAuth({
      baseURL: TEST_SITE_URL,
      basePath: "/api/auth",
      secret: "test-secret-".padEnd(40, "x"),
      database: drizzleAdapter(db(), { provider: "pg", schema: { user: users, session: sessions, account: authAccounts, verification: verifications, twoFactor: twoFactors } }),
      emailAndPassword: { enabled: true, password: { hash: hashPassword, verify: verifyPassword } },
      rateLimit: { enabled: false },
      logger: { level: "error" },
      advanced: { useSecureCookies: false },
      plugins: [twoFactor()],
    });
    const signIn = await before.api.signInEmail({ body: { email: account.email, password }, headers: clientHeaders(), returnHeaders: true });
    const pending = new Headers({ cookie: cookieIn(signIn.headers, "two_factor")! });
    const verified = await before.api.verifyTOTP({ body: { code: totpCode(account.secret), trustDevice: true }, headers: pending, returnHeaders: true });
    const trust = cookieIn(verified.headers, "trust_device")!;
    expect(trust).toBeTruthy();
    // The old instance honours it: a password-only sign-in.
    const trusted = await before.api.signInEmail({ body: { email: account.email, password }, headers: new Headers({ cookie: trust }), returnHeaders: true });
    expect(trusted.response).not.toHaveProperty("twoFactorRedirect");

    await passwordStep(account.email, password, { cookie: trust });
  });
});

describe("a password reset", () => {
  async function resetByLink(email: string, newPassword: string) {
    await auth.api.requestPasswordReset({ body: { email, redirectTo: "/account/reset-password" }, headers: clientHeaders() });
    const landing = await auth.handler(new Request(linkIn((await latestMail(db(), email, "password_reset"))!.textBody)));
    expect(landing.status).toBe(302);
    const token = new URL(landing.headers.get("location")!, TEST_SITE_URL).searchParams.get("token")!;
    await auth.api.resetPassword({ body: { token, newPassword }, headers: clientHeaders() });
  }

  test("leaves two factors in place: the new password still needs the code", async () => {
    const account = await accountWithTwoFactors("reset-keeps");
    const before = await factorsOf(account);
    await resetByLink(account.email, "a brand new passphrase");
    expect(await factorsOf(account)).toEqual(before);
    await auth.api.verifyTOTP({ body: { code: totpCode(account.secret) }, headers: await passwordStep(account.email, "a brand new passphrase") });
  });

  test("ends a sign-in lock-out at once", async () => {
    const email = uniqueAddress("reset-unlocks");
    await createConfirmedAccount(auth, db(), { email, password });
    const signIn = (secret: string) => apiError(auth.api.signInEmail({ body: { email, password: secret }, headers: clientHeaders(freshClientAddress()) }));
    // The fifth wrong password in a row locks sign-in for a minute, even for the right one.
    for (let attempt = 0; attempt < 5; attempt++) expect(await signIn(`wrong guess ${attempt}`)).toMatchObject({ code: "INVALID_EMAIL_OR_PASSWORD" });
    expect(await signIn(password)).toMatchObject({ statusCode: 429, code: "RATE_LIMITED" });

    await resetByLink(email, "a brand new passphrase");
    expect(await signIn("a brand new passphrase")).toBeNull();
  });
});

describe("the back office's 12 hours count from the sign-in", () => {
  const signedInAtOf = async (cookie: string) => {
    const token = decodeURIComponent(cookie.split("=")[1]!).split(".")[0]!;
    return (await db().select().from(sessions).where(eq(sessions.token, token)))[0]?.signedInAt ?? null;
  };

  test("a sign-in with both factors stamps the session; a password change and turning two factors off carry the time over", async () => {
    const account = await accountWithTwoFactors("signed-in-at");
    const { headers } = await auth.api.verifyTOTP({ body: { code: totpCode(account.secret) }, headers: await passwordStep(account.email), returnHeaders: true });
    const cookie = cookieIn(headers, "session_token")!;
    const stamped = await signedInAtOf(cookie);
    expect(Math.abs(stamped!.getTime() - Date.now())).toBeLessThan(60_000);

    const elevenHoursAgo = new Date(Date.now() - 11 * 3_600_000);
    await db().update(sessions).set({ signedInAt: elevenHoursAgo }).where(eq(sessions.userId, account.userId));
    const changed = await auth.api.changePassword({
      body: { currentPassword: password, newPassword: "another long passphrase" },
      headers: clientHeaders(undefined, { cookie }),
      returnHeaders: true,
    });
    const afterChange = cookieIn(changed.headers, "session_token")!;
    expect(afterChange).not.toBe(cookie);
    expect(await signedInAtOf(afterChange)).toEqual(elevenHoursAgo);

    const disabled = await auth.api.disableTwoFactor({
      body: { password: "another long passphrase", code: totpCode(account.secret) } as { password: string },
      headers: clientHeaders(undefined, { cookie: afterChange }),
      returnHeaders: true,
    });
    expect(await signedInAtOf(cookieIn(disabled.headers, "session_token")!)).toEqual(elevenHoursAgo);
  });
});
