import { eq } from "drizzle-orm";

import { retryOutboxEmailAction } from "@/lib/actions/admin/retry-outbox-email";
import { listUndeliveredMail } from "@/lib/admin/outbox/list-undelivered-mail";
import { getAdminUser } from "@/lib/auth/admin";
import { outboxEmails } from "@/lib/db/schema";
import { enqueueMail } from "@/lib/mail/outbox";
import { auditRows, formDataOf, testAdmin } from "@/tests/support/admin-fixtures";
import { openSmtpServerForFile } from "@/tests/unit/support/mocked-env";
import { openTestDatabaseForFile } from "@/tests/unit/support/mocked-request";

let refusing = false;

jest.mock("@/lib/db", () => jest.requireActual("@/tests/unit/support/mocked-request").mockedDbModule);
jest.mock("@/lib/auth/admin", () => ({ getAdminUser: jest.fn() }));
jest.mock("next/cache", () => ({ revalidatePath: jest.fn(), updateTag: jest.fn(), revalidateTag: jest.fn() }));
jest.mock("@/lib/env", () => jest.requireActual("@/tests/unit/support/mocked-env").mockedEnvModule());

const db = openTestDatabaseForFile();
const smtp = openSmtpServerForFile({ failWith: () => (refusing ? "mailbox unavailable" : null) });
beforeEach(() => {
  refusing = false;
});

/** A message that gave up after its last attempt, as the outbox leaves one. */
async function failedMail(subject: string) {
  const id = (await enqueueMail(db(), { kind: "order_confirmation", to: "layla@example.ae", subject, text: "Thank you for your order." }))!;
  await db().update(outboxEmails).set({ status: "failed", attempts: 8, lastError: "451 mailbox busy" }).where(eq(outboxEmails.id, id));
  return id;
}
const statusOf = async (id: string) => (await db().select().from(outboxEmails).where(eq(outboxEmails.id, id)))[0];
const retry = (id: string) => retryOutboxEmailAction(null, formDataOf({ id }));

describe("outbox retry", () => {
  test("the outbox page lists failed e-mails before waiting ones, and not delivered ones only", async () => {
    const waiting = (await enqueueMail(db(), { kind: "contact", to: "inbox@matchaglow.ae", subject: "Waiting", text: "..." }))!;
    const failed = await failedMail("Failed one");
    const sent = (await enqueueMail(db(), { kind: "contact", to: "inbox@matchaglow.ae", subject: "Sent", text: "..." }))!;
    await db().update(outboxEmails).set({ status: "sent" }).where(eq(outboxEmails.id, sent));
    expect((await listUndeliveredMail(db(), 1)).rows.map((row) => row.id)).toEqual([failed, waiting]);
    await db().delete(outboxEmails);
  });

  test("a visitor who is not an admin cannot retry: nothing is sent or changed", async () => {
    const id = await failedMail("Order #1001 confirmed");
    jest.mocked(getAdminUser).mockResolvedValue(null);
    expect(await retry(id)).toEqual({ ok: false, code: "forbidden", message: "", fieldErrors: {}, values: {} });
    expect(await statusOf(id)).toMatchObject({ status: "failed", attempts: 8 });
    expect(smtp().received).toHaveLength(0);
  });

  test("an admin's retry delivers a failed e-mail to the mail server, once, and is audited", async () => {
    const id = await failedMail("Order #1002 confirmed");
    jest.mocked(getAdminUser).mockResolvedValue(testAdmin);
    expect(await retry(id)).toMatchObject({ ok: true, message: "Delivered." });
    expect(smtp().received.map((mail) => mail.parsed.subject)).toEqual(["Order #1002 confirmed"]);
    expect(await statusOf(id)).toMatchObject({ status: "sent" });
    expect((await auditRows(db())).filter((row) => row.target === `outbox_email:${id}`)).toEqual([
      expect.objectContaining({ action: "outbox_email.retried", actorId: testAdmin.id, actorEmail: testAdmin.email }),
    ]);

    // Retrying a delivered e-mail does not send it again.
    expect(await retry(id)).toMatchObject({ ok: false, message: "This e-mail was already delivered or no longer exists." });
    expect(smtp().received).toHaveLength(1);
  });

  test("when the mail server still refuses, the e-mail waits in the outbox for the next attempt", async () => {
    const id = await failedMail("Order #1003 confirmed");
    jest.mocked(getAdminUser).mockResolvedValue(testAdmin);
    refusing = true;
    jest.spyOn(console, "error").mockImplementation(() => {});
    expect(await retry(id)).toMatchObject({ ok: true, message: "Back in line; it will be delivered as soon as the mail server accepts it." });
    expect(await statusOf(id)).toMatchObject({ status: "failed", lastError: expect.stringContaining("mailbox unavailable") });
    expect((await listUndeliveredMail(db(), 1)).rows.map((row) => row.id)).toContain(id);
  });

  test("an e-mail the mail layer refused is listed as failed with the reason, and a retry says it is still refused", async () => {
    jest.spyOn(console, "error").mockImplementation(() => {});
    const id = (await enqueueMail(db(), { kind: "account_confirm", to: "layla@example", subject: "Confirm your address", text: "Please confirm." }))!;
    const listed = (await listUndeliveredMail(db(), 1)).rows.find((row) => row.id === id);
    expect(listed).toMatchObject({ status: "failed", lastError: expect.stringMatching(/^Refused before sending: to: /) });

    jest.mocked(getAdminUser).mockResolvedValue(testAdmin);
    expect(await retry(id)).toMatchObject({ ok: false, message: expect.stringMatching(/^Still not sent\. Refused before sending: to: .*Fix the cause, then retry\.$/) });
    expect(await statusOf(id)).toMatchObject({ status: "failed", attempts: 1, lastError: listed!.lastError });
    expect(smtp().received).toHaveLength(0);
  });
});
