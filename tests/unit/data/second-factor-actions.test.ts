import { eq } from "drizzle-orm";

import { accountMessages } from "@/content/messages/account";
import { accountTwoFactorMessages } from "@/content/messages/account-two-factor";
import type { Auth } from "@/lib/auth/create-auth";
import { users } from "@/lib/db/schema";
import { createConfirmedAccount, signInCookie, turnOnTotp, uniqueAddress } from "@/tests/support/test-accounts";
import { createTestAuth } from "@/tests/support/test-auth";
import { totpCode } from "@/tests/support/totp";
import { openTestDatabaseForFile } from "@/tests/unit/support/mocked-request";

let mockAuth: Auth | undefined;
let mockCookie = "";
let mockClient = 0;
jest.mock("@/lib/db", () => jest.requireActual("@/tests/unit/support/mocked-request").mockedDbModule);
jest.mock("@/lib/auth", () => ({ getAuth: async () => mockAuth! }));
jest.mock("next/headers", () => ({
  headers: async () =>
    new Headers({ "x-shop-client-address": `203.0.113.${mockClient}`, origin: "http://127.0.0.1:3203", cookie: mockCookie }),
  cookies: async () => ({ get: () => undefined, set: () => undefined, delete: () => undefined }),
}));
jest.mock("next/navigation", () => jest.requireActual("@/tests/unit/support/mocked-navigation").mockedNavigationModule);

import { disableTwoFactorAction, renewBackupCodesAction } from "@/lib/actions/account/two-factor";

jest.setTimeout(180_000);

const db = openTestDatabaseForFile();
beforeAll(() => {
  mockAuth = createTestAuth(db());
});

const password = "green tea leaves";
const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

/** Signs a new account in with TOTP on, as the browser the mocked request stands for. */
async function signedInWithTotp(prefix: string) {
  const email = uniqueAddress(prefix);
  await createConfirmedAccount(mockAuth!, db(), { email, password });
  const { secret, cookie } = await turnOnTotp(mockAuth!, { password }, await signInCookie(mockAuth!, { email, password }));
  mockCookie = cookie;
  mockClient += 1;
  return { email, secret };
}
const twoFactorOn = async (email: string) =>
  (await db().select().from(users).where(eq(users.email, email)))[0]?.twoFactorEnabled;

describe.each([
  ["turning two factors off", disableTwoFactorAction],
  ["renewing backup codes", renewBackupCodesAction],
] as const)("the account page's form for %s", (_name, action) => {
  test.each(["en", "ar"] as const)("refuses the password alone with a message under the code field (%s)", async (locale) => {
    const { email } = await signedInWithTotp("action-no-code");
    const state = await action(null, form({ password, locale }));
    expect(state).toMatchObject({ ok: false, code: "invalid", fieldErrors: { code: accountTwoFactorMessages[locale].codeRequired }, values: {} });
    expect(await twoFactorOn(email)).toBe(true);
  });

  test("refuses a wrong code, and works with the password and a current code", async () => {
    const { email, secret } = await signedInWithTotp("action-code");
    const wrong = totpCode(secret, Date.now()) === "000000" ? "111111" : "000000";
    expect(await action(null, form({ password, code: wrong }))).toMatchObject({
      ok: false,
      code: "invalid_code",
      message: accountMessages.en.errors.invalidCode,
    });
    const state = await action(null, form({ password, code: totpCode(secret) }));
    expect(state.ok).toBe(true);
    if (action === renewBackupCodesAction) {
      expect(state.ok && state.data?.backupCodes).toHaveLength(10);
      expect(await twoFactorOn(email)).toBe(true);
    } else {
      expect(await twoFactorOn(email)).toBe(false);
    }
  });
});
