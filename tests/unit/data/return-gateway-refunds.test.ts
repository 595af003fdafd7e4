import { asc, eq } from "drizzle-orm";

import { invoices, onlinePayments, orderItems, orders, returns } from "@/lib/db/schema";
import { advanceReturn } from "@/lib/returns/advance-return";
import { refundDueFils, refundReturn } from "@/lib/returns/refund-return";
import { refundOnlineOrder } from "@/lib/payments/refund-online-order";
import { readReturnsView } from "@/lib/returns/returns-view";
import { requestReturn } from "@/lib/returns/request-return";
import { testAdmin } from "@/tests/support/admin-fixtures";
import { openPaymentShopForFile } from "@/tests/unit/support/online-payment-shop";

jest.mock("next/server", () => ({ ...jest.requireActual("next/server"), after: jest.fn() }));

const { db, gateways, servers, orderAtTheGateway, press } = openPaymentShopForFile();

/** An order paid by card through Stripe's test server, delivered, with one bundle's return received. */
async function receivedCardReturn() {
  servers().stripe.state.webhookTiming = "before";
  servers().stripe.state.refundWebhookTiming = "before";
  const { order, pageUrl } = await orderAtTheGateway("stripe");
  await press(pageUrl, "approve");
  await db().update(orders).set({ lifecycleStage: "delivered", status: "closed", deliveredAt: new Date() }).where(eq(orders.id, order.id));
  const [item] = await db().select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.id));
  const asked = await requestReturn(db(), { orderId: order.id, lines: [{ orderItemId: item!.id, quantity: 1 }], reason: "damaged_on_arrival", note: null, requestKey: crypto.randomUUID(), locale: "en" });
  if (!asked.ok) throw new Error(asked.reason);
  await advanceReturn(db(), testAdmin, { step: "approve", returnId: asked.returnId });
  await advanceReturn(db(), testAdmin, { step: "receive", returnId: asked.returnId, outcomes: ["restock"] });
  return { ...asked, orderId: order.id };
}
const gatewayRefund = (returnId: string) => refundReturn(db(), gateways.stripe, testAdmin, { returnId, method: "gateway" });

describe("money back for a return of an order paid by card", () => {
  test("the gateway refunds the received unit, the credit note corrects the invoice and the return is refunded", async () => {
    const asked = await receivedCardReturn();
    const [invoice] = await db().select().from(invoices).where(eq(invoices.orderId, asked.orderId));
    const unitFils = Math.round(invoice!.snapshot.lines[0]!.netFils / invoice!.snapshot.lines[0]!.quantity);
    // The owner's form names what the gateway will give back before she presses it.
    expect(await refundDueFils(db(), asked.returnId)).toBe(unitFils);
    const outcome = await gatewayRefund(asked.returnId);
    expect(outcome).toMatchObject({ ok: true, status: "refunded", amountFils: unitFils, creditNoteNumber: expect.stringMatching(/^CN-/) });
    expect((await db().select().from(returns).where(eq(returns.id, asked.returnId)))[0]).toMatchObject({ state: "refunded", refundMethod: "gateway", refundedFils: unitFils });
    expect((await db().select().from(onlinePayments).where(eq(onlinePayments.orderId, asked.orderId)))[0]!.refundedFils).toBe(unitFils);
    // A cash refund cannot be recorded for it, nor a second gateway refund.
    expect(await refundReturn(db(), null, testAdmin, { returnId: asked.returnId, method: "cash", reference: "X", amountFils: 100 })).toMatchObject({ ok: false });
    expect(await gatewayRefund(asked.returnId)).toMatchObject({ ok: false, reason: "not_received" });
  });

  test("two refunds of one return at once give the money back once", async () => {
    const asked = await receivedCardReturn();
    const outcomes = await Promise.all([gatewayRefund(asked.returnId), gatewayRefund(asked.returnId)]);
    expect(outcomes.some((outcome) => outcome.ok)).toBe(true);
    const notes = (await db().select().from(invoices).where(eq(invoices.orderId, asked.orderId))).filter((row) => row.kind === "credit_note");
    expect(notes).toHaveLength(1);
    const [payment] = await db().select().from(onlinePayments).where(eq(onlinePayments.orderId, asked.orderId));
    expect(payment!.refundedFils).toBe(notes[0]!.totalFils);
  });

  test("units refunded from the order page are not returnable again: the form offers the rest, a request for more is refused", async () => {
    servers().stripe.state.webhookTiming = "before";
    servers().stripe.state.refundWebhookTiming = "before";
    const { order, pageUrl } = await orderAtTheGateway("stripe");
    await press(pageUrl, "approve");
    // The owner gave one crushed box back from the order page before the parcel was delivered.
    const refunded = await refundOnlineOrder(db(), gateways.stripe, testAdmin, { orderId: order.id, refund: { lines: [{ index: 0, quantity: 1 }], shipping: false }, reason: "One box crushed", requestKey: crypto.randomUUID() });
    expect(refunded.ok).toBe(true);
    await db().update(orders).set({ lifecycleStage: "delivered", status: "closed", deliveredAt: new Date() }).where(eq(orders.id, order.id));
    const items = await db().select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.id));
    expect((await readReturnsView(db(), { id: order.id, source: "local", lifecycleStage: "delivered", deliveredAt: new Date() }, items))?.open?.lines).toEqual([expect.objectContaining({ left: 2 })]);
    const ask = (quantity: number) => requestReturn(db(), { orderId: order.id, lines: [{ orderItemId: items[0]!.id, quantity }], reason: "changed_mind", note: null, requestKey: crypto.randomUUID(), locale: "en" });
    expect(await ask(3)).toEqual({ ok: false, reason: "more_than_left" });
    expect((await ask(2)).ok).toBe(true);
  });
});
