import { getDb } from "@/lib/db";
import { countWebhookFailures } from "@/lib/metrics/record";
import { getPaymentGateway } from "@/lib/payments";
import { handlePaymentWebhook } from "@/lib/payments/handle-payment-webhook";

export const dynamic = "force-dynamic";

/** Stripe's events for Checkout sessions; 404 unless the shop is configured for Stripe. */
export function POST(request: Request) {
  const gateway = getPaymentGateway();
  return countWebhookFailures(
    "stripe",
    handlePaymentWebhook(request, "/api/webhooks/stripe", gateway?.name === "stripe" ? gateway : null, getDb),
  );
}
