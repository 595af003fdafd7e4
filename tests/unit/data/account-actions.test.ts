import { eq } from "drizzle-orm";

import { accountMessages } from "@/content/messages/en/account";
import { accountConfirmMessages as confirmText } from "@/content/messages/en/account-confirm";
import { countPendingSignUps } from "@/lib/auth/pending-sign-up";
import type { Auth } from "@/lib/auth/create-auth";
import { sessions, users } from "@/lib/db/schema";
import { fakeCookies as mockFakeCookies, type CookieJar } from "@/tests/support/next-request-mocks";
import { confirmationTokenFor, confirmByMail, createConfirmedAccount, uniqueAddress } from "@/tests/support/test-accounts";
import { freshClientAddress } from "@/tests/support/client-address";
import { createTestAuth, latestMail } from "@/tests/support/test-auth";
import { openTestDatabaseForFile } from "@/tests/unit/support/mocked-request";

let mockAuth: Auth | undefined;
const mockJar: CookieJar = new Map();
let mockClient = "203.0.113.50";
jest.mock("@/lib/db", () => jest.requireActual("@/tests/unit/support/mocked-request").mockedDbModule);
jest.mock("@/lib/auth", () => ({ getAuth: async () => mockAuth! }));
jest.mock("next/headers", () => ({
  cookies: async () => mockFakeCookies(mockJar),
  headers: async () =>
    new Headers({
      "x-shop-client-address": mockClient,
      origin: "http://127.0.0.1:3203",
      cookie: [...mockJar].map(([name, { value }]) => `${name}=${value}`).join("; "),
    }),
}));
jest.mock("next/navigation", () => jest.requireActual("@/tests/unit/support/mocked-navigation").mockedNavigationModule);

import { updateProfileAction } from "@/lib/actions/account/profile";
import { requestPasswordResetAction } from "@/lib/actions/account/password-reset";
import { signInAction } from "@/lib/actions/account/sign-in";
import { signOutAction } from "@/lib/actions/account/sign-out";
import { signUpAction } from "@/lib/actions/account/sign-up";
import { confirmSignUpAction } from "@/lib/actions/account/confirm-sign-up";

// Some tests hash passwords at production cost (scrypt, lib/auth/password-hash.ts) a dozen times; on a loaded CI
// machine that alone can pass the default 30 s.
jest.setTimeout(120_000);

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};
/** Runs an action that may end in redirect(); answers where it redirected to, or its returned state. */
async function run<T>(call: Promise<T>): Promise<T | { redirectedTo: string }> {
  try {
    return await call;
  } catch (error) {
    const to = (error as { to?: string }).to;
    if (to) return { redirectedTo: to };
    throw error;
  }
}

const db = openTestDatabaseForFile();
beforeAll(async () => {
  mockAuth = createTestAuth(db());
});
beforeEach(() => {
  mockJar.clear();
  mockClient = freshClientAddress();
});

describe("sign-up action", () => {
  test("missing e-mail or password gives the spec's client error and keeps what was typed", async () => {
    const state = await signUpAction(null, form({ firstName: "Layla", lastName: "Test", email: "", password: "" }));
    expect(state).toEqual({
      ok: false,
      code: "missing_credentials",
      message: accountMessages.errors.missingCredentials,
      fieldErrors: {},
      values: { firstName: "Layla", lastName: "Test", email: "" },
    });
  });

  test("a new account answers with the spec's toast and keeps the names", async () => {
    const email = uniqueAddress();
    const state = await signUpAction(null, form({ firstName: "Layla", lastName: "Haddad", email, password: "green tea leaves" }));
    expect(state).toEqual({ ok: true, message: accountMessages.toasts.signedUp, data: { email } });
    // No account until the link's page gets the password (lib/auth/pending-sign-up.ts).
    expect(await db().select().from(users).where(eq(users.email, email))).toHaveLength(0);
    expect((await confirmByMail(mockAuth!, db(), email, "green tea leaves")).ok).toBe(true);
    const [user] = await db().select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({ firstName: "Layla", lastName: "Haddad" });
  });

  test("two sign-ups for one new address at the same moment both answer like a new sign-up, and one account is made", async () => {
    const email = uniqueAddress();
    const signUp = () => signUpAction(null, form({ firstName: "Layla", lastName: "Haddad", email, password: "green tea leaves" }));
    const states = await Promise.all([signUp(), signUp()]);
    for (const state of states) expect(state).toMatchObject({ ok: true, message: accountMessages.toasts.signedUp });
    expect(await countPendingSignUps(db(), email)).toBe(2);
    expect((await confirmByMail(mockAuth!, db(), email, "green tea leaves")).ok).toBe(true);
    expect(await db().select().from(users).where(eq(users.email, email))).toHaveLength(1);
  });
});

describe("confirmation page action", () => {
  test("a wrong password marks the field and keeps the link; the sign-up's password confirms and sends the shopper to sign in", async () => {
    const email = uniqueAddress();
    await signUpAction(null, form({ firstName: "Layla", lastName: "Haddad", email, password: "green tea leaves" }));
    const token = await confirmationTokenFor(db(), email);
    const wrong = await confirmSignUpAction(null, form({ token, password: "not what I chose" }));
    expect(wrong).toEqual({ ok: false, code: "sign_up_password_wrong", message: confirmText.wrongPassword, fieldErrors: { password: confirmText.wrongPassword }, values: { token } });
    expect(await run(confirmSignUpAction(null, form({ token, password: "green tea leaves" })))).toEqual({ redirectedTo: "/account/sign-in" });
    expect(mockJar.get("flash")?.value).toBe("account-confirmed");
    const again = await confirmSignUpAction(null, form({ token, password: "green tea leaves" }));
    expect(again).toMatchObject({ ok: false, code: "confirmation_link_invalid", message: confirmText.invalidLink });
  });

  test("guesses on one link are limited", async () => {
    const email = uniqueAddress();
    await signUpAction(null, form({ firstName: "Layla", lastName: "Haddad", email, password: "green tea leaves" }));
    const token = await confirmationTokenFor(db(), email);
    for (let attempt = 1; attempt <= 10; attempt++) {
      mockClient = freshClientAddress();
      expect((await confirmSignUpAction(null, form({ token, password: `guess ${attempt}` }))).message).toBe(confirmText.wrongPassword);
    }
    mockClient = freshClientAddress();
    const limited = await confirmSignUpAction(null, form({ token, password: "green tea leaves" }));
    expect(limited).toMatchObject({ ok: false, code: "throttled", message: accountMessages.errors.throttled(15) });
  });

  test("a form post that is not form data is refused like an empty form", async () => {
    const state = await signUpAction(null, "not a form" as unknown as FormData);
    expect(state.message).toBe(accountMessages.errors.missingCredentials);
  });
});

describe("sign-in action", () => {
  test("after five rapid wrong passwords for one account, sign-in is refused with how long to wait", async () => {
    const email = uniqueAddress();
    await createConfirmedAccount(mockAuth!, db(), { email, password: "green tea leaves" });
    for (let attempt = 1; attempt <= 5; attempt++) {
      const state = await signInAction(null, form({ identifier: email, password: `wrong ${attempt}` }));
      expect(state).toMatchObject({ ok: false, code: "invalid_credentials", message: accountMessages.errors.invalidCredentials, values: { identifier: email } });
    }
    const sixth = await signInAction(null, form({ identifier: email, password: "green tea leaves" }));
    expect(sixth).toMatchObject({ ok: false, code: "throttled", message: accountMessages.errors.throttled(1) });
    expect(mockJar.has("better-auth.session_token")).toBe(false);
  });

  test("an unknown e-mail and a wrong password read the same", async () => {
    const email = uniqueAddress();
    await createConfirmedAccount(mockAuth!, db(), { email, password: "green tea leaves" });
    const wrong = await signInAction(null, form({ identifier: email, password: "not it at all" }));
    const unknown = await signInAction(null, form({ identifier: uniqueAddress("nobody"), password: "not it at all" }));
    expect({ ...unknown, values: {} }).toEqual({ ...wrong, values: {} });
  });

  test("signs in with the e-mail or the profile's phone number, sets the session cookie and redirects with the welcome toast", async () => {
    const email = uniqueAddress();
    await createConfirmedAccount(mockAuth!, db(), { email, password: "green tea leaves" });
    const outcome = await run(signInAction(null, form({ identifier: email.toUpperCase(), password: "green tea leaves", next: "/account" })));
    expect(outcome).toEqual({ redirectedTo: "/account" });
    expect(mockJar.get("better-auth.session_token")?.options).toMatchObject({ httpOnly: true, sameSite: "lax" });
    expect(mockJar.get("flash")?.value).toBe("signed-in");

    const profile = await updateProfileAction(null, form({ firstName: "Layla", lastName: "Haddad", phone: "050 123 4567" }));
    expect(profile.ok).toBe(true);
    mockJar.clear();
    const byPhone = await run(signInAction(null, form({ identifier: "+971 50 123 4567", password: "green tea leaves", next: "//evil.example" })));
    expect(byPhone).toEqual({ redirectedTo: "/account" });
  });

  test("an unconfirmed account is refused and offered a new confirmation link", async () => {
    const email = uniqueAddress();
    await signUpAction(null, form({ firstName: "Layla", lastName: "Test", email, password: "green tea leaves" }));
    const state = await signInAction(null, form({ identifier: email, password: "green tea leaves" }));
    expect(state).toMatchObject({ ok: false, code: "email_not_verified", message: accountMessages.errors.emailNotVerified, data: { unconfirmedEmail: email } });
  });
});

describe("actions that need a signed-in shopper", () => {
  test("the profile action called directly without a session changes nothing", async () => {
    const state = await updateProfileAction(null, form({ firstName: "Mallory", lastName: "Intruder", phone: "" }));
    expect(state).toEqual({ ok: false, code: "sign_in_required", message: accountMessages.errors.signInRequired, fieldErrors: {}, values: {} });
    expect(await db().select().from(users).where(eq(users.firstName, "Mallory"))).toHaveLength(0);
  });

  test("signing out everywhere ends every session of the account, twice is harmless", async () => {
    const email = uniqueAddress();
    await createConfirmedAccount(mockAuth!, db(), { email, password: "green tea leaves" });
    await run(signInAction(null, form({ identifier: email, password: "green tea leaves" })));
    const [user] = await db().select().from(users).where(eq(users.email, email));
    // A second device.
    await mockAuth!.api.signInEmail({ body: { email, password: "green tea leaves" }, headers: new Headers({ "x-shop-client-address": freshClientAddress() }) });
    expect(await db().select().from(sessions).where(eq(sessions.userId, user!.id))).toHaveLength(2);

    expect(await run(signOutAction(form({ scope: "global" })))).toEqual({ redirectedTo: "/" });
    expect(await db().select().from(sessions).where(eq(sessions.userId, user!.id))).toHaveLength(0);
    expect(mockJar.get("flash")?.value).toBe("signed-out");
    expect(await run(signOutAction(form({ scope: "global" })))).toEqual({ redirectedTo: "/" });
  });

  test("signing out this device keeps the other device signed in", async () => {
    const email = uniqueAddress();
    await createConfirmedAccount(mockAuth!, db(), { email, password: "green tea leaves" });
    await run(signInAction(null, form({ identifier: email, password: "green tea leaves" })));
    const [user] = await db().select().from(users).where(eq(users.email, email));
    await mockAuth!.api.signInEmail({ body: { email, password: "green tea leaves" }, headers: new Headers({ "x-shop-client-address": freshClientAddress() }) });
    expect(await run(signOutAction(form({ scope: "local" })))).toEqual({ redirectedTo: "/" });
    expect(await db().select().from(sessions).where(eq(sessions.userId, user!.id))).toHaveLength(1);
  });
});

describe("reset request action", () => {
  test("answers the spec's toast for known and unknown addresses alike; only the known one gets mail", async () => {
    const email = uniqueAddress();
    await createConfirmedAccount(mockAuth!, db(), { email, password: "green tea leaves" });
    const known = await requestPasswordResetAction(null, form({ email }));
    const unknownAddress = uniqueAddress("nobody");
    const unknown = await requestPasswordResetAction(null, form({ email: unknownAddress }));
    // The address stays in the form, as typed for each; nothing else tells the two apart.
    expect(known).toEqual({ ok: true, message: accountMessages.toasts.resetSent, data: { email } });
    expect(unknown).toEqual({ ok: true, message: accountMessages.toasts.resetSent, data: { email: unknownAddress } });
    expect(await latestMail(db(), email, "password_reset")).not.toBeNull();
    expect(await latestMail(db(), unknownAddress, "password_reset")).toBeNull();
  });
});
