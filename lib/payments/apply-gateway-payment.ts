import "server-only";

import type { Db } from "@/lib/db";
import { recordLateRefund, settleGatewayPayment, type SettleOutcome } from "./settle-payment";
import type { GatewayPayment, PaymentGateway } from "./types";

/**
 * Settles the gateway's word on a payment and, for a payment that came after its order expired, refunds it through
 * the gateway. A refund that fails throws, so the webhook answers an error and the gateway delivers it again; the
 * idempotency key makes the retry the same refund.
 */
export async function applyGatewayPayment(
  db: Db,
  gateway: PaymentGateway,
  paid: GatewayPayment,
): Promise<SettleOutcome> {
  const outcome = await settleGatewayPayment(db, gateway.name, paid);
  if (outcome.kind === "late" && outcome.payment.paymentReference) {
    await gateway.refund({
      paymentReference: outcome.payment.paymentReference,
      amountFils: outcome.payment.capturedFils ?? 0,
      reason: "Order expired before payment",
      idempotencyKey: `late-refund-${outcome.payment.id}`,
      // Not a refund row of the shop's: its webhook finds the payment refunded_late and changes nothing.
      shopRefundId: `late-${outcome.payment.id}`,
    });
    await recordLateRefund(db, outcome.payment);
  }
  return outcome;
}

export const mailIdsOf = (outcome: SettleOutcome): string[] => ("mailIds" in outcome ? outcome.mailIds : []);
