import { randomUUID } from "node:crypto";

import { eq } from "drizzle-orm";

import { accountMessages as accountMessagesByLocale } from "@/content/messages/account";
import { accountMessages } from "@/content/messages/en/account";
import type { Auth } from "@/lib/auth/create-auth";
import { updateProfile } from "@/lib/auth/update-profile";
import { outboxEmails, users } from "@/lib/db/schema";
import { fakeCookies as mockFakeCookies, type CookieJar } from "@/tests/support/next-request-mocks";
import { freshClientAddress } from "@/tests/support/client-address";
import { createConfirmedAccount, signInCookie, uniqueAddress } from "@/tests/support/test-accounts";
import { clientHeaders, createTestAuth, TEST_SITE_URL } from "@/tests/support/test-auth";
import { openSmtpServerForFile } from "@/tests/unit/support/mocked-env";
import { openTestDatabaseForFile } from "@/tests/unit/support/mocked-request";

let mockAuth: Auth | undefined;
const mockJar: CookieJar = new Map();
jest.mock("@/lib/db", () => jest.requireActual("@/tests/unit/support/mocked-request").mockedDbModule);
jest.mock("@/lib/env", () => jest.requireActual("@/tests/unit/support/mocked-env").mockedEnvModule());
jest.mock("@/lib/auth", () => ({ getAuth: async () => mockAuth! }));
jest.mock("next/headers", () => ({
  cookies: async () => mockFakeCookies(mockJar),
  headers: async () => new Headers({ "x-shop-client-address": "203.0.113.77", origin: "http://127.0.0.1:3203", cookie: [...mockJar].map(([name, { value }]) => `${name}=${value}`).join("; ") }),
}));

import { updateProfileAction } from "@/lib/actions/account/profile";
import { signUpAction } from "@/lib/actions/account/sign-up";

// Every account here hashes a password at production cost (scrypt).
jest.setTimeout(120_000);

const db = openTestDatabaseForFile();
const smtp = openSmtpServerForFile();
beforeAll(() => {
  mockAuth = createTestAuth(db());
});
beforeEach(() => mockJar.clear());

/** Names a direct call to the account API could store before names were checked (issue 22). */
const hostileNames = [
  ["a line break that adds a header", "Layla\r\nBcc: victim@example.com"],
  ["500 characters", "L".repeat(500)],
  ["control characters and Unicode line separators", "Lay\u0001la\u0007\u001b[31m Haddad\u2028Bcc: x@example.com\u2029\t"],
] as const;

const PASSWORD = "green tea leaves";

/** A call to Better Auth's HTTP handler, as a browser or a script would make it. */
function post(path: string, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return mockAuth!.handler(
    new Request(`${TEST_SITE_URL}/api/auth${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", ...Object.fromEntries(clientHeaders(freshClientAddress())), ...headers },
      body: JSON.stringify(body),
    }),
  );
}

/**
 * The message with `subject` the SMTP server received for `to`, waiting for the delivery that runs after the answer.
 */
async function receivedMail(to: string, subject: string) {
  for (let tries = 0; tries < 200; tries += 1) {
    const mail = smtp().received.find((message) => message.envelopeTo.includes(to) && message.parsed.subject === subject);
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const outbox = await db().select({ kind: outboxEmails.kind, status: outboxEmails.status, lastError: outboxEmails.lastError }).from(outboxEmails).where(eq(outboxEmails.toAddress, to));
  throw new Error(`no "${subject}" for ${to}; outbox: ${JSON.stringify(outbox)}`);
}

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

describe("an account stored with a hostile name before names were checked", () => {
  test.each(hostileNames)("still gets a confirmation (signing up again), reset and existing-account e-mail (%s), each to its address alone with a one-line name", async (_label, hostileName) => {
    const email = uniqueAddress("legacy");
    // The account as a direct sign-up left it before names were checked (not yet confirmed).
    await db().insert(users).values({ id: randomUUID(), email, name: hostileName, firstName: hostileName, lastName: hostileName });

    // A never-confirmed account from before is confirmed by signing up again (lib/auth/pending-sign-up.ts).
    expect((await post("/sign-up/email", { email, password: PASSWORD, firstName: "Layla", lastName: "Haddad" })).status).toBe(200);
    const confirmation = await receivedMail(email, accountMessages.mail.confirm.subject);

    expect((await post("/request-password-reset", { email, redirectTo: "/account/reset-password" })).status).toBe(200);
    const reset = await receivedMail(email, accountMessages.mail.reset.subject);

    await db().update(users).set({ emailVerified: true }).where(eq(users.email, email));
    expect((await post("/sign-up/email", { email, password: "another passphrase", name: "Someone Else", firstName: "Someone", lastName: "Else", callbackURL: "/" })).status).toBe(200);
    const existing = await receivedMail(email, accountMessages.mail.existing.subject);

    for (const mail of [confirmation, reset, existing]) {
      expect(mail.envelopeTo).toEqual([email]);
      expect(mail.parsed.headers.has("bcc")).toBe(false);
      const [recipient, ...others] = Array.isArray(mail.parsed.to) ? mail.parsed.to.flatMap((to) => to.value) : (mail.parsed.to?.value ?? []);
      expect(others).toEqual([]);
      expect(recipient?.address).toBe(email);
      expect(recipient?.name ?? "").not.toMatch(/[\p{Cc}\u2028\u2029]/u);
      expect([...(recipient?.name ?? "")].length).toBeLessThanOrEqual(120);
      expect(mail.parsed.text).toContain(TEST_SITE_URL);
    }
    // The SMTP server holds the last message a moment before the outbox row records the server's answer.
    const statuses = async () => (await db().select({ status: outboxEmails.status }).from(outboxEmails).where(eq(outboxEmails.toAddress, email))).map((row) => row.status);
    for (let tries = 0; tries < 100 && (await statuses()).includes("pending"); tries += 1) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await statuses()).toEqual(["sent", "sent", "sent"]);
  });
});

describe("names are checked where they are set", () => {
  test.each(hostileNames)("a direct sign-up with %s is refused with a clear message, and no account is made", async (_label, hostileName) => {
    const email = uniqueAddress("direct");
    for (const names of [
      { name: hostileName, firstName: "Layla", lastName: "Haddad" },
      { name: "Layla Haddad", firstName: hostileName, lastName: "Haddad" },
    ]) {
      const response = await post("/sign-up/email", { email, password: PASSWORD, callbackURL: "/", ...names });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: "INVALID_NAME", message: accountMessages.errors.invalidName });
    }
    expect(await db().select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });

  test.each(hostileNames)("Better Auth's update-user endpoint refuses %s", async (_label, hostileName) => {
    const email = uniqueAddress();
    await createConfirmedAccount(mockAuth!, db(), { email, password: PASSWORD, firstName: "Layla", lastName: "Haddad" });
    const cookie = await signInCookie(mockAuth!, { email, password: PASSWORD });
    for (const names of [{ name: hostileName }, { firstName: hostileName }, { lastName: hostileName }]) {
      const response = await post("/update-user", names, { cookie });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: "INVALID_NAME", message: accountMessages.errors.invalidName });
    }
    // A good name still goes through the same endpoint.
    expect((await post("/update-user", { name: "Layla H." }, { cookie })).status).toBe(200);
    const [user] = await db().select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({ name: "Layla H.", firstName: "Layla", lastName: "Haddad" });
  });

  test.each([
    ["en", "a line break", "Layla\nBcc: victim@example.com", "notOneLine"],
    ["en", "a control character", "Lay\u0007la", "notOneLine"],
    ["ar", "a line separator", "ليلى\u2028حداد", "notOneLine"],
    ["en", "51 characters", "L".repeat(51), "tooLong"],
    ["ar", "51 Arabic characters", "ل".repeat(51), "tooLong"],
  ] as const)("the sign-up form (%s) refuses a first name with %s, with the field's message", async (locale, _label, firstName, problem) => {
    const email = uniqueAddress();
    const state = await signUpAction(null, form({ firstName, lastName: "Haddad", email, password: PASSWORD, locale }));
    expect(state).toMatchObject({ ok: false, fieldErrors: { firstName: accountMessagesByLocale[locale].fields.firstName[problem] } });
    expect(await db().select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });

  test("names of up to 50 characters, with Arabic joiners, are accepted", async () => {
    const email = uniqueAddress();
    const state = await signUpAction(null, form({ firstName: "ل".repeat(50), lastName: "می\u200cخواهم", email, password: PASSWORD, locale: "ar" }));
    expect(state).toMatchObject({ ok: true });
  });

  test.each(hostileNames)("the profile page refuses %s and keeps the saved name", async (_label, hostileName) => {
    const email = uniqueAddress();
    await createConfirmedAccount(mockAuth!, db(), { email, password: PASSWORD, firstName: "Layla", lastName: "Haddad" });
    const cookie = await signInCookie(mockAuth!, { email, password: PASSWORD });
    const split = cookie.indexOf("=");
    mockJar.set(cookie.slice(0, split), { value: cookie.slice(split + 1) });

    const state = await updateProfileAction(null, form({ firstName: hostileName.slice(0, 200), lastName: "Haddad", phone: "" }));
    expect(state.ok).toBe(false);
    expect([accountMessages.fields.firstName.notOneLine, accountMessages.fields.firstName.tooLong]).toContain(state.ok || state.fieldErrors.firstName);

    const [user] = await db().select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({ name: "Layla Haddad", firstName: "Layla" });
    // The data layer refuses such a name on its own too.
    expect(await updateProfile(db(), user!.id, { firstName: hostileName, lastName: "Haddad", phone: null })).toBe("name_invalid");
  });
});
