import { eq } from "drizzle-orm";

import { outboxEmails } from "@/lib/db/schema";
import { deliverDueMail, enqueueMail, releaseClaimsMadeBefore, requeueMail } from "@/lib/mail/outbox";
import { createSmtpTransport, type MailTransport } from "@/lib/mail/transport";
import { startSmtpTestServer } from "@/tests/support/smtp-test-server";
import { createTestDb, type TestDb } from "@/tests/support/test-db";

let testDb: TestDb;
let smtp: Awaited<ReturnType<typeof startSmtpTestServer>>;
let failing = false;
let refusal = "mailbox busy";

beforeAll(async () => {
  testDb = await createTestDb();
  smtp = await startSmtpTestServer({ failWith: () => (failing ? refusal : null) });
});
afterAll(async () => {
  await smtp.close();
  await testDb.close();
});
beforeEach(() => {
  failing = false;
  refusal = "mailbox busy";
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

describe("the outbox never writes to an erased customer's placeholder", () => {
  test.each(["deleted-0123456789abcdef@anonymised.invalid", "DELETED-0123@Anonymised.INVALID", "x@phone.invalid"])("%s gets no message", async (to) => {
    const log = jest.spyOn(console, "info").mockImplementation(() => {});
    expect(await enqueueMail(testDb.db, { ...message, kind: "shipping_notice", to })).toBeNull();
    expect(await testDb.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, to))).toEqual([]);
    log.mockRestore();
  });
});

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

describe("a failed delivery is logged as one JSON line an owner can search", () => {
  test("the line names the message and the server's answer, with the recipient's address removed", async () => {
    const id = await enqueueMail(testDb.db, { ...message, dedupeKey: "contact:log-line" });
    refusal = "mailbox inbox@matchaglow.ae is over quota";
    await refuseDelivery(createSmtpTransport(smtp.url, "Matcha Glow <hello@matchaglow.ae>"), id!);
    const lines = (console.error as jest.Mock).mock.calls.map((call) => String(call[0]));
    (console.error as jest.Mock).mockRestore();

    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0]!) as Record<string, unknown>;
    expect(line).toMatchObject({ level: "error", message: `[mail] delivery of contact ${id} failed (attempt 1)` });
    expect(String(line.error)).toContain("is over quota");
    expect(lines[0]).not.toContain("inbox@matchaglow.ae");
  });
});

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
    ["a line break and a header in the name", { toName: "Layla\r\nBcc: victim@example.com" }, { name: "Layla Bcc: victim@example.com" }],
    ["a line break and a header in the subject", { subject: "Hello\nBcc: victim@example.com" }, { subject: "Hello Bcc: victim@example.com" }],
    ["control characters and Unicode separators in the name", { toName: "\u0000Lay\u0007la\u2028\u2029 \t Haddad\u001b" }, { name: "Lay la Haddad" }],
    ["a 500-character name", { toName: "L".repeat(500) }, { name: `${"L".repeat(119)}…` }],
    ["a name of nothing but control characters", { toName: "\r\n\u0007" }, { name: "" }],
    ["a 300-character subject", { subject: "S".repeat(300) }, { subject: `${"S".repeat(199)}…` }],
  ])("cleans %s and delivers the message to its address alone", async (_label, change, expected) => {
    const id = (await enqueueMail(testDb.db, { ...message, ...change }))!;
    expect(await rowOf(id)).toMatchObject({ status: "pending", lastError: null });
    const transport = createSmtpTransport(smtp.url, "hello@matchaglow.ae");
    expect(await deliverDueMail(testDb.db, transport, { ids: [id] })).toEqual({ sent: 1, failed: 0 });

    const [mail] = smtp.received;
    expect(mail!.envelopeTo).toEqual(["inbox@matchaglow.ae"]);
    expect(mail!.parsed.headers.has("bcc")).toBe(false);
    const to = Array.isArray(mail!.parsed.to) ? mail!.parsed.to[0] : mail!.parsed.to;
    expect(to?.value).toEqual([{ address: "inbox@matchaglow.ae", name: "name" in expected ? expected.name : message.toName }]);
    expect(mail!.parsed.subject).toBe("subject" in expected ? expected.subject : message.subject);
  });

  test("a message stored before the cleaning existed is cleaned as it goes out", async () => {
    const [row] = await testDb.db
      .insert(outboxEmails)
      .values({ kind: "account_confirm", toAddress: "layla@example.ae", toName: "Layla\r\nBcc: victim@example.com", subject: "Confirm", textBody: "Please confirm." })
      .returning({ id: outboxEmails.id });
    const transport = createSmtpTransport(smtp.url, "hello@matchaglow.ae");
    expect(await deliverDueMail(testDb.db, transport, { ids: [row!.id] })).toEqual({ sent: 1, failed: 0 });
    expect(smtp.received.map((mail) => mail.envelopeTo)).toEqual([["layla@example.ae"]]);
  });

  test.each([
    ["a line break in the address", { to: "layla@example.ae\r\nBcc: victim@example.com" }, "to:"],
    ["a line break in the reply-to", { replyTo: "layla@example.ae\nBcc: victim@example.com" }, "replyTo:"],
    ["an address that is not one", { to: "not-an-address" }, "to:"],
    ["an empty body", { text: "" }, "text:"],
    ["an unknown kind", { kind: "Contact Form!" }, "kind:"],
  ])("keeps a message it cannot send (%s) in the outbox as failed with the reason, and a retry fails again visibly", async (_label, change, reason) => {
    const errors = jest.spyOn(console, "error").mockImplementation(() => {});
    const id = (await enqueueMail(testDb.db, { ...message, ...change }))!;
    expect(id).toEqual(expect.any(String));
    const refused = await rowOf(id);
    expect(refused).toMatchObject({ status: "failed", attempts: 0, lastError: expect.stringContaining(`Refused before sending: ${reason}`) });
    expect(errors).toHaveBeenCalledWith(expect.stringContaining("refused"));

    const transport = createSmtpTransport(smtp.url, "hello@matchaglow.ae");
    // A sweep leaves it alone: failed is not due.
    expect(await deliverDueMail(testDb.db, transport, { ids: [id] })).toEqual({ sent: 0, failed: 0 });
    // The back office's Retry: checked again, refused again, failed again with the same reason.
    expect(await requeueMail(testDb.db, id)).toBe(true);
    expect(await deliverDueMail(testDb.db, transport, { ids: [id] })).toEqual({ sent: 0, failed: 1 });
    expect(await rowOf(id)).toMatchObject({ status: "failed", attempts: 1, lastError: refused.lastError });
    expect(smtp.received).toHaveLength(0);
  });

  test("a refused message goes out once its cause is fixed and it is retried", async () => {
    jest.spyOn(console, "error").mockImplementation(() => {});
    const id = (await enqueueMail(testDb.db, { ...message, to: "layla@example" }))!;
    expect((await rowOf(id)).status).toBe("failed");
    await testDb.db.update(outboxEmails).set({ toAddress: "layla@example.ae" }).where(eq(outboxEmails.id, id));
    expect(await requeueMail(testDb.db, id)).toBe(true);
    const transport = createSmtpTransport(smtp.url, "hello@matchaglow.ae");
    expect(await deliverDueMail(testDb.db, transport, { ids: [id] })).toEqual({ sent: 1, failed: 0 });
    expect(smtp.received.map((mail) => mail.envelopeTo)).toEqual([["layla@example.ae"]]);
  });

  test("a refused message keeps its dedupe key: the same request again adds no second copy", async () => {
    jest.spyOn(console, "error").mockImplementation(() => {});
    const id = await enqueueMail(testDb.db, { ...message, to: "not-an-address", dedupeKey: "order_confirmation:refused" });
    expect(await rowOf(id!)).toMatchObject({ status: "failed", dedupeKey: "order_confirmation:refused" });
    expect(await enqueueMail(testDb.db, { ...message, to: "not-an-address", dedupeKey: "order_confirmation:refused" })).toBeNull();
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
