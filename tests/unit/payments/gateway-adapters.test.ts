import { WebhookRejectedError, type PaymentGateway } from "@/lib/payments/types";
import {
  signCheckoutComBody,
  startCheckoutComServer,
  type CheckoutComServer,
} from "../../support/payments/checkoutcom-server.mjs";
import { startStripeServer, stripeSignatureHeader, type StripeServer } from "../../support/payments/stripe-server.mjs";
import { testGateways } from "../support/test-gateways";

let checkoutCom: CheckoutComServer;
let stripeServer: StripeServer;
const gateways: Record<string, PaymentGateway> = {};

beforeAll(async () => {
  [checkoutCom, stripeServer] = await Promise.all([startCheckoutComServer(), startStripeServer()]);
  Object.assign(gateways, testGateways(checkoutCom, stripeServer));
});
afterAll(() => Promise.all([checkoutCom.close(), stripeServer.close()]));

const request = (locale: "en" | "ar") => ({
  orderId: "7d0c5a3e-4f5b-4e39-9d7c-3a1f0b2c4d5e",
  orderNumber: "#1001",
  amountFils: 71_700,
  currency: "AED" as const,
  email: "shopper@example.com",
  customerName: "Layla Test",
  locale,
  returnUrls: {
    success: "http://shop.test/api/payments/return?order=t&outcome=success",
    cancel: "http://shop.test/api/payments/return?order=t&outcome=cancel",
    failure: "http://shop.test/api/payments/return?order=t&outcome=failure",
  },
  payBy: new Date(Date.now() + 30 * 60_000),
});

/** Presses "Approve" on the fake hosted page and returns where it sends the shopper. */
async function approve(redirectUrl: string): Promise<URL> {
  const answer = await fetch(`${redirectUrl}/approve`, { method: "POST", redirect: "manual" });
  return new URL(answer.headers.get("location") ?? "");
}

describe.each(["checkoutcom", "stripe"])("%s adapter against its test server", (name) => {
  test("a hosted payment approved at the page reads back as captured, for the order's amount in fils", async () => {
    const gateway = gateways[name]!;
    const session = await gateway.startHostedPayment(request("ar"));
    const back = await approve(session.redirectUrl);
    const payment = await gateway.readPayment({
      sessionId: session.sessionId,
      paymentId: back.searchParams.get("cko-payment-id") ?? undefined,
    });
    expect(payment).toMatchObject({
      orderId: request("ar").orderId,
      status: "captured",
      amountMinor: 71_700,
    });
    expect(payment?.currency.toUpperCase()).toBe("AED");
    const refund = await gateway.refund({
      paymentReference: payment!.paymentReference!,
      amountFils: 20_000,
      reason: "one line returned",
      idempotencyKey: `refund-${session.sessionId}`,
      shopRefundId: "8a4b3c2d-1e0f-4a5b-9c8d-7e6f5a4b3c2d",
    });
    expect(refund.refundReference).toBeTruthy();
    // A refund past what is left is the gateway's refusal, not a second refund.
    await expect(
      gateway.refund({
        paymentReference: payment!.paymentReference!,
        amountFils: 60_000,
        reason: "too much",
        idempotencyKey: `refund-2-${session.sessionId}`,
        shopRefundId: "9a4b3c2d-1e0f-4a5b-9c8d-7e6f5a4b3c2d",
      }),
    ).rejects.toThrow();
  });

  test("a webhook with a forged signature is rejected before its body is read", () => {
    const body = JSON.stringify({ id: "evt_1", type: "payment_captured", data: { id: "pay_x" } });
    const headers = new Headers({ "cko-signature": "00".repeat(32), "stripe-signature": "t=1,v1=" + "00".repeat(32) });
    expect(() => gateways[name]!.parseWebhook(body, headers)).toThrow(WebhookRejectedError);
    expect(() => gateways[name]!.parseWebhook("not json", new Headers())).toThrow(WebhookRejectedError);
  });
});

test("Checkout.com's page is asked for Arabic for an Arabic shopper", async () => {
  await gateways.checkoutcom!.startHostedPayment(request("ar"));
  const sessions = [...checkoutCom.state.sessions.values()];
  expect(sessions.at(-1)).toMatchObject({ locale: "ar", amount: 71_700, currency: "AED" });
});

test("Stripe's page is asked to follow the browser's language (it has no Arabic)", async () => {
  await gateways.stripe!.startHostedPayment(request("ar"));
  expect([...stripeServer.state.sessions.values()].at(-1)).toMatchObject({ locale: "auto" });
});

describe("the hosted page is asked for the methods the owner switched on (PAYMENT_METHODS), and no other", () => {
  test.each([
    [["card"], ["card"]],
    [
      ["card", "apple_pay", "google_pay", "tabby", "tamara"],
      ["card", "applepay", "googlepay", "tabby", "tamara"],
    ],
    [
      ["apple_pay", "tabby"],
      ["applepay", "tabby"],
    ],
  ] as const)("Checkout.com %j: allow_payment_methods %j", async (methods, sent) => {
    const gateway = testGateways(checkoutCom, stripeServer, { checkoutcom: [...methods] }).checkoutcom;
    const session = await gateway.startHostedPayment(request("en"));
    expect(checkoutCom.state.sessions.get(session.sessionId)).toMatchObject({ allow_payment_methods: sent });
  });

  test.each([[["card"]], [["card", "apple_pay", "google_pay"]]] as const)(
    "Stripe %j: allowed_payment_method_types card only (Apple Pay and Google Pay are its card wallets)",
    async (methods) => {
      const gateway = testGateways(checkoutCom, stripeServer, { stripe: [...methods] }).stripe;
      const session = await gateway.startHostedPayment(request("en"));
      expect(stripeServer.state.sessions.get(session.sessionId)?.allowed_payment_method_types).toEqual(["card"]);
    },
  );

  test("a method name the hosted page does not know is refused by the test server, as by the gateway", async () => {
    const answer = await fetch(`${checkoutCom.apiBase}/hosted-payments`, {
      method: "POST",
      headers: { authorization: `Bearer ${checkoutCom.secretKey}`, "content-type": "application/json" },
      body: JSON.stringify({
        amount: 100,
        currency: "AED",
        success_url: "http://shop.test/s",
        cancel_url: "http://shop.test/c",
        failure_url: "http://shop.test/f",
        processing_channel_id: "pc_test",
        allow_payment_methods: ["apple_pay"],
      }),
    });
    expect(answer.status).toBe(422);
  });
});

test.each([
  [
    "checkoutcom",
    (body: string) => new Headers({ "cko-signature": signCheckoutComBody(body, checkoutCom.webhookSecret) }),
    {
      id: "evt_a",
      type: "payment_captured",
      data: { id: "pay_a", amount: 100, currency: "AED", metadata: { order_id: "o" } },
    },
  ],
  [
    "stripe",
    (body: string) => new Headers({ "stripe-signature": stripeSignatureHeader(body, stripeServer.webhookSecret) }),
    {
      id: "evt_a",
      object: "event",
      type: "checkout.session.completed",
      data: {
        object: {
          id: "cs_a",
          client_reference_id: "o",
          payment_status: "paid",
          status: "complete",
          amount_total: 100,
          currency: "aed",
          payment_intent: "pi_a",
        },
      },
    },
  ],
] as const)("%s: a correctly signed payment event parses to the order and amount", (name, sign, event) => {
  const body = JSON.stringify(event);
  expect(gateways[name]!.parseWebhook(body, sign(body))).toMatchObject({
    eventId: "evt_a",
    kind: "payment",
    payment: { orderId: "o", status: "captured", amountMinor: 100 },
  });
});
