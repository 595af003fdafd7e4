import "server-only";

import { createHmac, timingSafeEqual } from "node:crypto";
import { Checkout } from "checkout-sdk-node";

import type { OnlinePaymentMethod } from "@/content/payment-methods";

import {
  WebhookRejectedError,
  type GatewayEvent,
  type GatewayPayment,
  type GatewayRefund,
  type HostedPaymentRequest,
  type PaymentGateway,
} from "./types";

export type CheckoutComSettings = {
  secretKey: string;
  processingChannelId: string;
  webhookSecret: string;
  apiBase: string;
  /** PAYMENT_METHODS: what the owner switched on at Checkout.com. */
  methods: readonly OnlinePaymentMethod[];
};

/** The Hosted Payments Page's names for the shop's methods (its `allow_payment_methods` field). */
const hostedPageMethod: Record<OnlinePaymentMethod, string> = {
  card: "card",
  apple_pay: "applepay",
  google_pay: "googlepay",
  tabby: "tabby",
  tamara: "tamara",
};

export const checkoutComAllowedMethods = (methods: readonly OnlinePaymentMethod[]) =>
  methods.map((method) => hostedPageMethod[method]);

type CkoPayment = {
  id?: string;
  status?: string;
  amount?: number;
  currency?: string;
  reference?: string;
  metadata?: { order_id?: string; hpp_id?: string; shop_refund_id?: string };
  response_summary?: string;
  source?: { type?: string };
};

// Checkout.com's payment statuses (GET /payments/{id}); Authorized is not money yet: the HPP captures automatically.
const capturedStatuses = new Set(["Captured", "Partially Refunded", "Refunded"]);
const declinedStatuses = new Set(["Declined", "Canceled", "Expired", "Voided"]);

function reshapePayment(payment: CkoPayment, sessionId: string | null): GatewayPayment {
  const status = payment.status ?? "";
  return {
    orderId: payment.metadata?.order_id ?? null,
    sessionId: sessionId ?? payment.metadata?.hpp_id ?? null,
    paymentReference: payment.id ?? null,
    status: capturedStatuses.has(status) ? "captured" : declinedStatuses.has(status) ? "declined" : "pending",
    amountMinor: typeof payment.amount === "number" ? payment.amount : -1,
    currency: payment.currency ?? "",
    method: payment.source?.type ?? null,
  };
}

/** The signature is HMAC-SHA256 of the raw body with the webhook's secret key, hex, in Cko-Signature. */
function hasValidSignature(rawBody: string, signature: string | null, secret: string): boolean {
  if (!signature) return false;
  const expected = createHmac("sha256", secret).update(rawBody, "utf8").digest();
  const given = Buffer.from(signature, "hex");
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const paymentEvents = new Set(["payment_captured", "payment_declined", "payment_expired", "payment_canceled"]);

/** Checkout.com's Hosted Payments Page through the official SDK (`checkout-sdk-node`). */
export function createCheckoutComGateway(settings: CheckoutComSettings): PaymentGateway {
  // A custom host replaces the base URL; the SDK reads "sandbox" in it as test mode (docs/payments.md).
  const cko = new Checkout(settings.secretKey, { host: settings.apiBase.replace(/\/$/, ""), timeout: 15_000 });
  return {
    name: "checkoutcom",
    async startHostedPayment(request: HostedPaymentRequest) {
      const session = (await cko.hostedPayments.create({
        amount: request.amountFils,
        currency: request.currency,
        reference: request.orderNumber,
        processing_channel_id: settings.processingChannelId,
        customer: { email: request.email, name: request.customerName },
        billing: { address: { country: "AE" } },
        // The page itself speaks Arabic; English otherwise.
        locale: request.locale === "ar" ? "ar" : "en-GB",
        success_url: request.returnUrls.success,
        cancel_url: request.returnUrls.cancel,
        failure_url: request.returnUrls.failure,
        metadata: { order_id: request.orderId },
        capture: true,
        // Only what the shop's pages promise: without it the page shows every method the account has.
        allow_payment_methods: checkoutComAllowedMethods(settings.methods),
      })) as { id?: string; _links?: { redirect?: { href?: string } } };
      const redirectUrl = session._links?.redirect?.href;
      if (!session.id || !redirectUrl) throw new Error("Checkout.com answered without a hosted page");
      return { sessionId: session.id, redirectUrl };
    },
    async readPayment({ sessionId, paymentId }) {
      // The HPP appends cko-payment-id to the return URL; the payment itself is read from the API.
      if (!paymentId || !/^pay_[a-z0-9]{10,40}$/i.test(paymentId)) return null;
      return reshapePayment((await cko.payments.get(paymentId)) as CkoPayment, sessionId);
    },
    async refund({ paymentReference, amountFils, idempotencyKey, shopRefundId }) {
      // The reference comes back on the refund's webhook, so one arriving before this answer is still matched.
      const accepted = (await cko.payments.refund(
        paymentReference,
        { amount: amountFils, reference: shopRefundId, metadata: { shop_refund_id: shopRefundId } },
        idempotencyKey,
      )) as { action_id?: string };
      if (!accepted.action_id) throw new Error("Checkout.com accepted the refund without an action id");
      // 202 Accepted is not the money back yet: payment_refunded (or payment_refund_declined) says so.
      return { refundReference: accepted.action_id, outcome: "pending" };
    },
    parseWebhook(rawBody, headers): GatewayEvent {
      if (!hasValidSignature(rawBody, headers.get("cko-signature"), settings.webhookSecret))
        throw new WebhookRejectedError("Cko-Signature does not match");
      let event: { id?: unknown; type?: unknown; data?: CkoPayment & { action_id?: string } };
      try {
        event = JSON.parse(rawBody) as typeof event;
      } catch {
        throw new WebhookRejectedError("signed body is not JSON");
      }
      if (typeof event.id !== "string" || typeof event.type !== "string" || !event.data)
        throw new WebhookRejectedError("signed body is not an event");
      const { id: eventId, type, data } = event;
      if ((type === "payment_refunded" || type === "payment_refund_declined") && data.id && data.action_id) {
        const refund: GatewayRefund = {
          refundReference: data.action_id,
          shopRefundId: data.metadata?.shop_refund_id ?? data.reference ?? null,
          paymentReference: data.id,
          amountMinor: Number(data.amount),
          outcome: type === "payment_refunded" ? "confirmed" : "declined",
          declineReason: type === "payment_refunded" ? null : (data.response_summary ?? null),
        };
        return { eventId, kind: "refund", refunds: [refund] };
      }
      if (!paymentEvents.has(type)) return { eventId, kind: "ignored", type };
      // The event's own type decides: its data carries no status field.
      const status = type === "payment_captured" ? "Captured" : "Declined";
      return { eventId, kind: "payment", payment: reshapePayment({ ...data, status }, null) };
    },
  };
}
