import { and, eq } from "drizzle-orm";

import {
  gatewayRefundReports,
  invoices,
  onlinePayments,
  outboxEmails,
  paymentRefunds,
  type PaymentRefundRow,
} from "@/lib/db/schema";
import { applyGatewayRefund } from "@/lib/payments/apply-gateway-refund";
import { readOrderRefunds } from "@/lib/payments/read-refunds";
import { refundOnlineOrder } from "@/lib/payments/refund-online-order";
import { testAdmin } from "@/tests/support/admin-fixtures";
import { openPaymentShopForFile, type GatewayName } from "@/tests/unit/support/online-payment-shop";

jest.mock("next/server", () => ({ ...jest.requireActual("next/server"), after: jest.fn() }));

const { db, gateways, servers, orderAtTheGateway, press } = openPaymentShopForFile();

const oneBundle = { lines: [{ index: 0, quantity: 1 }], shipping: false };

async function paidOrder(name: GatewayName) {
  servers()[name].state.webhookTiming = "before";
  const { order, pageUrl } = await orderAtTheGateway(name);
  await press(pageUrl, "approve");
  const [payment] = await db().select().from(onlinePayments).where(eq(onlinePayments.orderId, order.id));
  return { order, payment: payment! };
}

const refund = (name: GatewayName, orderId: string, requestKey: string = crypto.randomUUID()) =>
  refundOnlineOrder(db(), gateways[name], testAdmin, { orderId, refund: oneBundle, reason: "Arrived damaged", requestKey });

const refundsOf = (paymentId: string) =>
  db().select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, paymentId));
const creditNotesOf = (orderId: string) =>
  db()
    .select()
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, "credit_note")));
const mailsAbout = async (kind: string, orderNumber: string) =>
  (await db().select().from(outboxEmails).where(eq(outboxEmails.kind, kind))).filter((mail) =>
    mail.subject.includes(orderNumber),
  );
const paymentRow = async (paymentId: string) =>
  (await db().select().from(onlinePayments).where(eq(onlinePayments.id, paymentId)))[0]!;

/** Waits for the gateway's webhooks (delivered a moment after its answer) to have reached the shop. */
async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let attempt = 0; attempt < 60; attempt += 1) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return read();
}
const settledRow = async (paymentId: string, status: PaymentRefundRow["status"]) =>
  (await eventually(() => refundsOf(paymentId), (rows) => rows.some((row) => row.status === status)))[0]!;

const testServer = (name: GatewayName, path: string, body: Record<string, unknown> = {}) =>
  fetch(`${servers()[name].url}/__test/${path}`, { method: "POST", body: JSON.stringify(body) });

/** Settles a refund the gateway held, as its acquirer would: refunded or declined. */
const settleAtGateway = (name: GatewayName, reference: string, refunded: boolean) =>
  testServer(
    name,
    name === "stripe"
      ? `refunds/${reference}/${refunded ? "succeeded" : "failed"}`
      : `refunds/${reference}/${refunded ? "refunded" : "declined"}`,
  );

function holdRefunds(name: GatewayName) {
  if (name === "stripe") servers().stripe.state.refundStatus = "pending";
  else servers().checkoutcom.state.refundOutcome = "held";
}

afterEach(() => {
  Object.assign(servers().stripe.state, { refundStatus: "succeeded", refundWebhookTiming: "after" });
  Object.assign(servers().checkoutcom.state, {
    refundOutcome: "refunded",
    refundWebhookTiming: "after",
    echoRefundReference: true,
  });
});

test("Checkout.com: a webhook before the answer that the shop cannot match is taken back by the answer", async () => {
  const { order, payment } = await paidOrder("checkoutcom");
  Object.assign(servers().checkoutcom.state, { refundWebhookTiming: "before", echoRefundReference: false });
  const outcome = await refund("checkoutcom", order.id);
  expect(outcome).toMatchObject({ ok: true, status: "refunded", amountFils: 23_900 });
  expect(await refundsOf(payment.id)).toMatchObject([{ status: "refunded" }]);
  expect(await creditNotesOf(order.id)).toHaveLength(1);
  expect(await db().select().from(gatewayRefundReports).where(eq(gatewayRefundReports.paymentId, payment.id))).toEqual([]);
  expect((await readOrderRefunds(db(), payment))!.leftFils).toBe(71_700 - 23_900);
});

describe.each(["checkoutcom", "stripe"] as const)("%s: the gateway's word decides a refund", (name) => {
  test("until the gateway confirms, the refund is pending: held, no credit note, no e-mail; then refunded, with the time", async () => {
    const { order, payment } = await paidOrder(name);
    holdRefunds(name);
    const asked = await refund(name, order.id);
    expect(asked).toMatchObject({ ok: true, status: "pending", amountFils: 23_900, creditNoteNumber: null });
    const [pending] = await refundsOf(payment.id);
    expect(pending).toMatchObject({ status: "pending", confirmedAt: null });
    expect(pending!.refundReference).toMatch(name === "stripe" ? /^re_/ : /^act_/);
    expect(await creditNotesOf(order.id)).toEqual([]);
    expect(await mailsAbout("order_refund", order.orderNumber)).toEqual([]);
    // The hold stands: the owner cannot refund the same money twice while the gateway decides.
    expect((await readOrderRefunds(db(), payment))!.leftFils).toBe(71_700 - 23_900);

    await settleAtGateway(name, pending!.refundReference!, true);
    const refunded = await settledRow(payment.id, "refunded");
    expect(refunded.confirmedAt).toBeInstanceOf(Date);
    const notes = await creditNotesOf(order.id);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ totalFils: 23_900, refundId: refunded.id });
    expect(await mailsAbout("order_refund", order.orderNumber)).toHaveLength(1);
    expect(await paymentRow(payment.id)).toMatchObject({ refundedFils: 23_900 });
    const history = (await readOrderRefunds(db(), payment))!.history;
    expect(history[0]).toMatchObject({ status: "refunded", creditNoteNumber: notes[0]!.number });
  });

  test("a declined refund releases its hold, the owner is told, and it can be tried again", async () => {
    const { order, payment } = await paidOrder(name);
    holdRefunds(name);
    const requestKey = crypto.randomUUID();
    expect(await refund(name, order.id, requestKey)).toMatchObject({ ok: true, status: "pending" });
    const [pending] = await refundsOf(payment.id);
    await settleAtGateway(name, pending!.refundReference!, false);
    const declined = await settledRow(payment.id, "declined");
    expect(declined.declineReason).toBeTruthy();
    expect(await creditNotesOf(order.id)).toEqual([]);
    expect(await paymentRow(payment.id)).toMatchObject({ refundedFils: 0 });
    const alerts = await mailsAbout("payment_alert", order.orderNumber);
    expect(alerts.map((mail) => mail.subject)).toEqual([`Refund declined: order ${order.orderNumber}`]);
    const refunds = (await readOrderRefunds(db(), payment))!;
    expect(refunds.leftFils).toBe(71_700);
    expect(refunds.lines[0]).toMatchObject({ left: 3 });
    expect(refunds.history[0]).toMatchObject({ status: "declined" });

    // The same form again is a new try, and this time the gateway gives the money back.
    Object.assign(servers().stripe.state, { refundStatus: "succeeded" });
    Object.assign(servers().checkoutcom.state, { refundOutcome: "refunded", refundWebhookTiming: "before" });
    expect(await refund(name, order.id, requestKey)).toMatchObject({ ok: true, status: "refunded", amountFils: 23_900 });
    expect(await creditNotesOf(order.id)).toHaveLength(1);
  });

  test("the webhook before the refund's answer: matched by the shop's own refund id, recorded once", async () => {
    const { order, payment } = await paidOrder(name);
    servers().stripe.state.refundWebhookTiming = "before";
    servers().checkoutcom.state.refundWebhookTiming = "before";
    const outcome = await refund(name, order.id);
    expect(outcome).toMatchObject({ ok: true, status: "refunded", amountFils: 23_900 });
    const [row] = await refundsOf(payment.id);
    expect(row).toMatchObject({ status: "refunded" });
    expect(row!.refundReference).toBeTruthy();
    const notes = await creditNotesOf(order.id);
    expect(notes).toHaveLength(1);
    expect(outcome.ok && outcome.creditNoteNumber).toBe(notes[0]!.number);
    expect(await mailsAbout("order_refund", order.orderNumber)).toHaveLength(1);
    expect(await mailsAbout("payment_alert", order.orderNumber)).toEqual([]);
  });

  test("replays and a second report of the same refund change nothing", async () => {
    const { order, payment } = await paidOrder(name);
    await refund(name, order.id);
    const row = await settledRow(payment.id, "refunded");
    const reported = () =>
      servers()[name].state.webhooks.filter((hook) => hook.body.includes(row.refundReference!) && hook.status === 200);
    await eventually(async () => reported().length, (count) => count >= 1);
    // The same signed event again (the gateway's retry), and the same refund in a new event (Stripe's
    // refund.updated after refund.created, say).
    expect((await testServer(name, `replay/${row.refundReference}`)).status).toBe(200);
    const again = await applyGatewayRefund(db(), name, {
      refundReference: row.refundReference!,
      shopRefundId: row.id,
      paymentReference: payment.paymentReference!,
      amountMinor: 23_900,
      outcome: "confirmed",
      declineReason: null,
    });
    expect(again).toEqual({ kind: "settled", mailIds: [] });
    // A late "declined" for a refund already confirmed cannot undo it.
    await applyGatewayRefund(db(), name, {
      refundReference: row.refundReference!,
      shopRefundId: row.id,
      paymentReference: payment.paymentReference!,
      amountMinor: 23_900,
      outcome: "declined",
      declineReason: "late",
    });
    expect(await refundsOf(payment.id)).toMatchObject([{ status: "refunded" }]);
    expect(await creditNotesOf(order.id)).toHaveLength(1);
    expect(await mailsAbout("order_refund", order.orderNumber)).toHaveLength(1);
    expect(await paymentRow(payment.id)).toMatchObject({ refundedFils: 23_900 });
    expect(await mailsAbout("payment_alert", order.orderNumber)).toEqual([]);
    expect(await db().select().from(gatewayRefundReports).where(eq(gatewayRefundReports.paymentId, payment.id))).toEqual([]);
  });

  test("a refund made in the gateway's dashboard is reported to the owner once; no credit note is invented", async () => {
    const { order, payment } = await paidOrder(name);
    const made = await testServer(name, `dashboard-refund/${payment.paymentReference}`, { amount: 10_000 });
    const reference = ((await made.json()) as { id?: string; action_id?: string }).id ?? "";
    const [report] = await eventually(
      () => db().select().from(gatewayRefundReports).where(eq(gatewayRefundReports.paymentId, payment.id)),
      (rows) => rows.length > 0,
    );
    expect(report).toMatchObject({ amountFils: 10_000 });
    if (name === "stripe") expect(report!.refundReference).toBe(reference);
    expect(await creditNotesOf(order.id)).toEqual([]);
    expect(await refundsOf(payment.id)).toEqual([]);
    await testServer(name, `replay/${report!.refundReference}`);
    expect(await db().select().from(gatewayRefundReports).where(eq(gatewayRefundReports.paymentId, payment.id))).toHaveLength(1);
    const alerts = await mailsAbout("payment_alert", order.orderNumber);
    expect(alerts.map((mail) => mail.subject)).toEqual([`Refund made outside the shop: order ${order.orderNumber}`]);
    expect(alerts[0]!.textBody).toContain("AED 100.00");
    // The order page shows it, and what is left to refund through the shop counts it.
    const refunds = (await readOrderRefunds(db(), payment))!;
    expect(refunds.unissued).toMatchObject([{ amountFils: 10_000, refundReference: report!.refundReference }]);
    expect(refunds.leftFils).toBe(71_700 - 10_000);
  });
});

