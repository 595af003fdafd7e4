import { policyText } from "@/content/copy/en/policy-text";
import { policies } from "@/content/policies";

const codLimit = policyText.aed(policies.cashOnDelivery.maxOrderTotal);

/** Texts of paying online on the local provider (lib/payments): the delivery form's choice and what follows it. */
export const paymentMessages = {
  legend: "Payment",
  payNow: (methods: string, gateway: string) => `Pay now by ${methods} (secure page by ${gateway})`,
  payNowHint: `You'll be taken to the payment page and back here. Charged in AED whatever currency prices are shown in.`,
  /** Shown to Arabic shoppers only: Stripe's page has no Arabic (docs/payments.md). */
  pageLanguage:
    "Note: Stripe's payment page is not available in Arabic; it opens in your browser's language or in English.",
  cashOnDelivery: "Cash on delivery",
  /** The option's name when the shop charges a COD fee (content/policies.ts), so it is known before choosing. */
  cashOnDeliveryWithFee: (fee: string) => `Cash on delivery (+${fee} fee)`,
  cashOnDeliveryHint: "Pay the courier in cash when your order arrives.",
  overCodLimit: `Cash on delivery is for orders under ${codLimit}; this order is paid now.`,
  errors: {
    gatewayUnavailable: "The payment page could not be opened just now. Please try again in a minute.",
    tooManyAttempts: "Too many payment attempts from this cart. Please wait an hour, or contact us and we will help.",
    cancelled: "The payment was cancelled, so nothing was charged. Your cart is as you left it: you can try again.",
    declined: "The payment did not go through, so nothing was charged. You can try again or choose another way to pay.",
  },
  confirmation: {
    paidOnline: (method: string | null) => (method ? `Paid online by ${method}` : "Paid online"),
    awaitingPayment:
      "We're waiting for the payment provider to confirm your payment. This page shows it as soon as they do.",
  },
} as const;
