import { eq } from "drizzle-orm";

import { outboxEmails } from "@/lib/db/schema";
import { outgoingMailSchema } from "@/lib/mail/message";
import { deliverDueMail, enqueueMail, releaseClaimsMadeBefore, requeueMail } from "@/lib/mail/outbox";
import { createSmtpTransport, type MailTransport } from "@/lib/mail/transport";
import { startSmtpTestServer } from "@/tests/support/smtp-test-server";
import { createTestDb, type TestDb } from "@/tests/support/test-db";

let testDb: TestDb;
let smtp: Awaited<ReturnType<typeof startSmtpTestServer>>;
let failing = false;

beforeAll(async () => {
  testDb = await createTestDb();
  smtp = await startSmtpTestServer({ failWith: () => (failing ? "mailbox busy" : null) });
});
afterAll(async () => {
  await smtp.close();
  await testDb.close();
});
beforeEach(() => {
  failing = false;
  smtp.received.length = 0;
});

const message = {
  kind: "contact",
  to: "inbox@matchaglow.ae",
  toName: "Matcha Glow",
  replyTo: "layla@example.ae",
  subject: "Question about the clay mask",
  text: "Is it safe for sensitive skin?",
  html: "<p>Is it safe for sensitive skin?</p>",
};

async function rowOf(id: string) {
  const [row] = await testDb.db.select().from(outboxEmails).where(eq(outboxEmails.id, id));
  return row!;
}

/** One delivery attempt of `id` that the SMTP server refuses (`failing` stays on until the test turns it off). */
async function refuseDelivery(transport: MailTransport, id: string) {
  failing = true;
  jest.spyOn(console, "error").mockImplementation(() => {});
  expect(await deliverDueMail(testDb.db, transport, { ids: [id] })).toEqual({ sent: 0, failed: 1 });
}

describe("mail port", () => {
  test("an outbox message reaches the SMTP server with its recipient, reply-to, subject and body", async () => {
    const id = await enqueueMail(testDb.db, { ...message, dedupeKey: "contact:1" });
    const transport = createSmtpTransport(smtp.url, "Matcha Glow <hello@matchaglow.ae>");
    expect(await deliverDueMail(testDb.db, transport, { ids: [id!] })).toEqual({ sent: 1, failed: 0 });

    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail!.envelopeTo).toEqual(["inbox@matchaglow.ae"]);
    expect(mail!.parsed.subject).toBe("Question about the clay mask");
    expect(mail!.parsed.replyTo?.text).toBe("layla@example.ae");
    expect(mail!.parsed.from?.text).toBe('"Matcha Glow" <hello@matchaglow.ae>');
    expect(mail!.parsed.text?.trim()).toBe("Is it safe for sensitive skin?");
    const [row] = await testDb.db.select().from(outboxEmails).where(eq(outboxEmails.id, id!));
    expect(row).toMatchObject({ status: "sent", attempts: 1 });
  });

  test("the same dedupe key is stored once", async () => {
    expect(await enqueueMail(testDb.db, { ...message, dedupeKey: "contact:twice" })).toEqual(expect.any(String));
    expect(await enqueueMail(testDb.db, { ...message, dedupeKey: "contact:twice" })).toBeNull();
  });

  test("a refused delivery stays in the outbox with a back-off, and goes out once retried", async () => {
    const id = (await enqueueMail(testDb.db, { ...message, subject: "Retry me" }))!;
    const transport = createSmtpTransport(smtp.url, "hello@matchaglow.ae");
    await refuseDelivery(transport, id);
    const waiting = await rowOf(id);
    expect(waiting).toMatchObject({ status: "pending", attempts: 1, lastError: expect.stringContaining("mailbox busy") });
    expect(waiting.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 30_000);
    // Not due yet: a sweep leaves it alone.
    expect(await deliverDueMail(testDb.db, transport, { ids: [id] })).toEqual({ sent: 0, failed: 0 });

    failing = false;
    expect(await requeueMail(testDb.db, id)).toBe(true);
    expect(await deliverDueMail(testDb.db, transport, { ids: [id] })).toEqual({ sent: 1, failed: 0 });
    expect(smtp.received.map((mail) => mail.parsed.subject)).toEqual(["Retry me"]);
  });

  test.each([
    ["a line break in the name", { toName: "Layla\r\nBcc: victim@example.com" }],
    ["a line break in the subject", { subject: "Hello\nBcc: victim@example.com" }],
    ["a line break in the address", { to: "layla@example.ae\r\nBcc: victim@example.com" }],
    ["a line break in the reply-to", { replyTo: "layla@example.ae\nBcc: victim@example.com" }],
    ["an address that is not one", { to: "not-an-address" }],
  ])("refuses %s before anything is stored or sent", async (_label, change) => {
    expect(outgoingMailSchema.safeParse({ ...message, ...change }).success).toBe(false);
    await expect(enqueueMail(testDb.db, { ...message, ...change })).rejects.toThrow();
    expect(smtp.received).toHaveLength(0);
  });
});

describe("claims", () => {
  test("a message claimed by a process that died waits for its claim, and goes out at once when the claims are released", async () => {
    const id = (await enqueueMail(testDb.db, { ...message, subject: "Claimed before a crash" }))!;
    // The process is killed between claiming and sending: its SMTP call never comes back.
    const dying: MailTransport = { send: () => new Promise<void>(() => {}) };
    void deliverDueMail(testDb.db, dying, { ids: [id] });
    for (let tries = 0; !(await rowOf(id)).claimedUntil && tries < 100; tries += 1) await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await rowOf(id)).claimedUntil!.getTime()).toBeGreaterThan(Date.now() + 60_000);

    const transport = createSmtpTransport(smtp.url, "hello@matchaglow.ae");
    // Another instance leaves a claimed message alone.
    expect(await deliverDueMail(testDb.db, transport, { ids: [id] })).toEqual({ sent: 0, failed: 0 });
    // A process that started before the claim was made keeps it: the send may still be in flight there.
    expect(await releaseClaimsMadeBefore(testDb.db, new Date(Date.now() - 10_000))).toBe(0);
    expect(await deliverDueMail(testDb.db, transport, { ids: [id] })).toEqual({ sent: 0, failed: 0 });
    // The next run of the only process (the embedded database) drops it.
    expect(await releaseClaimsMadeBefore(testDb.db, new Date())).toBe(1);
    expect(await deliverDueMail(testDb.db, transport, { ids: [id] })).toEqual({ sent: 1, failed: 0 });
    expect(smtp.received.map((mail) => mail.parsed.subject)).toEqual(["Claimed before a crash"]);
    expect(await rowOf(id)).toMatchObject({ status: "sent", claimedUntil: null });
  });

  test("releasing the claims does not hurry a message waiting out its back-off", async () => {
    const id = (await enqueueMail(testDb.db, { ...message, subject: "Backing off" }))!;
    const transport = createSmtpTransport(smtp.url, "hello@matchaglow.ae");
    await refuseDelivery(transport, id);
    expect(await rowOf(id)).toMatchObject({ status: "pending", claimedUntil: null });

    failing = false;
    expect(await releaseClaimsMadeBefore(testDb.db, new Date())).toBe(0);
    expect(await deliverDueMail(testDb.db, transport, { ids: [id] })).toEqual({ sent: 0, failed: 0 });
    expect(smtp.received).toHaveLength(0);
  });
});
