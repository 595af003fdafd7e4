import { accountMessages } from "@/content/messages/en/account";
import type { Auth } from "@/lib/auth/create-auth";
import { fakeCookies as mockFakeCookies, type CookieJar } from "@/tests/support/next-request-mocks";
import { freshClientAddress } from "@/tests/support/client-address";
import { apiError, createConfirmedAccount, signInCookie, uniqueAddress } from "@/tests/support/test-accounts";
import { clientHeaders, createTestAuth, TEST_SITE_URL } from "@/tests/support/test-auth";
import { totpCode } from "@/tests/support/totp";
import { withFrozenDate } from "@/tests/unit/support/frozen-date";
import { openTestDatabaseForFile } from "@/tests/unit/support/mocked-request";

let mockAuth: Auth | undefined;
const mockJar: CookieJar = new Map();
let mockClient = "203.0.113.60";
jest.mock("@/lib/db", () => jest.requireActual("@/tests/unit/support/mocked-request").mockedDbModule);
jest.mock("@/lib/auth", () => ({ getAuth: async () => mockAuth! }));
jest.mock("next/headers", () => ({
  cookies: async () => mockFakeCookies(mockJar),
  headers: async () =>
    new Headers({ "x-shop-client-address": mockClient, origin: TEST_SITE_URL, cookie: [...mockJar].map(([name, { value }]) => `${name}=${value}`).join("; ") }),
}));

import { updateProfileAction } from "@/lib/actions/account/profile";

// Every guess below costs a password hash at production cost (scrypt); on a loaded machine that adds up.
jest.setTimeout(240_000);

const db = openTestDatabaseForFile();
beforeAll(async () => {
  mockAuth = createTestAuth(db());
});
const auth = () => mockAuth!;

/** A call to /api/auth/* over HTTP, as a browser or a script sends it. */
function post(path: string, body: unknown, headers: Headers) {
  return auth().handler(
    new Request(`${TEST_SITE_URL}/api/auth${path}`, { method: "POST", headers: { "content-type": "application/json", ...Object.fromEntries(headers) }, body: JSON.stringify(body) }),
  );
}
const messageOf = async (response: Response) => ((await response.json()) as { message?: string }).message;

async function signedInAccount() {
  const account = { email: uniqueAddress("limits"), password: "green tea leaves" };
  await createConfirmedAccount(auth(), db(), account);
  return { ...account, cookie: await signInCookie(auth(), account) };
}

describe("password checks for a signed-in session are limited per account", () => {
  test("verify-password: ten wrong guesses, from ten addresses, then even the right password waits an hour", async () => {
    const account = await signedInAccount();
    for (let guess = 1; guess <= 10; guess++) {
      const response = await post("/verify-password", { password: `wrong guess ${guess}` }, clientHeaders(freshClientAddress(), { cookie: account.cookie }));
      expect(response.status).toBe(400);
    }
    const refused = await post("/verify-password", { password: account.password }, clientHeaders(freshClientAddress(), { cookie: account.cookie }));
    expect(refused.status).toBe(429);
    expect(await messageOf(refused)).toBe(accountMessages.errors.throttled(60));
  });

  test("change-password: ten wrong current passwords, then the right one is refused too and the password stays", async () => {
    const account = await signedInAccount();
    const headers = clientHeaders(freshClientAddress(), { cookie: account.cookie });
    for (let guess = 1; guess <= 10; guess++) {
      expect((await post("/change-password", { currentPassword: `wrong guess ${guess}`, newPassword: "a brand new passphrase" }, headers)).status).toBe(400);
    }
    const refused = await post("/change-password", { currentPassword: account.password, newPassword: "a brand new passphrase" }, headers);
    expect(refused.status).toBe(429);
    expect(await signInCookie(auth(), account)).toBeTruthy();
  });
});

describe("a password change", () => {
  test("ends every other session of the account, even when the request asks to keep them", async () => {
    const account = await signedInAccount();
    const otherDevice = await signInCookie(auth(), account);
    const changed = await post("/change-password", { currentPassword: account.password, newPassword: "a brand new passphrase", revokeOtherSessions: false }, clientHeaders(undefined, { cookie: account.cookie }));
    expect(changed.status).toBe(200);
    expect(await auth().api.getSession({ headers: new Headers({ cookie: otherDevice }) })).toBeNull();
    // The device that made the change gets a fresh session in the answer.
    const fresh = /better-auth\.session_token=[^;]+/.exec(changed.headers.get("set-cookie") ?? "")?.[0];
    expect(await auth().api.getSession({ headers: new Headers({ cookie: fresh! }) })).toMatchObject({ user: { email: account.email } });
  });
});

describe("two-factor codes at sign-in are limited per account, across pending sign-ins and addresses", () => {
  test("a guesser who knows the password cannot try codes beyond the account's allowance by changing address", async () => {
    const account = await signedInAccount();
    const session = clientHeaders(freshClientAddress(), { cookie: account.cookie });
    const enabled = await auth().api.enableTwoFactor({ body: { password: account.password }, headers: session });
    if (enabled.method !== "totp") throw new Error("expected TOTP");
    const secret = new URL(enabled.totpURI).searchParams.get("secret")!;
    await auth().api.verifyTOTP({ body: { code: totpCode(secret) }, headers: session });
    // A different wrong code each time: the shop refuses a code it has seen for the account (used-totp-codes.ts).
    let guessed = 0;
    const wrongCode = () => {
      const right = totpCode(secret, Date.now());
      let guess = String(++guessed).padStart(6, "0");
      if (guess === right) guess = String(++guessed).padStart(6, "0");
      return guess;
    };

    /** The password step from a new address: no session, only the pending two-factor cookie. */
    const pendingSignIn = async () => {
      const { headers } = await auth().api.signInEmail({ body: { email: account.email, password: account.password }, headers: clientHeaders(freshClientAddress()), returnHeaders: true });
      return /better-auth\.two_factor=[^;]+/.exec(headers.get("set-cookie") ?? "")![0];
    };
    let pending = "";
    // One code was used to turn TOTP on; nine wrong ones use up the account's ten.
    for (let guess = 1; guess <= 9; guess++) {
      // Better Auth ends a pending sign-in after five misses; a guesser simply starts another.
      if (guess % 4 === 1) pending = await pendingSignIn();
      expect(await apiError(auth().api.verifyTOTP({ body: { code: wrongCode() }, headers: clientHeaders(freshClientAddress(), { cookie: pending }) }))).toMatchObject({ code: "INVALID_CODE" });
    }
    const refused = await apiError(auth().api.verifyTOTP({ body: { code: totpCode(secret) }, headers: clientHeaders(freshClientAddress(), { cookie: await pendingSignIn() }) }));
    expect(refused).toMatchObject({ statusCode: 429, code: "RATE_LIMITED", message: accountMessages.errors.throttled(15) });
  });
});

describe("sign-in lock-out", () => {
  const signIn = (email: string, password: string) => apiError(auth().api.signInEmail({ body: { email, password }, headers: clientHeaders(freshClientAddress()) }));

  test("grows with wrong passwords (1 minute after 5, 5 minutes after 10), alike for known and unknown addresses, and a right password clears it", async () => {
    const known = { email: uniqueAddress("known"), password: "green tea leaves" };
    await createConfirmedAccount(auth(), db(), known);
    const unknown = uniqueAddress("nobody");
    await withFrozenDate(async () => {
      const answers = async (round: number) => [await signIn(known.email, `wrong ${round}`), await signIn(unknown, `wrong ${round}`)];
      for (let failure = 1; failure <= 5; failure++) expect(await answers(failure)).toEqual([expect.objectContaining({ code: "INVALID_EMAIL_OR_PASSWORD" }), expect.objectContaining({ code: "INVALID_EMAIL_OR_PASSWORD" })]);
      const oneMinute = { statusCode: 429, code: "RATE_LIMITED", message: accountMessages.errors.throttled(1) };
      expect(await signIn(known.email, known.password)).toMatchObject(oneMinute);
      expect(await signIn(unknown, known.password)).toMatchObject(oneMinute);

      for (let failure = 6; failure <= 10; failure++) {
        jest.setSystemTime(Date.now() + 61_000);
        expect(await answers(failure)).toEqual([expect.objectContaining({ code: "INVALID_EMAIL_OR_PASSWORD" }), expect.objectContaining({ code: "INVALID_EMAIL_OR_PASSWORD" })]);
      }
      const fiveMinutes = { statusCode: 429, code: "RATE_LIMITED", message: accountMessages.errors.throttled(5) };
      expect(await signIn(known.email, known.password)).toMatchObject(fiveMinutes);
      expect(await signIn(unknown, known.password)).toMatchObject(fiveMinutes);

      jest.setSystemTime(Date.now() + 5 * 60_000);
      expect(await signIn(known.email, known.password)).toBeNull();
      // The count starts again: five more tries before the first wait.
      for (let failure = 1; failure <= 5; failure++) expect(await signIn(known.email, `again ${failure}`)).toMatchObject({ code: "INVALID_EMAIL_OR_PASSWORD" });
      expect(await signIn(known.email, known.password)).toMatchObject(oneMinute);
    });
  });

  test("a burst of parallel guesses gets no more password checks than the free ones and one more", async () => {
    const account = { email: uniqueAddress("burst"), password: "green tea leaves" };
    await createConfirmedAccount(auth(), db(), account);
    const answers = await Promise.all(Array.from({ length: 12 }, (_, guess) => signIn(account.email, `parallel ${guess}`)));
    const checked = answers.filter((answer) => answer?.code === "INVALID_EMAIL_OR_PASSWORD").length;
    expect(checked).toBeLessThanOrEqual(6);
    expect(answers.filter((answer) => answer?.code === "RATE_LIMITED")).toHaveLength(12 - checked);
  });
});

describe("phone numbers on the profile", () => {
  const form = (fields: Record<string, string>) => {
    const data = new FormData();
    for (const [name, value] of Object.entries(fields)) data.set(name, value);
    return data;
  };
  const saveProfile = (phone: string) => updateProfileAction(null, form({ firstName: "Omar", lastName: "Prober", phone }));

  test("cannot be used to find out who is a customer: a few new numbers a day per account, taken or free", async () => {
    const owner = await signedInAccount();
    mockJar.clear();
    mockJar.set("better-auth.session_token", { value: owner.cookie.split("=").slice(1).join("=") });
    mockClient = freshClientAddress();
    expect((await saveProfile("050 999 0001")).ok).toBe(true);

    const prober = await signedInAccount();
    mockJar.set("better-auth.session_token", { value: prober.cookie.split("=").slice(1).join("=") });
    const probes = ["050 999 0002", "050 999 0001", "050 999 0003", "050 999 0004", "050 999 0005"];
    const answers = [];
    for (const phone of probes) {
      mockClient = freshClientAddress();
      const saved = await saveProfile(phone);
      answers.push(saved.ok ? "saved" : saved.fieldErrors.phone);
    }
    expect(answers).toEqual(["saved", accountMessages.fields.phone.taken, "saved", "saved", "saved"]);
    // The sixth new number of the day, taken or free, gets the same answer.
    for (const phone of ["050 999 0001", "050 999 0006"]) {
      mockClient = freshClientAddress();
      expect(await saveProfile(phone)).toMatchObject({
        ok: false,
        code: "throttled",
        message: accountMessages.errors.fieldErrorsSummary,
        fieldErrors: { phone: accountMessages.fields.phone.tooManyChanges },
      });
    }
    // Saving the names with the number kept is not a probe and still works.
    expect((await saveProfile("050 999 0005")).ok).toBe(true);
  });
});
