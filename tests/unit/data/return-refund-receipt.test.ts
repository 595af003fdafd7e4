import { asc, eq } from "drizzle-orm";

import type { Merchant } from "@/content/merchant";
import { invoices, orderItems, orders, outboxEmails } from "@/lib/db/schema";
import { deliverDueMail } from "@/lib/mail/outbox";
import type { MailEnvelope } from "@/lib/mail/message";
import { advanceReturn } from "@/lib/returns/advance-return";
import { refundReturn } from "@/lib/returns/refund-return";
import { requestReturn } from "@/lib/returns/request-return";
import { placeLocalOrder, testAdmin } from "@/tests/support/admin-fixtures";
import { pdfTextOf } from "@/tests/support/pdf-text-of";
import { openTestDatabaseForFile } from "@/tests/unit/support/mocked-request";

// A shop that is not registered for VAT: content/merchant.ts with the registration off for the whole file.
jest.mock("@/content/merchant", () => {
  const actual = jest.requireActual<{ merchant: Merchant }>("@/content/merchant");
  return { ...actual, merchant: { ...actual.merchant, vatRegistered: false } };
});
jest.mock("@/lib/db", () => jest.requireActual("@/tests/unit/support/mocked-request").mockedDbModule);

const db = openTestDatabaseForFile();

describe("a return refunded by a shop that is not registered for VAT", () => {
  test("gets a credit receipt without VAT: no tax title, no VAT figure, no TRN, in the record and in the PDF", async () => {
    const email = "receipt.return@example.ae";
    const order = await placeLocalOrder(db(), { fullName: "Layla Haddad", email }, "en", [
      { merchandiseId: "gid://shopify/ProductVariant/4801000000001", quantity: 2 },
    ]);
    const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
    const collected = Math.round(row!.totalAmount * 100);
    await db()
      .update(orders)
      .set({ lifecycleStage: "delivered", status: "closed", financialStatus: "paid", deliveredAt: new Date(), cashCollectedFils: collected, cashCollectedAt: new Date() })
      .where(eq(orders.id, order.id));
    const [item] = await db().select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.id));
    const asked = await requestReturn(db(), { orderId: order.id, lines: [{ orderItemId: item!.id, quantity: 1 }], reason: "changed_mind", note: null, requestKey: "receipt-return", locale: "en" });
    if (!asked.ok) throw new Error(asked.reason);
    await advanceReturn(db(), testAdmin, { step: "approve", returnId: asked.returnId });
    await advanceReturn(db(), testAdmin, { step: "receive", returnId: asked.returnId, outcomes: ["restock"] });

    const [invoice] = await db().select().from(invoices).where(eq(invoices.orderId, order.id));
    expect(invoice!.snapshot.vatRegistered).toBe(false);
    const unitFils = Math.round(invoice!.snapshot.lines[0]!.grossFils / 2);
    const outcome = await refundReturn(db(), null, testAdmin, { returnId: asked.returnId, method: "cash", reference: "Receipt 12", amountFils: unitFils });
    expect(outcome).toMatchObject({ ok: true, amountFils: unitFils });

    const note = (await db().select().from(invoices).where(eq(invoices.orderId, order.id))).find((entry) => entry.kind === "credit_note")!;
    expect(note).toMatchObject({ totalFils: unitFils, vatFils: 0 });
    expect(note.snapshot.vatRegistered).toBe(false);

    const mail = (await db().select().from(outboxEmails).where(eq(outboxEmails.toAddress, email))).find((entry) => entry.kind === "order_refund")!;
    const sent: MailEnvelope[] = [];
    await deliverDueMail(db(), { send: async (message) => void sent.push(message) }, { ids: [mail.id] });
    const pdf = pdfTextOf(Buffer.from(sent[0]!.attachments![0]!.content));
    expect(pdf).toContain("Credit Note");
    expect(pdf).toContain(note.number);
    expect(pdf).toContain(`Return ${asked.number}`);
    // Says why there is no VAT, and shows neither a VAT column nor a total of VAT, nor a TRN.
    expect(pdf).toContain("The supplier is not registered for VAT; no VAT is charged.");
    for (const absent of ["Tax Credit Note", "VAT 5%", "incl. VAT", "including VAT", "VAT amount", "TRN"]) expect(pdf).not.toContain(absent);
    expect(mail.textBody).not.toMatch(/VAT \d|TRN/);
  });
});
