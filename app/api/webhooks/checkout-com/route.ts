import { getDb } from "@/lib/db";
import { countWebhookFailures } from "@/lib/metrics/record";
import { getPaymentGateway } from "@/lib/payments";
import { handlePaymentWebhook } from "@/lib/payments/handle-payment-webhook";

export const dynamic = "force-dynamic";

/** Checkout.com's payment notifications; 404 unless the shop is configured for Checkout.com. */
export function POST(request: Request) {
  const gateway = getPaymentGateway();
  const configured = gateway?.name === "checkoutcom" ? gateway : null;
  return countWebhookFailures(
    "checkout-com",
    handlePaymentWebhook(request, "/api/webhooks/checkout-com", configured, getDb),
  );
}
