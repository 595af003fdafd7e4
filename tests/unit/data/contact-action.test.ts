import { eq } from "drizzle-orm";

import { sendContactMessageAction } from "@/lib/actions/contact";
import type { ActionResult } from "@/lib/actions/action-result";
import { contactMessages, outboxEmails } from "@/lib/db/schema";
import type { Env } from "@/lib/env";
import { createSmtpTransport, type MailTransport } from "@/lib/mail/transport";
import { startSmtpTestServer } from "@/tests/support/smtp-test-server";
import { withFrozenDate } from "@/tests/unit/support/frozen-date";
import { freshClientAddress } from "@/tests/support/client-address";
import { mockedDatabase, mockedRequest, openTestDatabaseForFile } from "@/tests/unit/support/mocked-request";

jest.mock("@/lib/db", () => jest.requireActual("@/tests/unit/support/mocked-request").mockedDbModule);
jest.mock("next/headers", () => jest.requireActual("@/tests/unit/support/mocked-request").mockedHeadersModule);
jest.mock("@/lib/env", () => ({ env: { ...jest.requireActual<{ env: Env }>("@/lib/env").env, CONTACT_INBOX: "inbox@matchaglow.test" } }));

// lib/mail keeps the configured transport here: SMTP to the test server, or null for "no SMTP_URL".
const mailGlobal = globalThis as typeof globalThis & { matchaGlowMailTransport?: MailTransport | null };
let smtp: Awaited<ReturnType<typeof startSmtpTestServer>>;

const db = openTestDatabaseForFile();
beforeAll(async () => {
  smtp = await startSmtpTestServer();
});
afterAll(() => smtp.close());
beforeEach(() => {
  smtp.received.length = 0;
  mailGlobal.matchaGlowMailTransport = createSmtpTransport(smtp.url, "Matcha Glow <hello@matchaglow.ae>");
  // A fresh address per test: the limit counts across the file.
  mockedRequest.clientAddress = freshClientAddress();
});

const entries = { firstName: "Layla", lastName: "Haddad", email: "Layla@Example.ae", phone: "+971 50 123 4567", subject: "Clay mask for sensitive skin", message: "Is the clay mask gentle enough\nfor sensitive skin?" };

function send(values: Partial<Record<keyof typeof entries, string>>, submissionKey = "form-key-1") {
  const formData = new FormData();
  for (const [name, value] of Object.entries(values)) formData.set(name, value);
  formData.set("submissionKey", submissionKey);
  return sendContactMessageAction(null, formData);
}

/** "sent", or the refusal's code. */
const outcome = (result: ActionResult<unknown>) => (result.ok ? "sent" : result.code);

const storedWithSubject = (subject: string) => db().select().from(contactMessages).where(eq(contactMessages.subject, subject));

describe("sendContactMessageAction", () => {
  test("stores the message and e-mails it to the shop's inbox with the shopper as reply-to", async () => {
    const state = await send(entries);
    expect(state).toEqual({ ok: true, message: "Message sent successfully!" });

    const [row] = await storedWithSubject(entries.subject);
    expect(row).toMatchObject({ firstName: "Layla", lastName: "Haddad", email: "Layla@Example.ae", phone: "+971 50 123 4567", message: entries.message, status: "new" });

    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail!.envelopeTo).toEqual(["inbox@matchaglow.test"]);
    // nodemailer lower-cases the domain part.
    expect(mail!.parsed.replyTo?.text.toLowerCase()).toBe("layla@example.ae");
    expect(mail!.parsed.subject).toBe("Contact form: Clay mask for sensitive skin");
    expect(mail!.parsed.text).toContain("Name: Layla Haddad");
    expect(mail!.parsed.text).toContain("Phone: +971 50 123 4567");
    expect(mail!.parsed.text).toContain("Is the clay mask gentle enough\nfor sensitive skin?");
    const [outbox] = await db().select().from(outboxEmails).where(eq(outboxEmails.dedupeKey, `contact:${row!.id}`));
    expect(outbox).toMatchObject({ kind: "contact", status: "sent" });
  });

  test("a double submit of one form stores one message and sends one e-mail", async () => {
    const subject = "Double submit check";
    const [first, second] = await Promise.all([send({ ...entries, subject }, "same-key"), send({ ...entries, subject }, "same-key")]);
    expect(outcome(first)).toBe("sent");
    expect(outcome(second)).toBe("sent");
    expect(await storedWithSubject(subject)).toHaveLength(1);
    expect(smtp.received).toHaveLength(1);
  });

  test("the same prerendered (empty) key from two shoppers stores two messages", async () => {
    const subject = "Shared page key";
    await send({ ...entries, subject }, "");
    await send({ ...entries, subject, email: "omar@example.ae" }, "");
    expect(await storedWithSubject(subject)).toHaveLength(2);
  });

  test("without SMTP_URL the message is stored and its e-mail waits in the outbox", async () => {
    mailGlobal.matchaGlowMailTransport = null;
    const subject = "Outbox only please";
    expect(outcome(await send({ ...entries, subject }))).toBe("sent");
    const [row] = await storedWithSubject(subject);
    const [outbox] = await db().select().from(outboxEmails).where(eq(outboxEmails.dedupeKey, `contact:${row!.id}`));
    expect(outbox).toMatchObject({ status: "pending", toAddress: "inbox@matchaglow.test", replyTo: "Layla@Example.ae", subject: "Contact form: Outbox only please" });
    expect(smtp.received).toHaveLength(0);
  });

  test("a mail server that refuses still stores the message and answers sent (the e-mail is retried)", async () => {
    mailGlobal.matchaGlowMailTransport = { send: async () => Promise.reject(new Error("connection refused")) };
    const spy = jest.spyOn(console, "error").mockImplementation(() => {});
    const subject = "SMTP is down today";
    expect(outcome(await send({ ...entries, subject }))).toBe("sent");
    const [row] = await storedWithSubject(subject);
    const [outbox] = await db().select().from(outboxEmails).where(eq(outboxEmails.dedupeKey, `contact:${row!.id}`));
    expect(outbox).toMatchObject({ status: "pending", attempts: 1 });
    spy.mockRestore();
  });

  test("invalid entries come back with every message and the typed values; nothing is stored", async () => {
    const typed = { firstName: "L", lastName: "", email: "layla@", phone: "", subject: "Hey", message: "Short" };
    const state = await send(typed);
    expect(outcome(state)).toBe("invalid");
    const refusal = state.ok ? null : state;
    expect(refusal?.fieldErrors).toEqual({
      firstName: "First name must be at least 2 characters",
      lastName: "Last name must be at least 2 characters",
      email: "Please enter a valid email address",
      subject: "Subject must be at least 5 characters",
      message: "Message must be at least 10 characters",
    });
    expect(refusal?.values).toEqual(typed);
    expect(await storedWithSubject("Hey")).toHaveLength(0);
  });

  test("a database failure is the failure state, logged once, with the entries kept", async () => {
    mockedDatabase.failing = true;
    const spy = jest.spyOn(console, "error").mockImplementation(() => {});
    const state = await send(entries);
    expect(state).toMatchObject({ ok: false, code: "unexpected", values: { email: "Layla@Example.ae" } });
    expect(spy).toHaveBeenCalledTimes(1);
    spy.mockRestore();
  });

  test("one client gets 5 messages in 10 minutes, then is asked to wait", async () => {
    await withFrozenDate(async () => {
      const outcomes = [];
      for (let attempt = 0; attempt < 6; attempt += 1) outcomes.push(outcome(await send({ ...entries, subject: `Rate limit ${attempt}` }, `key-${attempt}`)));
      expect(outcomes).toEqual(["sent", "sent", "sent", "sent", "sent", "throttled"]);
      expect(await storedWithSubject("Rate limit 5")).toHaveLength(0);
      mockedRequest.clientAddress = freshClientAddress();
      expect(outcome(await send({ ...entries, subject: "Another client" }))).toBe("sent");
    });
  });
});
