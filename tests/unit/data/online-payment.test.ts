import { eq, inArray } from "drizzle-orm";

import { readDashboard } from "@/lib/admin/dashboard/read-dashboard";
import { catalogueEntries, invoices, onlinePayments, orders, outboxEmails } from "@/lib/db/schema";
import { expireOverdueOrders } from "@/lib/payments/expire-unpaid-orders";
import { handlePaymentReturn } from "@/lib/payments/handle-payment-return";
import { handlePaymentWebhook } from "@/lib/payments/handle-payment-webhook";
import { placeCashOnDeliveryOrder } from "@/lib/orders/place-cash-on-delivery-order";
import { openPaymentShopForFile, payNowCustomer, webhookRoutes } from "@/tests/unit/support/online-payment-shop";
import { signCheckoutComBody } from "../../support/payments/checkoutcom-server.mjs";

// Confirmation e-mails are flushed after the answer in the app; here they stay in the outbox to be read.
jest.mock("next/server", () => ({ ...jest.requireActual("next/server"), after: jest.fn() }));

const { db, shop, gateways, servers, checkoutCom, orderAtTheGateway, press } = openPaymentShopForFile();
const customer = payNowCustomer;
const routes = webhookRoutes;

const shelf = async () =>
  Object.fromEntries(
    (await db().select({ id: catalogueEntries.id, stock: catalogueEntries.stock }).from(catalogueEntries)).map(
      (row) => [row.id, row.stock],
    ),
  );

const orderRow = async (id: string) => (await db().select().from(orders).where(eq(orders.id, id)))[0]!;
const waitFor = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i += 1) await new Promise((resolve) => setTimeout(resolve, 50));
  expect(check()).toBe(true);
};

describe.each(["checkoutcom", "stripe"] as const)("Pay now with %s", (name) => {
  const returnFrom = (location: string | null) =>
    handlePaymentReturn(db(), gateways[name], new URL(location!).searchParams);

  test("an AED 717 order waits with its stock held and the cart kept, then is paid by the webhook", async () => {
    servers()[name].state.webhookTiming = "before";
    const before = await shelf();
    const { cartId, order, pageUrl } = await orderAtTheGateway(name);
    const waiting = await orderRow(order.id);
    expect(waiting).toMatchObject({ lifecycleStage: "awaiting_payment", paymentMethod: "online", totalAmount: 717 });
    expect(await shop().getCart(cartId)).not.toBeNull();
    expect(await shelf()).not.toEqual(before);

    const location = await press(pageUrl, "approve");
    expect(await orderRow(order.id)).toMatchObject({ lifecycleStage: "placed", financialStatus: "paid" });
    expect((await returnFrom(location)).location).toBe(`/order-confirmation?order=${order.publicToken}`);

    const documents = await db().select().from(invoices).where(eq(invoices.orderId, order.id));
    expect(documents.map((document) => [document.kind, document.totalFils])).toEqual([["invoice", 71_700]]);
    const mails = await db().select().from(outboxEmails).where(eq(outboxEmails.toAddress, customer.email));
    const confirmation = mails.find((mail) => mail.textBody.includes(order.orderNumber) && mail.textBody.includes("paid online"));
    expect(confirmation?.attachments).toEqual([{ kind: "invoice_pdf", documentId: documents[0]!.id }]);
    // Both test pages are paid by card (Stripe reports Apple Pay and Google Pay as card too).
    expect(confirmation?.textBody).toContain("Payment: paid online by card. Nothing is due on delivery.");
    expect(await shop().getCart(cartId)).toBeNull();
    const [payment] = await db().select().from(onlinePayments).where(eq(onlinePayments.orderId, order.id));
    expect(payment).toMatchObject({ status: "captured", capturedFils: 71_700, gateway: name });
  });

  test("the dashboard counts an order awaiting payment nowhere, then as revenue and as paid online", async () => {
    servers()[name].state.webhookTiming = "before";
    const before = await readDashboard(db(), 30);
    const { pageUrl } = await orderAtTheGateway(name);
    const waiting = await readDashboard(db(), 30);
    expect(waiting.today).toEqual(before.today);
    expect(waiting.paidOnlineThisMonth).toEqual(before.paidOnlineThisMonth);

    await press(pageUrl, "approve");
    const paid = await readDashboard(db(), 30);
    expect(paid.today.orders).toBe(before.today.orders + 1);
    expect(paid.today.revenueFils).toBe(before.today.revenueFils + 71_700);
    expect(paid.paidOnlineThisMonth).toEqual({
      orders: before.paidOnlineThisMonth.orders + 1,
      revenueFils: before.paidOnlineThisMonth.revenueFils + 71_700,
    });
    // Not cash: nothing waits with a courier or was collected.
    expect(paid.awaitingCash).toEqual(before.awaitingCash);
    expect(paid.collectedThisMonth).toEqual(before.collectedThisMonth);
  });

  test("the return before the webhook pays once; the webhook after it, and its replay, change nothing", async () => {
    servers()[name].state.webhookTiming = "after";
    const { order, pageUrl } = await orderAtTheGateway(name);
    const delivered = servers()[name].state.webhooks.length;
    await returnFrom(await press(pageUrl, "approve"));
    expect(await orderRow(order.id)).toMatchObject({ financialStatus: "paid" });
    await waitFor(() => servers()[name].state.webhooks.length > delivered);
    const late = servers()[name].state.webhooks.at(-1)!;
    expect(late.status).toBe(200);
    expect(JSON.parse(late.body)).toBeTruthy();
    const replayKey = name === "stripe" ? (JSON.parse(late.body).data.object.id as string) : JSON.parse(late.body).data.id;
    await fetch(`${servers()[name].url}/__test/replay/${replayKey}`, { method: "POST" });
    expect(JSON.parse(servers()[name].state.webhooks.at(-1)!.body)).toEqual(JSON.parse(late.body));
    expect(servers()[name].state.webhooks.at(-1)!.status).toBe(200);
    expect(await db().select().from(invoices).where(eq(invoices.orderId, order.id))).toHaveLength(1);
  });

  test("the return and the webhook arriving at the same moment pay the order once", async () => {
    servers()[name].state.webhookTiming = "none";
    const { order, pageUrl } = await orderAtTheGateway(name);
    const location = await press(pageUrl, "approve");
    const outcomes = await Promise.all([returnFrom(location), returnFrom(location), returnFrom(location)]);
    expect(outcomes.map((outcome) => outcome.location)).toEqual(
      Array(3).fill(`/order-confirmation?order=${order.publicToken}`),
    );
    expect(outcomes.filter((outcome) => outcome.mailIds.length > 0)).toHaveLength(1);
    expect(await db().select().from(invoices).where(eq(invoices.orderId, order.id))).toHaveLength(1);
  });

  test("cancelled at the page: the order ends, its stock returns and the cart can check out again", async () => {
    servers()[name].state.webhookTiming = "none";
    const before = await shelf();
    const { cartId, order, pageUrl } = await orderAtTheGateway(name);
    const back = await returnFrom(await press(pageUrl, "cancel"));
    expect(back.location).toBe("/checkout/delivery?payment=cancelled");
    expect(await orderRow(order.id)).toMatchObject({ lifecycleStage: "expired", checkoutKey: null });
    expect(await shelf()).toEqual(before);
    const again = await placeCashOnDeliveryOrder(db(), { cartId, customer, payOnline: true });
    expect(again.ok && again.order.id !== order.id).toBe(true);
  });

  test("a payment arriving after the order expired is refunded in full and the owner is told", async () => {
    servers()[name].state.webhookTiming = "before";
    const { order, pageUrl } = await orderAtTheGateway(name);
    // Past the 30 minutes (policies.onlinePayment): the sweep gives the stock back.
    expect(await expireOverdueOrders(db(), new Date(Date.now() + 31 * 60_000))).toBeGreaterThanOrEqual(1);
    await press(pageUrl, "approve");
    expect(await orderRow(order.id)).toMatchObject({ lifecycleStage: "expired", financialStatus: "voided" });
    const [payment] = await db().select().from(onlinePayments).where(eq(onlinePayments.orderId, order.id));
    expect(payment).toMatchObject({ status: "refunded_late", capturedFils: 71_700, refundedFils: 71_700 });
    const alerts = await db().select().from(outboxEmails).where(eq(outboxEmails.kind, "payment_alert"));
    expect(alerts.some((mail) => mail.subject.includes(order.orderNumber))).toBe(true);
  });
});

describe("webhooks the shop refuses", () => {
  const post = (name: "checkoutcom" | "stripe", body: string, headers: Record<string, string>) =>
    handlePaymentWebhook(
      new Request(`http://shop.test${routes[name]}`, { method: "POST", body, headers }),
      routes[name],
      gateways[name],
      async () => db(),
    );

  test.each([
    ["checkoutcom", { "cko-signature": "ab".repeat(32) }],
    ["stripe", { "stripe-signature": `t=${Math.floor(Date.now() / 1000)},v1=${"ab".repeat(32)}` }],
    ["checkoutcom", {}],
    ["stripe", {}],
  ] as const)("%s: a forged or missing signature is 401 and changes nothing", async (name, headers) => {
    const answer = await post(name, JSON.stringify({ id: "evt_forged", type: "payment_captured" }), headers);
    expect(answer.status).toBe(401);
  });

  test.each(["", "{", "\u0000\u0001", "[]", '{"id":1}'])("a malformed signed body (%j) is refused, never 500", async (body) => {
    const answer = await post("checkoutcom", body, { "cko-signature": signCheckoutComBody(body, checkoutCom().webhookSecret) });
    expect(answer.status).toBe(401);
  });

  test("a captured payment of the wrong amount is refused and flagged to the owner", async () => {
    checkoutCom().state.webhookTiming = "none";
    const { order } = await orderAtTheGateway("checkoutcom");
    const body = JSON.stringify({
      id: "evt_wrong_amount",
      type: "payment_captured",
      data: { id: "pay_wrongamount0001", amount: 100, currency: "AED", metadata: { order_id: order.id } },
    });
    const answer = await post("checkoutcom", body, { "cko-signature": signCheckoutComBody(body, checkoutCom().webhookSecret) });
    expect(await answer.json()).toEqual({ outcome: "mismatch" });
    expect(await orderRow(order.id)).toMatchObject({ lifecycleStage: "awaiting_payment", financialStatus: "pending" });
    const alerts = await db()
      .select()
      .from(outboxEmails)
      .where(inArray(outboxEmails.kind, ["payment_alert"]));
    expect(alerts.some((mail) => mail.subject.includes(`${order.orderNumber} was paid a different amount`))).toBe(true);
  });
});
