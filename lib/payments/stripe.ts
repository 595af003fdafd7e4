import "server-only";

import Stripe from "stripe";

import type { OnlinePaymentMethod } from "@/content/payment-methods";

import {
  WebhookRejectedError,
  type GatewayEvent,
  type GatewayPayment,
  type GatewayRefund,
  type HostedPaymentRequest,
  type PaymentGateway,
} from "./types";

export type StripeSettings = {
  secretKey: string;
  webhookSecret: string;
  apiBase: string;
  /** PAYMENT_METHODS; lib/env.ts has refused tabby and tamara and required card for Stripe. */
  methods: readonly OnlinePaymentMethod[];
};

/**
 * Stripe Checkout's method types for the owner's list. Apple Pay and Google Pay are wallets of Stripe's `card` type
 * (shown where the device and the dashboard allow), so they add no type of their own.
 */
export function stripeMethodTypes(methods: readonly OnlinePaymentMethod[]): "card"[] {
  return methods.some((method) => method === "card" || method === "apple_pay" || method === "google_pay")
    ? ["card"]
    : [];
}

function reshapeSession(session: Stripe.Checkout.Session): GatewayPayment {
  const intent = session.payment_intent;
  const paymentReference = typeof intent === "string" ? intent : (intent?.id ?? null);
  return {
    orderId: session.client_reference_id ?? session.metadata?.order_id ?? null,
    sessionId: session.id,
    paymentReference,
    // Only "paid" is money; "unpaid" on a complete session is a delayed method still settling.
    status: session.payment_status === "paid" ? "captured" : session.status === "expired" ? "declined" : "pending",
    amountMinor: session.amount_total ?? -1,
    currency: session.currency ?? "",
    // A webhook's session carries the intent as an id only; a session of one method type names it as well.
    method:
      typeof intent === "object" && intent
        ? (intent.payment_method_types[0] ?? null)
        : session.payment_method_types?.length === 1
          ? (session.payment_method_types[0] ?? null)
          : null,
  };
}

const refundOutcomes: Record<string, GatewayRefund["outcome"]> = {
  succeeded: "confirmed",
  failed: "declined",
  canceled: "declined",
};

/** A Stripe refund in the shop's terms; pending and requires_action wait for Stripe's next word. */
function reshapeRefund(refund: Stripe.Refund, chargeIntent?: string | null): GatewayRefund | null {
  const intent = typeof refund.payment_intent === "string" ? refund.payment_intent : refund.payment_intent?.id;
  const paymentReference = intent ?? chargeIntent;
  if (!paymentReference) return null;
  return {
    refundReference: refund.id,
    shopRefundId: refund.metadata?.shop_refund_id ?? null,
    paymentReference,
    amountMinor: refund.amount,
    outcome: refundOutcomes[refund.status ?? ""] ?? "pending",
    declineReason: refund.failure_reason ?? null,
  };
}

const refundEvents = new Set(["refund.created", "refund.updated", "refund.failed"]);

const paidEvents = new Set(["checkout.session.completed", "checkout.session.async_payment_succeeded"]);
const failedEvents = new Set(["checkout.session.expired", "checkout.session.async_payment_failed"]);

/** Stripe Checkout (a full redirect to checkout.stripe.com) through the official `stripe` SDK. */
export function createStripeGateway(settings: StripeSettings): PaymentGateway {
  const base = new URL(settings.apiBase);
  const stripe = new Stripe(settings.secretKey, {
    host: base.hostname,
    port: base.port || (base.protocol === "http:" ? 80 : 443),
    protocol: base.protocol === "http:" ? "http" : "https",
    maxNetworkRetries: 2,
    timeout: 15_000,
  });
  return {
    name: "stripe",
    async startHostedPayment(request: HostedPaymentRequest) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: "payment",
          // A filter on what the account has switched on (the SDK's create parameters no longer take
          // payment_method_types): Stripe offers no method the owner did not list, Link, Klarna and the like included.
          allowed_payment_method_types: stripeMethodTypes(settings.methods),
          // One line for the whole order: the shop has priced it (discount, shipping, VAT included) already.
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: "aed",
                unit_amount: request.amountFils,
                product_data: { name: `Order ${request.orderNumber}` },
              },
            },
          ],
          client_reference_id: request.orderId,
          metadata: { order_id: request.orderId },
          payment_intent_data: { metadata: { order_id: request.orderId } },
          customer_email: request.email,
          // Stripe's page has no Arabic; "auto" follows the browser (docs/payments.md, said on the form too).
          locale: "auto",
          success_url: `${request.returnUrls.success}&session_id={CHECKOUT_SESSION_ID}`,
          cancel_url: request.returnUrls.cancel,
          // Stripe's floor is 30 minutes; a minute past the order's own expiry keeps the page from outliving it long.
          expires_at: Math.max(Math.floor(request.payBy.getTime() / 1000), Math.floor(Date.now() / 1000) + 1800) + 60,
        },
        { idempotencyKey: `hosted-payment-${request.orderId}` },
      );
      if (!session.url) throw new Error("Stripe answered without a Checkout page");
      return { sessionId: session.id, redirectUrl: session.url };
    },
    async readPayment({ sessionId }) {
      const session = await stripe.checkout.sessions.retrieve(sessionId, { expand: ["payment_intent"] });
      return reshapeSession(session);
    },
    async refund({ paymentReference, amountFils, reason, idempotencyKey, shopRefundId }) {
      const refund = await stripe.refunds.create(
        {
          payment_intent: paymentReference,
          amount: amountFils,
          metadata: { shop_refund_id: shopRefundId, reason: reason.slice(0, 200) },
        },
        { idempotencyKey },
      );
      // A card refund usually answers succeeded at once; pending ones wait for refund.updated.
      const outcome = refundOutcomes[refund.status ?? ""] ?? "pending";
      return { refundReference: refund.id, outcome, declineReason: refund.failure_reason ?? null };
    },
    parseWebhook(rawBody, headers): GatewayEvent {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, headers.get("stripe-signature") ?? "", settings.webhookSecret);
      } catch (error) {
        throw new WebhookRejectedError(error instanceof Error ? error.message : "Stripe-Signature does not match");
      }
      if (paidEvents.has(event.type) || failedEvents.has(event.type)) {
        const payment = reshapeSession(event.data.object as Stripe.Checkout.Session);
        return { eventId: event.id, kind: "payment", payment };
      }
      if (refundEvents.has(event.type)) {
        const refund = reshapeRefund(event.data.object as Stripe.Refund);
        return { eventId: event.id, kind: "refund", refunds: refund ? [refund] : [] };
      }
      if (event.type === "charge.refunded") {
        // Its refunds list is included only on older API versions; refund.* events carry each refund otherwise.
        const charge = event.data.object as Stripe.Charge;
        const intent = typeof charge.payment_intent === "string" ? charge.payment_intent : charge.payment_intent?.id;
        const refunds = (charge.refunds?.data ?? []).flatMap((refund) => reshapeRefund(refund, intent) ?? []);
        return { eventId: event.id, kind: "refund", refunds };
      }
      return { eventId: event.id, kind: "ignored", type: event.type };
    },
  };
}
