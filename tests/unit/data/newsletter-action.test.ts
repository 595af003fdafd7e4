import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";

import { newsletterMessages } from "@/content/messages/newsletter";
import { welcomeMailMessages } from "@/content/messages/newsletter-welcome-mail";
import { subscribeToNewsletterAction } from "@/lib/actions/newsletter";
import { discountCodes, newsletterSubscribers, outboxEmails } from "@/lib/db/schema";
import { issueWelcomeCode, WELCOME_CODE_PATTERN } from "@/lib/discounts/issue-welcome-code";
import type { ActionResult } from "@/lib/actions/action-result";
import type { NewSignup } from "@/lib/newsletter/new-signup";
import { startSmtpTestServer } from "@/tests/support/smtp-test-server";
import { freshClientAddress } from "@/tests/support/client-address";
import { mockedRequest, openTestDatabaseForFile } from "@/tests/unit/support/mocked-request";

// The environment the action reads; SMTP and the provider are pointed at servers started below.
// Built inside the factory: modules read env while the test file's imports load, before its own consts exist.
jest.mock("@/lib/env", () => ({
  env: { NODE_ENV: "test", BETTER_AUTH_SECRET: "a-test-secret-that-is-long-enough-for-hmac" },
}));
const mockEnv = (jest.requireMock("@/lib/env") as { env: Record<string, string | undefined> }).env;
jest.mock("@/lib/db", () => jest.requireActual("@/tests/unit/support/mocked-request").mockedDbModule);
jest.mock("next/headers", () => jest.requireActual("@/tests/unit/support/mocked-request").mockedHeadersModule);

/** A result as the signup forms read it (components/newsletter/signup-outcome.ts): an outcome, the code, the entries. */
const asShown = (result: ActionResult<NewSignup>) =>
  result.ok
    ? { ok: true, outcome: "subscribed", message: result.message, code: result.data?.code ?? null, fieldErrors: {}, values: {} }
    : { ok: false, outcome: result.code === "unexpected" ? "error" : result.code, message: result.message, code: null, fieldErrors: result.fieldErrors, values: result.values };


let smtp: Awaited<ReturnType<typeof startSmtpTestServer>>;
let providerServer: Server;
let providerReply = { status: 200, body: "{}" };
const providerCalls: URLSearchParams[] = [];

// server.ts sets the client address header from the socket; a forged X-Forwarded-For rides along, another each call.
mockedRequest.headers = () => ({ "x-forwarded-for": `198.51.100.${Math.floor(Math.random() * 250)}` });
const db = openTestDatabaseForFile();
beforeAll(async () => {
  smtp = await startSmtpTestServer();
  mockEnv.SMTP_URL = smtp.url;
  mockEnv.MAIL_FROM = "Matcha Glow <hello@matchaglow.ae>";
  providerServer = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      providerCalls.push(new URLSearchParams(body));
      response.writeHead(providerReply.status).end(providerReply.body);
    });
  });
  await new Promise<void>((resolve) => providerServer.listen(0, "127.0.0.1", resolve));
});
afterAll(async () => {
  await new Promise((resolve) => providerServer.close(resolve));
  await smtp.close();
});
beforeEach(() => {
  // A fresh address per test: the limit counts per client.
  mockedRequest.clientAddress = freshClientAddress();
  // A fresh browser per test: only its own cookie may make a repeat 'already subscribed'.
  mockedRequest.cookies.clear();
  mockEnv.NEWSLETTER_PROVIDER_URL = undefined;
  mockEnv.NEWSLETTER_PROVIDER_LIST_ID = undefined;
  providerCalls.length = 0;
});

function signUp(email: string, source = "inline") {
  const formData = new FormData();
  formData.set("email", email);
  formData.set("source", source);
  return subscribeToNewsletterAction(null, formData).then(asShown);
}

const subscribersNamed = (email: string) => db().select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));

describe("subscribeToNewsletterAction", () => {
  test("stores the address once, normalised, with consent time and source, and answers with a fresh welcome code", async () => {
    const before = Date.now();
    const state = await signUp("  Layla.Haddad@Example.AE ", "popup");
    expect(state).toMatchObject({ ok: true, outcome: "subscribed", message: "Welcome to Matcha Glow! 🌱", fieldErrors: {} });
    expect(state.code).toMatch(WELCOME_CODE_PATTERN);
    expect(state.code).toMatch(/^MATCHA15-/);

    const [subscriber, ...others] = await subscribersNamed("layla.haddad@example.ae");
    expect(others).toHaveLength(0);
    expect(subscriber).toMatchObject({ source: "popup" });
    expect(subscriber!.consentedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    const [code] = await db().select().from(discountCodes).where(eq(discountCodes.subscriberId, subscriber!.id));
    expect(code).toMatchObject({ code: state.code, percentOff: 15, redeemedAt: null });
    const validDays = (code!.expiresAt!.getTime() - Date.now()) / 86_400_000;
    expect(validDays).toBeGreaterThan(89.9);
    expect(validDays).toBeLessThanOrEqual(90);
  });

  test("the same browser signing the address up again, in another case, is already subscribed, with no second row and no code shown", async () => {
    const first = await signUp("amira@example.ae");
    expect(first.outcome).toBe("subscribed");
    const again = await signUp(" AMIRA@Example.ae", "popup");
    expect(again).toMatchObject({ ok: false, outcome: "already_subscribed", message: "You're already part of our community! 💚", code: null });
    expect(JSON.stringify(again)).not.toContain(first.code!);
    expect(await subscribersNamed("amira@example.ae")).toHaveLength(1);
  });

  test("another browser signing up an address already on the list gets the new-signup answer without a code; the inbox gets the e-mail", async () => {
    const owner = await signUp("rania@example.ae");
    mockedRequest.cookies.clear();
    mockedRequest.clientAddress = freshClientAddress();
    const fresh = await signUp("new-reader@example.ae");
    mockedRequest.cookies.clear();
    const stranger = await signUp("Rania@Example.ae");

    // The same shape and words as a new signup; the mailbox's code is never shown to whoever typed the address.
    const { code: freshCode, ...freshAnswer } = fresh;
    expect(freshCode).toMatch(WELCOME_CODE_PATTERN);
    expect(stranger).toEqual({ ...freshAnswer, code: null });
    expect(freshAnswer).toEqual({ ok: true, outcome: "subscribed", message: "Welcome to Matcha Glow! 🌱", fieldErrors: {}, values: {} });
    expect(JSON.stringify(stranger)).not.toContain(owner.code!);
    expect(await subscribersNamed("rania@example.ae")).toHaveLength(1);

    // She has not confirmed yet, so her inbox gets the welcome (code and confirmation link) once more.
    const mails = smtp.received.filter((mail) => mail.envelopeTo.includes("rania@example.ae"));
    expect(mails.map((mail) => mail.parsed.subject)).toEqual([welcomeMailMessages.en.subject, welcomeMailMessages.en.subject]);
    expect(mails[1]!.parsed.text).toContain(owner.code!);
    expect(mails[1]!.parsed.text).toContain("/newsletter/confirm?");
  });

  test("plus variants of one Gmail inbox are one subscriber with one code", async () => {
    const first = await signUp("Shopper.Farm+a1@gmail.com");
    mockedRequest.cookies.clear();
    const second = await signUp("shopperfarm+a2@googlemail.com");
    mockedRequest.cookies.clear();
    const third = await signUp("shopper.farm@gmail.com");
    expect([first, second, third].map((state) => state.outcome)).toEqual(["subscribed", "subscribed", "subscribed"]);
    // Only the first signup of the inbox shows its code; the variants are repeats.
    expect(first.code).toMatch(WELCOME_CODE_PATTERN);
    expect([second.code, third.code]).toEqual([null, null]);
    const rows = await db().select().from(newsletterSubscribers).where(eq(newsletterSubscribers.mailbox, "shopperfarm@gmail.com"));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.email).toBe("shopper.farm+a1@gmail.com");
    expect(await db().select().from(discountCodes).where(eq(discountCodes.subscriberId, rows[0]!.id))).toHaveLength(1);
  });

  test("two simultaneous signups of one address store one subscriber and one code, shown to one of them only", async () => {
    const results = await Promise.all([signUp("noor@example.ae"), signUp("Noor@example.ae")]);
    const rows = await subscribersNamed("noor@example.ae");
    expect(rows).toHaveLength(1);
    const codes = await db().select().from(discountCodes).where(eq(discountCodes.subscriberId, rows[0]!.id));
    expect(codes).toHaveLength(1);
    expect(results.map((state) => state.code).sort()).toEqual([codes[0]!.code, null].sort());
    expect(results.some((state) => state.outcome === "subscribed")).toBe(true);
  });

  test.each([
    ["layla@mailinator.com", "Disposable email addresses are not allowed"],
    ["testing@gmail.com", "Please use a real email address"],
    ["layla@a.b", "Please enter a valid email domain"],
    ["not-an-address", "Please enter a valid email address"],
    ["", "Email is required"],
  ])("a form posted straight to the server with %j is refused with '%s' and stores nothing", async (email, message) => {
    const state = await signUp(email);
    expect(state).toMatchObject({ ok: false, outcome: "invalid", fieldErrors: { email: message }, code: null, values: { email } });
    expect(await subscribersNamed(email.toLowerCase())).toHaveLength(0);
  });

  test("a request that is not form data is refused like an empty form", async () => {
    const state = asShown(await subscribeToNewsletterAction(null, "email=layla@example.ae" as unknown as FormData));
    expect(state).toMatchObject({ outcome: "invalid", fieldErrors: { email: "Email is required" } });
  });

  test("one client gets 5 signups in 10 minutes whatever X-Forwarded-For says; another client is not affected", async () => {
    const outcomes = [];
    for (let attempt = 0; attempt < 5; attempt += 1) outcomes.push((await signUp(`reader${attempt}@example.org`)).outcome);
    expect(outcomes).toEqual(Array(5).fill("subscribed"));
    const refused = await signUp("reader-late@example.org");
    expect(refused).toMatchObject({ outcome: "throttled", message: "Too many requests. Please wait a moment.", code: null });
    expect(await subscribersNamed("reader-late@example.org")).toHaveLength(0);
    mockedRequest.clientAddress = "192.0.2.200";
    expect((await signUp("reader-late@example.org")).outcome).toBe("subscribed");
  });

  test("the welcome e-mail with the code is queued once per subscriber and delivered over SMTP", async () => {
    const state = await signUp("salma@example.ae");
    const outbox = await db().select().from(outboxEmails).where(eq(outboxEmails.toAddress, "salma@example.ae"));
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({ kind: "newsletter_welcome", status: "sent", dedupeKey: expect.stringMatching(/^newsletter_welcome:/) });
    expect(outbox[0]!.textBody).toContain(state.code!);

    const delivered = smtp.received.filter((mail) => mail.envelopeTo.includes("salma@example.ae"));
    expect(delivered).toHaveLength(1);
    expect(delivered[0]!.parsed.subject).toBe("Welcome to Matcha Glow! 🌱 Your 15% off code");
    expect(delivered[0]!.parsed.text).toContain(state.code!);
    expect(delivered[0]!.parsed.html).toContain(state.code!);

    // A repeat sends the reminder (once a day at most), never a second welcome.
    await signUp("SALMA@example.ae");
    await signUp("salma@example.ae");
    const kinds = (await db().select().from(outboxEmails).where(eq(outboxEmails.toAddress, "salma@example.ae"))).map((mail) => mail.kind);
    expect(kinds.sort()).toEqual(["newsletter_reminder", "newsletter_welcome"]);
  });

  test("issuing the welcome code again for a subscriber returns the same code", async () => {
    const state = await signUp("huda@example.ae");
    const [subscriber] = await subscribersNamed("huda@example.ae");
    expect(await issueWelcomeCode(db(), subscriber!.id)).toBe(state.code);
    expect(await db().select().from(discountCodes).where(eq(discountCodes.subscriberId, subscriber!.id))).toHaveLength(1);
  });

  describe("with a marketing provider configured", () => {
    beforeEach(() => {
      mockEnv.NEWSLETTER_PROVIDER_URL = `http://127.0.0.1:${(providerServer.address() as AddressInfo).port}/subscribe`;
      mockEnv.NEWSLETTER_PROVIDER_LIST_ID = "LIST42";
    });

    test("a signup is not forwarded, even with the provider down: only a confirmed inbox reaches its list", async () => {
      providerReply = { status: 500, body: "down" };
      const state = await signUp("Mariam@Example.ae");
      expect(state).toMatchObject({ ok: true, outcome: "subscribed", code: expect.stringMatching(WELCOME_CODE_PATTERN) });
      expect(providerCalls).toHaveLength(0);
      expect(await subscribersNamed("mariam@example.ae")).toHaveLength(1);
    });
  });
});

describe("a signup from the Arabic shop", () => {
  const signUpInArabic = (email: string) => {
    const formData = new FormData();
    formData.set("email", email);
    formData.set("source", "popup");
    formData.set("locale", "ar");
    return subscribeToNewsletterAction(null, formData).then(asShown);
  };

  test("is answered in Arabic, remembers its locale and gets the Arabic right-to-left welcome e-mail", async () => {
    const state = await signUpInArabic("mariam.arabic@example.ae");
    expect(state).toMatchObject({ ok: true, outcome: "subscribed", message: newsletterMessages.ar.outcome.success.title });
    const [subscriber] = await subscribersNamed("mariam.arabic@example.ae");
    expect(subscriber).toMatchObject({ locale: "ar" });

    const [mail] = smtp.received.filter((received) => received.envelopeTo.includes("mariam.arabic@example.ae"));
    expect(mail!.parsed.subject).toBe(welcomeMailMessages.ar.subject);
    expect(String(mail!.parsed.html)).toMatch(/<html lang="ar" dir="rtl">/);
    expect(mail!.parsed.text).toContain(state.code!);
    expect(mail!.parsed.text).toContain("/ar/collection");
  });

  test("a refused address is refused in Arabic", async () => {
    const state = await signUpInArabic("layla@mailinator.com");
    expect(state).toMatchObject({ ok: false, outcome: "invalid", fieldErrors: { email: newsletterMessages.ar.rules.disposable } });
  });
});

