import { eq } from "drizzle-orm";

import { merchant } from "@/content/merchant";
import { auditLog, invoices, orders, outboxEmails } from "@/lib/db/schema";
import { takeDocumentNumber } from "@/lib/invoices/numbering";
import { resendInvoice } from "@/lib/invoices/resend-invoice";
import { deliverDueMail } from "@/lib/mail/outbox";
import type { MailEnvelope } from "@/lib/mail/message";
import { advanceCodOrder } from "@/lib/orders/advance-cod-order";
import { fulfilLocalOrder } from "@/lib/orders/fulfil-local-order";
import { placeCashOnDeliveryOrder } from "@/lib/orders/place-cash-on-delivery-order";
import { orderVat, toFils } from "@/lib/tax/vat";
import { cashOnDeliverySchema } from "@/lib/validations/checkout";
import { placeLocalOrder, testAdmin } from "@/tests/support/admin-fixtures";
import { deliveryDetails } from "@/tests/support/delivery-details";
import { pdfTextOf } from "@/tests/support/pdf-text-of";
import { openLocalShopForFile } from "@/tests/unit/support/local-shop";

const { db, shop } = openLocalShopForFile();
const cleanser = "gid://shopify/ProductVariant/4801000000003";
const mask = "gid://shopify/ProductVariant/4801000000001";

let shoppers = 0;
async function newOrder() {
  shoppers += 1;
  return placeLocalOrder(db(), { fullName: "Layla Haddad", email: `invoice.shopper${shoppers}@example.ae` });
}
const documentsOf = (orderId: string) => db().select().from(invoices).where(eq(invoices.orderId, orderId)).orderBy(invoices.number);
const numbersIn = (rows: { number: string }[]) => rows.map((row) => row.number).sort();

describe("tax invoices", () => {
  test("placing an order issues its invoice, VAT per line from lib/tax/vat.ts, and the confirmation e-mail carries its PDF", async () => {
    const cart = await shop().createCart([
      { merchandiseId: cleanser, quantity: 2 },
      { merchandiseId: mask, quantity: 1 },
    ]);
    const placed = await placeCashOnDeliveryOrder(db(), { cartId: cart.id, customer: cashOnDeliverySchema.parse(deliveryDetails) });
    if (!placed.ok) throw new Error(placed.reason);

    const [invoice] = await documentsOf(placed.order.id);
    const { snapshot } = invoice!;
    const expected = orderVat({ lineFils: snapshot.lines.map((line) => line.grossFils), discountFils: 0, shippingFils: snapshot.shipping.grossFils, ratePercent: merchant.vatRatePercent });
    expect(invoice).toMatchObject({ kind: "invoice", number: expect.stringMatching(/^INV-\d{6}$/), totalFils: expected.totalFils, vatFils: expected.vatFils });
    expect(snapshot.lines.map((line) => line.vatFils)).toEqual(expected.lines.map((line) => line.vatFils));
    expect(snapshot).toMatchObject({ orderNumber: placed.order.orderNumber, merchant: { trn: merchant.trn, legalName: merchant.legalName }, customer: { name: deliveryDetails.fullName } });
    expect(snapshot.lines[0]!.title.ar).not.toBe(snapshot.lines[0]!.title.en);

    const [mail] = await db().select().from(outboxEmails).where(eq(outboxEmails.id, placed.mailId!));
    expect(mail!.attachments).toEqual([{ kind: "invoice_pdf", documentId: invoice!.id }]);
    expect(mail!.textBody).toContain(`/invoice?document=${invoice!.publicToken}`);
  });

  test("20 orders placed at once get unique invoice numbers with no gap", async () => {
    const before = numbersIn(await db().select({ number: invoices.number }).from(invoices)).length;
    const placed = await Promise.all(Array.from({ length: 20 }, () => newOrder()));
    const issued = await db().select({ number: invoices.number, orderId: invoices.orderId }).from(invoices).where(eq(invoices.kind, "invoice"));
    const sequence = issued.map((row) => Number(row.number.slice(4))).sort((a, b) => a - b);
    expect(sequence).toEqual(Array.from({ length: before + 20 }, (_, index) => index + 1));
    expect(new Set(issued.map((row) => row.number)).size).toBe(issued.length);
    expect(placed.every((order) => issued.some((row) => row.orderId === order.id))).toBe(true);
  });

  test("a transaction that rolls back gives its number back: the next document takes it", async () => {
    const taken = await db()
      .transaction(async (tx) => {
        await takeDocumentNumber(tx, "credit_note");
        throw new Error("the order failed after numbering");
      })
      .catch(() => "rolled back");
    expect(taken).toBe("rolled back");
    const next = await db().transaction((tx) => takeDocumentNumber(tx, "credit_note"));
    const again = await db().transaction((tx) => takeDocumentNumber(tx, "credit_note"));
    expect(Number(again.slice(3))).toBe(Number(next.slice(3)) + 1);
    expect(next).toMatch(/^CN-\d{6}$/);
  });
});

describe("credit notes", () => {
  test.each(["cancel", "refuse"] as const)("%s issues a credit note that names the invoice, with its own number, once", async (step) => {
    const order = await newOrder();
    if (step === "refuse") {
      await advanceCodOrder(db(), testAdmin, { step: "confirm", orderId: order.id });
      await fulfilLocalOrder(db(), testAdmin, { orderId: order.id, trackingCompany: "Aramex", trackingNumber: "AX1", trackingUrl: "" });
    }
    const result = await advanceCodOrder(db(), testAdmin, step === "cancel" ? { step, orderId: order.id, reason: "Asked by phone." } : { step, orderId: order.id });
    expect(result.ok).toBe(true);

    const [creditNote, invoice] = await documentsOf(order.id);
    expect(invoice!.kind).toBe("invoice");
    expect(creditNote).toMatchObject({ kind: "credit_note", number: expect.stringMatching(/^CN-\d{6}$/), creditsInvoiceId: invoice!.id, totalFils: invoice!.totalFils, vatFils: invoice!.vatFils });
    expect(creditNote!.snapshot).toMatchObject({ kind: "credit_note", creditsInvoiceNumber: invoice!.number, lines: invoice!.snapshot.lines });
    // A second cancellation is refused by the lifecycle; the document count stays.
    await advanceCodOrder(db(), testAdmin, { step: "cancel", orderId: order.id, reason: "again" });
    expect(await documentsOf(order.id)).toHaveLength(2);
  });
});

describe("sending the PDF", () => {
  test("the outbox attaches the invoice PDF with every required field, and a retry sends the same bytes", async () => {
    const order = await newOrder();
    const [invoice] = await documentsOf(order.id);
    const [queued] = await db().select({ id: outboxEmails.id }).from(outboxEmails).where(eq(outboxEmails.toAddress, `invoice.shopper${shoppers}@example.ae`));
    const ids = [queued!.id];
    const attempts: MailEnvelope[] = [];
    // The first attempt is refused by the mail server, as a busy one does; the retry goes through.
    await deliverDueMail(db(), { send: (message) => (attempts.push(message), Promise.reject(new Error("421 try later"))) }, { ids });
    await db().update(outboxEmails).set({ nextAttemptAt: new Date(0) }).where(eq(outboxEmails.id, queued!.id));
    await deliverDueMail(db(), { send: async (message) => void attempts.push(message) }, { ids });

    const confirmations = attempts.filter((message) => message.attachments?.[0]?.filename === `${invoice!.number}.pdf`);
    expect(confirmations).toHaveLength(2);
    const [first, retry] = confirmations.map((message) => Buffer.from(message.attachments![0]!.content));
    expect(retry!.equals(first!)).toBe(true);
    expect(confirmations[0]!.attachments![0]!.contentType).toBe("application/pdf");

    const text = pdfTextOf(first!);
    const vat = `AED ${(invoice!.vatFils / 100).toFixed(2)}`;
    for (const field of ["Tax Invoice", merchant.legalName.en, ...merchant.address.en, merchant.trn!, invoice!.number, "Date of issue", "Clay Mask", `AED ${(invoice!.totalFils / 100).toFixed(2)}`, "VAT amount (AED)", vat]) {
      expect(text).toContain(field);
    }
    expect(toFils(Number(vat.slice(4)))).toBe(invoice!.vatFils);
  });

  test("Re-send queues the document with its PDF and an audit row; an erased shopper's address gets nothing", async () => {
    const order = await newOrder();
    const [invoice] = await documentsOf(order.id);
    // One clock for both clicks: a real double click can straddle a minute boundary, which this test is not about.
    const clickedAt = new Date();
    const result = await resendInvoice(db(), testAdmin, invoice!.id, clickedAt);
    expect(result).toEqual({ ok: true, number: invoice!.number, queued: true });
    const resent = (await db().select().from(outboxEmails).where(eq(outboxEmails.kind, "invoice_resend"))).filter((row) => row.attachments?.[0]?.documentId === invoice!.id);
    expect(resent).toHaveLength(1);
    expect(resent[0]).toMatchObject({ toAddress: `invoice.shopper${shoppers}@example.ae`, subject: expect.stringContaining(invoice!.number) });
    // A double click within the minute queues nothing more.
    expect(await resendInvoice(db(), testAdmin, invoice!.id, clickedAt)).toEqual({
      ok: true,
      number: invoice!.number,
      queued: false,
    });
    const audit = await db().select().from(auditLog).where(eq(auditLog.target, `invoice:${invoice!.id}`));
    expect(audit.map((row) => [row.action, row.actorId])).toContainEqual(["invoice.resent", testAdmin.id]);

    await db().update(orders).set({ email: "deleted-0123456789abcdef@anonymised.invalid" }).where(eq(orders.id, order.id));
    expect(await resendInvoice(db(), testAdmin, invoice!.id)).toEqual({ ok: false, reason: "no_address" });
  });
});
