import { policies } from "@/content/policies";
import { isReturnReason, returnReasons } from "@/content/return-reasons";
import type { Policies } from "@/content/policies-schema";
import type { RefundedLines } from "@/lib/db/schema";

/** Whether this return gives the delivery fee back too, by content/policies.ts's rule and the return's reason. */
export function refundsDeliveryFee(
  reason: string,
  rule: Policies["returns"]["refundDeliveryFee"] = policies.returns.refundDeliveryFee,
): boolean {
  if (rule === "always") return true;
  if (rule === "never") return false;
  return isReturnReason(reason) && returnReasons[reason].shopError;
}

/**
 * What a received return credits on the order's invoice: its lines by their position on the order (the invoice was
 * written from the order's lines in the same order) and, by policy, the shipping when nothing gave it back before.
 */
export function returnedInvoiceLines(
  orderItemIds: readonly number[],
  lines: readonly { orderItemId: number; quantity: number }[],
  shipping: boolean,
): RefundedLines {
  return {
    lines: lines.map((line) => ({ index: orderItemIds.indexOf(line.orderItemId), quantity: line.quantity })),
    shipping,
  };
}
