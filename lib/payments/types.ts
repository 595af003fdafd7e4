import type { Locale } from "@/lib/i18n/locales";

export const paymentGatewayNames = ["checkoutcom", "stripe"] as const;
export type PaymentGatewayName = (typeof paymentGatewayNames)[number];

/** What the shop asks a gateway's hosted page to collect for one order. Amounts in fils (AED minor units). */
export type HostedPaymentRequest = {
  orderId: string;
  orderNumber: string;
  amountFils: number;
  currency: "AED";
  email: string;
  customerName: string;
  locale: Locale;
  /** Where the gateway sends the shopper back; the shop reads the outcome from the gateway, never from these. */
  returnUrls: { success: string; cancel: string; failure: string };
  /** When the order gives its stock back: a page still open then must not take the money. */
  payBy: Date;
};

export type HostedPaymentSession = { sessionId: string; redirectUrl: string };

/**
 * A payment as the gateway reports it, reshaped to the shop's terms. `orderId` is what the shop sent as metadata;
 * `amountMinor` is in the gateway's minor units, which for AED are fils.
 */
export type GatewayPayment = {
  orderId: string | null;
  sessionId: string | null;
  paymentReference: string | null;
  status: "captured" | "pending" | "declined";
  amountMinor: number;
  currency: string;
  method: string | null;
};

/**
 * One refund as the gateway reports it: its own id, the shop's refund id it was sent with (null for a refund made in
 * the gateway's dashboard), and where it stands. `confirmed` means the money went back; `declined` that it will not.
 */
export type GatewayRefund = {
  refundReference: string;
  shopRefundId: string | null;
  paymentReference: string;
  amountMinor: number;
  outcome: "confirmed" | "pending" | "declined";
  declineReason: string | null;
};

/** A verified webhook, reduced to what the shop acts on. `eventId` makes replays no-ops. */
export type GatewayEvent =
  | { eventId: string; kind: "payment"; payment: GatewayPayment }
  | { eventId: string; kind: "refund"; refunds: GatewayRefund[] }
  | { eventId: string; kind: "ignored"; type: string };

export type RefundRequest = {
  paymentReference: string;
  amountFils: number;
  reason: string;
  idempotencyKey: string;
  /** The shop's refund id, sent with the refund so its webhook is matched even before the answer arrives. */
  shopRefundId: string;
};
/** The gateway's answer to a refund request: its id, and whether the answer is already its final word. */
export type RefundAccepted = {
  refundReference: string;
  outcome: GatewayRefund["outcome"];
  declineReason?: string | null;
};

/** The gateway said the webhook is not its own (missing or wrong signature, or a body that is not an event). */
export class WebhookRejectedError extends Error {
  readonly code = "webhook_rejected";
}

/** One interface for every hosted-page gateway: adding one touches lib/payments only. */
export interface PaymentGateway {
  readonly name: PaymentGatewayName;
  startHostedPayment(request: HostedPaymentRequest): Promise<HostedPaymentSession>;
  /**
   * The payment behind a return to the shop: by the session the shop stored, and (Checkout.com) the payment id the
   * gateway appended to the return URL. Null when the gateway knows no payment for it yet.
   */
  readPayment(reference: { sessionId: string; paymentId?: string }): Promise<GatewayPayment | null>;
  refund(request: RefundRequest): Promise<RefundAccepted>;
  /** Verifies the signature over the raw body first, then parses; throws WebhookRejectedError. */
  parseWebhook(rawBody: string, headers: Headers): GatewayEvent;
}
