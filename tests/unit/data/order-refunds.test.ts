import { eq } from "drizzle-orm";

import { policies } from "@/content/policies";

import { invoices, onlinePayments, outboxEmails, paymentRefunds } from "@/lib/db/schema";
import { deliverDueMail } from "@/lib/mail/outbox";
import type { MailEnvelope } from "@/lib/mail/message";
import { refundOnlineOrder, type RefundRequest } from "@/lib/payments/refund-online-order";
import { testAdmin } from "@/tests/support/admin-fixtures";
import { pdfTextOf } from "@/tests/support/pdf-text-of";
import { openPaymentShopForFile, payNowCustomer, type GatewayName } from "@/tests/unit/support/online-payment-shop";

jest.mock("next/server", () => ({ ...jest.requireActual("next/server"), after: jest.fn() }));

const { db, gateways, servers, orderAtTheGateway, press } = openPaymentShopForFile();

/** An AED 717 order (three bundles, free delivery) paid at the gateway's page. */
async function paidOrder(name: GatewayName) {
  servers()[name].state.webhookTiming = "before";
  // The refund's confirmation before its answer: Checkout.com's 202 alone leaves a refund pending
  // (refund-confirmation.test.ts), so these refunds are settled when the call returns.
  servers()[name].state.refundWebhookTiming = "before";
  const { order, pageUrl } = await orderAtTheGateway(name);
  await press(pageUrl, "approve");
  return order;
}

const refund = (name: GatewayName, orderId: string, wanted: RefundRequest["refund"], reason = "Arrived damaged") =>
  refundOnlineOrder(db(), gateways[name], testAdmin, { orderId, refund: wanted, reason, requestKey: crypto.randomUUID() });
const oneBundle = { lines: [{ index: 0, quantity: 1 }], shipping: false };
const documentsOf = (orderId: string) => db().select().from(invoices).where(eq(invoices.orderId, orderId));
const paymentOf = async (orderId: string) =>
  (await db().select().from(onlinePayments).where(eq(onlinePayments.orderId, orderId)))[0]!;

describe.each(["checkoutcom", "stripe"] as const)("the owner refunds an order paid through %s", (name) => {
  test("one unit of a line: the gateway gives back AED 239, a credit note corrects the invoice, the shopper is told", async () => {
    const order = await paidOrder(name);
    const outcome = await refund(name, order.id, oneBundle);
    expect(outcome).toMatchObject({ ok: true, amountFils: 23_900, repeated: false });

    const [invoice, note] = (await documentsOf(order.id)).sort((a, b) => a.kind.localeCompare(b.kind)).reverse();
    expect(invoice!.kind).toBe("invoice");
    expect(note).toMatchObject({ kind: "credit_note", totalFils: 23_900, creditsInvoiceId: invoice!.id });
    expect(note!.vatFils).toBe(Math.round(invoice!.vatFils / 3));
    expect(note!.snapshot).toMatchObject({ creditsInvoiceNumber: invoice!.number, refund: { reason: "Arrived damaged" } });
    expect(note!.snapshot.lines).toHaveLength(1);
    expect(note!.snapshot.lines[0]).toMatchObject({ quantity: 1, netFils: 23_900 });
    expect(await paymentOf(order.id)).toMatchObject({ refundedFils: 23_900, status: "captured" });

    const mail = (await db().select().from(outboxEmails).where(eq(outboxEmails.kind, "order_refund"))).find((row) =>
      row.subject.includes(order.orderNumber),
    );
    expect(mail).toBeDefined();
    const sent: MailEnvelope[] = [];
    await deliverDueMail(db(), { send: async (message) => void sent.push(message) }, { ids: [mail!.id] });
    const envelope = sent.find((message) => message.subject === `Your refund for order ${order.orderNumber}`)!;
    expect(envelope.to).toBe(payNowCustomer.email);
    expect(envelope.text).toContain("AED 239.00");
    expect(envelope.text).toContain(note!.number);
    // When the money shows, in the refund policy's own figures (content/policies.ts), as /returns states them.
    const { card, wallet } = policies.returns.refundDays;
    expect(envelope.text).toContain(`a card usually shows it within ${card.min}-${card.max} days, a wallet within ${wallet.min}-${wallet.max} days`);
    const pdf = pdfTextOf(Buffer.from(envelope.attachments![0]!.content));
    for (const field of ["Tax Credit Note", note!.number, "Corrects invoice", invoice!.number, "Arrived damaged", "AED 239.00"])
      expect(pdf).toContain(field);
  });

  test("the rest later: the credit notes add up to the invoice exactly, then nothing is left", async () => {
    const order = await paidOrder(name);
    expect((await refund(name, order.id, oneBundle)).ok).toBe(true);
    expect(await refund(name, order.id, "everything")).toMatchObject({ ok: true, amountFils: 47_800 });
    const documents = await documentsOf(order.id);
    const [invoice] = documents.filter((document) => document.kind === "invoice");
    const notes = documents.filter((document) => document.kind === "credit_note");
    expect(notes.reduce((sum, note) => sum + note.totalFils, 0)).toBe(invoice!.totalFils);
    expect(notes.reduce((sum, note) => sum + note.vatFils, 0)).toBe(invoice!.vatFils);
    expect(await paymentOf(order.id)).toMatchObject({ capturedFils: 71_700, refundedFils: 71_700 });
    expect(await refund(name, order.id, "everything")).toEqual({ ok: false, reason: "more_than_left" });
    expect(await refund(name, order.id, oneBundle)).toEqual({ ok: false, reason: "more_than_left" });
  });
});

describe("refunds that must not go through twice", () => {
  test("two refunds of the last units at the same moment give back once", async () => {
    const order = await paidOrder("stripe");
    expect((await refund("stripe", order.id, { lines: [{ index: 0, quantity: 2 }], shipping: false })).ok).toBe(true);
    const outcomes = await Promise.all([refund("stripe", order.id, oneBundle), refund("stripe", order.id, oneBundle)]);
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
    expect(outcomes.filter((outcome) => !outcome.ok)).toEqual([{ ok: false, reason: "more_than_left" }]);
    expect(await paymentOf(order.id)).toMatchObject({ refundedFils: 71_700 });
  });

  test("the same form submitted twice is one refund", async () => {
    const order = await paidOrder("checkoutcom");
    const request = { orderId: order.id, refund: oneBundle, reason: "Wrong shade", requestKey: crypto.randomUUID() };
    const first = await refundOnlineOrder(db(), gateways.checkoutcom, testAdmin, request);
    const second = await refundOnlineOrder(db(), gateways.checkoutcom, testAdmin, request);
    expect(first).toMatchObject({ ok: true, repeated: false });
    expect(second).toMatchObject({ ok: true, repeated: true, creditNoteNumber: first.ok ? first.creditNoteNumber : "" });
    expect(await paymentOf(order.id)).toMatchObject({ refundedFils: 23_900 });
  });

  test("a refund the gateway refuses changes nothing, and the same form can be sent again", async () => {
    const order = await paidOrder("stripe");
    const request = { orderId: order.id, refund: oneBundle, reason: "Leaked in transit", requestKey: crypto.randomUUID() };
    const down = { ...gateways.stripe, refund: () => Promise.reject(new Error("503 Service Unavailable")) };
    jest.spyOn(console, "error").mockImplementationOnce(() => {});
    expect(await refundOnlineOrder(db(), down, testAdmin, request)).toEqual({ ok: false, reason: "gateway_refused" });
    expect(await paymentOf(order.id)).toMatchObject({ refundedFils: 0 });
    expect((await documentsOf(order.id)).map((document) => document.kind)).toEqual(["invoice"]);
    expect(await refundOnlineOrder(db(), gateways.stripe, testAdmin, request)).toMatchObject({ ok: true, amountFils: 23_900 });
  });

  test("nothing chosen, or an order not paid online, is refused with its reason", async () => {
    const order = await paidOrder("stripe");
    expect(await refund("stripe", order.id, { lines: [], shipping: false })).toEqual({ ok: false, reason: "nothing_chosen" });
    // Free delivery over AED 120: there is no shipping to give back.
    expect(await refund("stripe", order.id, { lines: [], shipping: true })).toEqual({ ok: false, reason: "more_than_left" });
    const waiting = await orderAtTheGateway("stripe");
    expect(await refund("stripe", waiting.order.id, oneBundle)).toEqual({ ok: false, reason: "not_paid" });
    expect(await db().select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, (await paymentOf(order.id)).id))).toEqual([]);
  });
});
