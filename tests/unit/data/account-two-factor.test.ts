import { eq } from "drizzle-orm";

import { accountMessages } from "@/content/messages/en/account";
import type { Auth } from "@/lib/auth/create-auth";
import { sessions, twoFactors, users } from "@/lib/db/schema";
import { apiError, createConfirmedAccount, signInCookie, uniqueAddress } from "@/tests/support/test-accounts";
import { clientHeaders, createTestAuth } from "@/tests/support/test-auth";
import { openTestDatabaseForFile } from "@/tests/unit/support/mocked-request";
import { totpCode } from "@/tests/support/totp";

jest.mock("@/lib/db", () => jest.requireActual("@/tests/unit/support/mocked-request").mockedDbModule);

// Some tests hash passwords at production cost (scrypt, lib/auth/password-hash.ts) a dozen times; on a loaded CI
// machine that alone can pass the default 30 s.
jest.setTimeout(120_000);

let auth: Auth;
const cookieFrom = (headers: Headers, name: string) => new RegExp(`${name.replace(".", "\\.")}=[^;]+`).exec(headers.get("set-cookie") ?? "")?.[0];

const db = openTestDatabaseForFile();
beforeAll(async () => {
  auth = createTestAuth(db());
});

/** A confirmed account with TOTP turned on; answers its secret and backup codes. */
async function accountWithTotp() {
  const account = { email: uniqueAddress("totp"), password: "green tea leaves" };
  await createConfirmedAccount(auth, db(), account);
  const cookie = await signInCookie(auth, account);
  const enabled = await auth.api.enableTwoFactor({ body: { password: account.password }, headers: new Headers({ cookie }) });
  if (enabled.method !== "totp") throw new Error("expected TOTP");
  const secret = new URL(enabled.totpURI).searchParams.get("secret")!;
  // Not on until a first code proves the app has the secret.
  expect((await db().select().from(users).where(eq(users.email, account.email)))[0]?.twoFactorEnabled).toBe(false);
  await auth.api.verifyTOTP({ body: { code: totpCode(secret) }, headers: new Headers({ cookie }) });
  expect((await db().select().from(users).where(eq(users.email, account.email)))[0]?.twoFactorEnabled).toBe(true);
  return { ...account, secret, backupCodes: enabled.backupCodes };
}

/** The password step: no session yet, only the pending two-factor cookie. */
async function passwordStep(account: { email: string; password: string }, address = clientHeaders()) {
  const { headers, response } = await auth.api.signInEmail({ body: { email: account.email, password: account.password }, headers: address, returnHeaders: true });
  expect(response).toMatchObject({ twoFactorRedirect: true });
  const pending = cookieFrom(headers, "better-auth.two_factor");
  expect(pending).toBeTruthy();
  return new Headers({ cookie: pending!, "x-shop-client-address": address.get("x-shop-client-address")! });
}

describe("TOTP two-factor", () => {
  test("turning it on ends the account's other sessions, and a later sign-in with a code ends none", async () => {
    const account = { email: uniqueAddress("totp-sessions"), password: "green tea leaves" };
    await createConfirmedAccount(auth, db(), account);
    const elsewhere = await signInCookie(auth, account);
    const here = await signInCookie(auth, account);
    const enabled = await auth.api.enableTwoFactor({ body: { password: account.password }, headers: new Headers({ cookie: here }) });
    if (enabled.method !== "totp") throw new Error("expected TOTP");
    const secret = new URL(enabled.totpURI).searchParams.get("secret")!;
    await auth.api.verifyTOTP({ body: { code: totpCode(secret) }, headers: new Headers({ cookie: here }) });

    expect(await auth.api.getSession({ headers: new Headers({ cookie: elsewhere }) })).toBeNull();
    const [user] = await db().select().from(users).where(eq(users.email, account.email));
    const remaining = await db().select().from(sessions).where(eq(sessions.userId, user!.id));
    expect(remaining).toHaveLength(1);

    // A sign-in's code step brings no session cookie: the set-up session stays.
    const pending = await passwordStep(account);
    await auth.api.verifyTOTP({ body: { code: totpCode(secret) }, headers: pending });
    expect(await db().select().from(sessions).where(eq(sessions.userId, user!.id))).toHaveLength(2);
  });

  test("the secret and backup codes are stored encrypted, never in the clear", async () => {
    const account = await accountWithTotp();
    const [user] = await db().select().from(users).where(eq(users.email, account.email));
    const [row] = await db().select().from(twoFactors).where(eq(twoFactors.userId, user!.id));
    expect(row?.secret).not.toContain(account.secret);
    expect(row?.backupCodes).not.toContain(account.backupCodes[0]);
    expect(account.backupCodes).toHaveLength(10);
  });

  test("signing in then needs a code: a wrong one is refused, the right one gives a session", async () => {
    const account = await accountWithTotp();
    const pending = await passwordStep(account);
    expect(await apiError(auth.api.verifyTOTP({ body: { code: "000000" === totpCode(account.secret, Date.now()) ? "111111" : "000000" }, headers: pending }))).toMatchObject({ code: "INVALID_CODE" });
    const { headers } = await auth.api.verifyTOTP({ body: { code: totpCode(account.secret) }, headers: pending, returnHeaders: true });
    const session = cookieFrom(headers, "better-auth.session_token");
    expect(await auth.api.getSession({ headers: new Headers({ cookie: session! }) })).toMatchObject({ user: { email: account.email } });
  });

  test("a backup code works once", async () => {
    const account = await accountWithTotp();
    const code = account.backupCodes[0]!;
    await auth.api.verifyBackupCode({ body: { code }, headers: await passwordStep(account) });
    expect(await apiError(auth.api.verifyBackupCode({ body: { code }, headers: await passwordStep(account) }))).toMatchObject({ statusCode: 401 });
  });

  test("code guesses are rate-limited per client and per account in the shared store", async () => {
    const account = await accountWithTotp();
    const client = clientHeaders();
    let last: Awaited<ReturnType<typeof apiError>> = null;
    let pending = new Headers();
    for (let attempt = 0; attempt < 11; attempt++) {
      // A fresh password step every four tries: Better Auth also ends a pending sign-in after 5 misses.
      if (attempt % 4 === 0) {
        pending = await passwordStep(account);
        pending.set("x-shop-client-address", client.get("x-shop-client-address")!);
      }
      last = await apiError(auth.api.verifyTOTP({ body: { code: "000000" === totpCode(account.secret, Date.now()) ? "111111" : "000000" }, headers: pending }));
    }
    // Both limits are used up; the message gives the longer wait, the account's.
    expect(last).toMatchObject({ statusCode: 429, code: "RATE_LIMITED", message: accountMessages.errors.throttled(15) });
  });
});
