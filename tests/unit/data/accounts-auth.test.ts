import { eq } from "drizzle-orm";

import { accountMessages } from "@/content/messages/en/account";
import { accountMessages as accountMessagesByLocale } from "@/content/messages/account";
import { accountPasswordMessages } from "@/content/messages/en/account-password";
import type { Auth } from "@/lib/auth/create-auth";
import { countPendingSignUps, isPendingSignUp } from "@/lib/auth/pending-sign-up";
import { authAccounts, outboxEmails, sessions, users } from "@/lib/db/schema";
import { openTestDatabaseForFile } from "@/tests/unit/support/mocked-request";
import { apiError, confirmByMail, createConfirmedAccount, signInCookie, signUp, uniqueAddress } from "@/tests/support/test-accounts";
import { clientHeaders, createTestAuth, latestMail, linkIn, TEST_SITE_URL } from "@/tests/support/test-auth";

jest.mock("@/lib/db", () => jest.requireActual("@/tests/unit/support/mocked-request").mockedDbModule);

// Some tests hash passwords at production cost (scrypt, lib/auth/password-hash.ts) a dozen times; on a loaded CI
// machine that alone can pass the default 30 s.
jest.setTimeout(120_000);

let auth: Auth;

const db = openTestDatabaseForFile();
beforeAll(async () => {
  auth = createTestAuth(db());
});

describe("sign-up and confirmation", () => {
  test("a sign-up is no account until its link's page gets the sign-up's password; then it keeps both names and a scrypt hash", async () => {
    const email = uniqueAddress();
    await signUp(auth, { email, password: "green tea leaves", firstName: "Layla", lastName: "Haddad" });
    expect(await db().select().from(users).where(eq(users.email, email))).toHaveLength(0);

    const mail = await latestMail(db(), email, "account_confirm");
    expect(mail?.subject).toBe(accountMessages.mail.confirm.subject);
    const link = new URL(linkIn(mail!.textBody));
    expect(link.origin + link.pathname).toBe(`${TEST_SITE_URL}/account/confirm`);
    // Better Auth's own confirmation endpoint confirms nothing, over HTTP or from the server.
    expect((await auth.handler(new Request(`${TEST_SITE_URL}/api/auth/verify-email?token=x`))).status).toBe(404);
    expect(await apiError(auth.api.verifyEmail({ query: { token: "x" }, headers: clientHeaders() }))).toMatchObject({ statusCode: 404 });

    expect(await confirmByMail(auth, db(), email, "not the sign-up's")).toEqual({ ok: false, code: "wrong_password" });
    expect(await confirmByMail(auth, db(), email, "green tea leaves")).toEqual({ ok: true, email, locale: "en" });
    const [user] = await db().select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({ firstName: "Layla", lastName: "Haddad", name: "Layla Haddad", emailVerified: true, role: "user" });
    const [credential] = await db().select().from(authAccounts).where(eq(authAccounts.userId, user!.id));
    expect(credential?.password).toMatch(/^scrypt\$\d+\$\d+\$\d+\$[0-9a-f]{32}\$[0-9a-f]{128}$/);
    // The link is spent.
    expect(await confirmByMail(auth, db(), email, "green tea leaves")).toEqual({ ok: false, code: "invalid_link" });
  });

  test("sign-in is refused until the address is confirmed, and the confirmation can be sent again", async () => {
    const email = uniqueAddress();
    await signUp(auth, { email, password: "green tea leaves" });
    expect(await apiError(auth.api.signInEmail({ body: { email, password: "green tea leaves" }, headers: clientHeaders() }))).toMatchObject({ statusCode: 401 });
    const { secret } = await auth.$context;
    expect(await isPendingSignUp({ db: db(), secret }, email, "green tea leaves")).toBe(true);
    expect(await isPendingSignUp({ db: db(), secret }, email, "a guess")).toBe(false);

    await db().delete(outboxEmails).where(eq(outboxEmails.toAddress, email));
    await auth.api.sendVerificationEmail({ body: { email, callbackURL: "/" }, headers: clientHeaders() });
    expect((await confirmByMail(auth, db(), email, "green tea leaves")).ok).toBe(true);
    expect(await signInCookie(auth, { email, password: "green tea leaves" })).toMatch(/^better-auth\.session_token=/);
  });

  test("a resend for an address without a pending sign-up sends nothing", async () => {
    const email = uniqueAddress();
    await auth.api.sendVerificationEmail({ body: { email, callbackURL: "/" }, headers: clientHeaders() });
    expect(await latestMail(db(), email, "account_confirm")).toBeNull();
  });

  test("signing up again with a confirmed address answers like a new sign-up and tells the owner by e-mail instead", async () => {
    const email = uniqueAddress();
    const first = await signUp(auth, { email, password: "green tea leaves" });
    await confirmByMail(auth, db(), email, "green tea leaves");
    const again = await signUp(auth, { email, password: "another passphrase" });
    expect(again).toEqual(first);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await latestMail(db(), email, "account_exists"))?.subject).toBe(accountMessages.mail.existing.subject);
    expect(await countPendingSignUps(db(), email)).toBe(0);
    expect(await db().select().from(users).where(eq(users.email, email))).toHaveLength(1);
  });

  test.each([
    ["seven characters", "matcha1", [accountPasswordMessages.tooShort]],
    ["a common password", "password123", [accountPasswordMessages.common]],
    ["a common password in capitals", "IloveYou1", [accountPasswordMessages.common]],
    ["129 characters", "a".repeat(129), [accountPasswordMessages.tooLong]],
  ])("a weak password (%s) is refused with its reasons, even sent straight to the API", async (_label, password, reasons) => {
    const error = await apiError(signUp(auth, { email: uniqueAddress(), password }));
    expect(error).toMatchObject({ statusCode: 400, code: "WEAK_PASSWORD" });
    expect(error!.message.split("\n")).toEqual(reasons);
  });

  test.each([
    ["64 emoji", "🍵".repeat(64)],
    ["Arabic with spaces", "شاي أخضر ماتشا للبشرة"],
    ["128 characters", "x7".repeat(64)],
  ])("a long or non-Latin password is accepted (%s) and works for sign-in", async (_label, password) => {
    const email = uniqueAddress();
    await createConfirmedAccount(auth, db(), { email, password });
    expect(await signInCookie(auth, { email, password })).toBeTruthy();
  });
});

describe("sign-in answers", () => {
  afterEach(() => jest.restoreAllMocks());

  test("a wrong password and an unknown e-mail get the same answer in about the same time", async () => {
    // At the production hash cost, as a shop runs: the cheap test cost would leave both answers to the noise of a
    // few milliseconds of database work.
    jest.replaceProperty(process.env, "PASSWORD_HASH_COST", undefined);
    const email = uniqueAddress();
    await createConfirmedAccount(auth, db(), { email, password: "green tea leaves" });
    const timed = async (address: string) => {
      const started = performance.now();
      const error = await apiError(auth.api.signInEmail({ body: { email: address, password: "wrong passphrase" }, headers: clientHeaders(uniqueAddress("ip")) }));
      return { error, ms: performance.now() - started };
    };
    // Interleaved, and compared by their fastest run, so a busy machine slows both sides alike.
    const wrong: { error: unknown; ms: number }[] = [];
    const unknown: { error: unknown; ms: number }[] = [];
    for (let round = 0; round < 3; round += 1) {
      wrong.push(await timed(email));
      unknown.push(await timed(uniqueAddress("nobody")));
    }
    expect(unknown[0]!.error).toEqual(wrong[0]!.error);
    expect(wrong[0]!.error).toMatchObject({ statusCode: 401, code: "INVALID_EMAIL_OR_PASSWORD" });
    // Both compute one scrypt hash; without that, the unknown address would answer in a few milliseconds.
    const fastest = (runs: { ms: number }[]) => Math.min(...runs.map((run) => run.ms));
    expect(fastest(unknown)).toBeGreaterThan(fastest(wrong) * 0.3);
    expect(fastest(unknown)).toBeLessThan(fastest(wrong) * 3);
  });

  test("after five rapid wrong passwords for one account, sign-in waits a minute, with a clear message, even from new addresses", async () => {
    const email = uniqueAddress();
    await createConfirmedAccount(auth, db(), { email, password: "green tea leaves" });
    for (let attempt = 1; attempt <= 5; attempt++) {
      const error = await apiError(auth.api.signInEmail({ body: { email, password: `wrong ${attempt}` }, headers: clientHeaders(`198.51.100.${attempt}`) }));
      expect(error?.code).toBe("INVALID_EMAIL_OR_PASSWORD");
    }
    const sixth = await apiError(auth.api.signInEmail({ body: { email, password: "green tea leaves" }, headers: clientHeaders("198.51.100.99") }));
    expect(sixth).toMatchObject({ statusCode: 429, code: "RATE_LIMITED", message: accountMessages.errors.throttled(1) });
  });

  test("sign-in attempts over HTTP count against the same limits", async () => {
    const email = uniqueAddress();
    const client = clientHeaders();
    const post = () =>
      auth.handler(
        new Request(`${TEST_SITE_URL}/api/auth/sign-in/email`, { method: "POST", headers: { "content-type": "application/json", ...Object.fromEntries(client) }, body: JSON.stringify({ email, password: "guess guess" }) }),
      );
    for (let attempt = 1; attempt <= 5; attempt++) expect((await post()).status).toBe(401);
    const refused = await post();
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { message: string }).message).toBe(accountMessages.errors.throttled(1));
  });

  test("session cookies are httpOnly and SameSite=Lax, and the session is a database row", async () => {
    const email = uniqueAddress();
    await createConfirmedAccount(auth, db(), { email, password: "green tea leaves" });
    const { headers } = await auth.api.signInEmail({ body: { email, password: "green tea leaves" }, headers: clientHeaders(), returnHeaders: true });
    const cookie = headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    const token = /better-auth\.session_token=([^.;]+)/.exec(cookie)?.[1];
    expect(await db().select().from(sessions).where(eq(sessions.token, token!))).toHaveLength(1);
  });
});

describe("password reset", () => {
  test("a request for an unknown address looks exactly like one for a known address", async () => {
    const email = uniqueAddress();
    await createConfirmedAccount(auth, db(), { email, password: "green tea leaves" });
    const known = await auth.api.requestPasswordReset({ body: { email, redirectTo: "/account/reset-password" }, headers: clientHeaders(uniqueAddress("ip")) });
    const unknownAddress = uniqueAddress("nobody");
    const unknown = await auth.api.requestPasswordReset({ body: { email: unknownAddress, redirectTo: "/account/reset-password" }, headers: clientHeaders(uniqueAddress("ip")) });
    expect(unknown).toEqual(known);
    expect(await latestMail(db(), email, "password_reset")).not.toBeNull();
    expect(await latestMail(db(), unknownAddress, "password_reset")).toBeNull();
  });

  test("the link is single-use, the reset ends every session and signs nobody in", async () => {
    const email = uniqueAddress();
    await createConfirmedAccount(auth, db(), { email, password: "green tea leaves" });
    const oldCookie = await signInCookie(auth, { email, password: "green tea leaves" });
    await auth.api.requestPasswordReset({ body: { email, redirectTo: "/account/reset-password" }, headers: clientHeaders() });
    const link = linkIn((await latestMail(db(), email, "password_reset"))!.textBody);

    const landing = await auth.handler(new Request(link));
    expect(landing.status).toBe(302);
    const target = new URL(landing.headers.get("location")!, TEST_SITE_URL);
    expect(target.pathname).toBe("/account/reset-password");
    const token = target.searchParams.get("token")!;

    const reset = await auth.api.resetPassword({ body: { token, newPassword: "new matcha passphrase" }, headers: clientHeaders(), returnHeaders: true });
    expect(reset.headers.get("set-cookie")).toBeNull();
    expect(await auth.api.getSession({ headers: new Headers({ cookie: oldCookie }) })).toBeNull();
    expect(await apiError(auth.api.resetPassword({ body: { token, newPassword: "third passphrase here" }, headers: clientHeaders() }))).toMatchObject({ code: "INVALID_TOKEN" });
    expect(await apiError(auth.api.signInEmail({ body: { email, password: "green tea leaves" }, headers: clientHeaders() }))).toMatchObject({ code: "INVALID_EMAIL_OR_PASSWORD" });
    expect(await signInCookie(auth, { email, password: "new matcha passphrase" })).toBeTruthy();
  });

  test("an expired link is refused", async () => {
    const email = uniqueAddress();
    await createConfirmedAccount(auth, db(), { email, password: "green tea leaves" });
    await auth.api.requestPasswordReset({ body: { email, redirectTo: "/account/reset-password" }, headers: clientHeaders() });
    const token = linkIn((await latestMail(db(), email, "password_reset"))!.textBody).split("/reset-password/")[1]!.split("?")[0]!;
    jest.useFakeTimers({ now: Date.now() + 61 * 60_000, doNotFake: ["nextTick", "setImmediate", "setTimeout", "setInterval", "queueMicrotask", "performance"] });
    try {
      expect(await apiError(auth.api.resetPassword({ body: { token, newPassword: "new matcha passphrase" }, headers: clientHeaders() }))).toMatchObject({ code: "INVALID_TOKEN" });
    } finally {
      jest.useRealTimers();
    }
  });
});

describe("an account made in the Arabic shop", () => {
  test("remembers its language: the confirmation and reset e-mails are Arabic and right to left, with the link's lifetime in Arabic", async () => {
    const email = uniqueAddress();
    await auth.api.signUpEmail({
      body: { email, password: "green tea leaves", name: "Layla Haddad", firstName: "Layla", lastName: "Haddad", locale: "ar", callbackURL: "/ar" },
      headers: clientHeaders(),
    });
    const arabic = accountMessagesByLocale.ar.mail;
    const confirmation = await latestMail(db(), email, "account_confirm");
    expect(confirmation?.subject).toBe(arabic.confirm.subject);
    expect(confirmation?.subject).toMatch(/[\u0600-\u06ff]/);
    expect(confirmation?.htmlBody).toMatch(/<html lang="ar" dir="rtl">/);
    expect(confirmation?.textBody).toContain(arabic.linkLifetime(24));

    expect(await confirmByMail(auth, db(), email, "green tea leaves")).toMatchObject({ ok: true, locale: "ar" });
    expect((await db().select().from(users).where(eq(users.email, email)))[0]?.locale).toBe("ar");
    await auth.api.requestPasswordReset({ body: { email, redirectTo: "/ar/account/reset-password" }, headers: clientHeaders() });
    const reset = await latestMail(db(), email, "password_reset");
    expect(reset?.subject).toBe(arabic.reset.subject);
    expect(reset?.htmlBody).toMatch(/<html lang="ar" dir="rtl">/);
  });

  test("a language no shop has (a hand-made request) is stored and e-mailed as English", async () => {
    const email = uniqueAddress();
    await auth.api.signUpEmail({ body: { email, password: "green tea leaves", name: "Omar Test", firstName: "Omar", lastName: "Test", locale: "xx", callbackURL: "/" }, headers: clientHeaders() });
    expect((await latestMail(db(), email, "account_confirm"))?.subject).toBe(accountMessages.mail.confirm.subject);
    await confirmByMail(auth, db(), email, "green tea leaves");
    expect((await db().select().from(users).where(eq(users.email, email)))[0]?.locale).toBe("en");
  });
});
