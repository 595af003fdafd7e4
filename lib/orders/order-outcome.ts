import type { OrderRow } from "@/lib/db/schema";

/** How a local order ended, for the pages a shopper opens: none while it is still on its way. */
export type OrderOutcome =
  | { kind: "cancelled"; at: Date; reason: string | null }
  | { kind: "refused"; at: Date }
  /** cashCollectedFils is null for an order paid online: nothing was collected at the door. */
  | { kind: "delivered"; at: Date; cashCollectedFils: number | null }
  | { kind: "open" };

type OutcomeFields = Pick<
  OrderRow,
  | "lifecycleStage"
  | "cancelledAt"
  | "cancelledReason"
  | "refusedAt"
  | "cashCollectedAt"
  | "cashCollectedFils"
  | "deliveredAt"
  | "paymentMethod"
  | "updatedAt"
>;

export function orderOutcome(order: OutcomeFields): OrderOutcome {
  switch (order.lifecycleStage) {
    case "cancelled":
      return { kind: "cancelled", at: order.cancelledAt ?? order.updatedAt, reason: order.cancelledReason };
    case "refused":
      return { kind: "refused", at: order.refusedAt ?? order.updatedAt };
    case "delivered":
      return {
        kind: "delivered",
        at: order.deliveredAt ?? order.cashCollectedAt ?? order.updatedAt,
        cashCollectedFils: order.paymentMethod === "online" ? null : (order.cashCollectedFils ?? 0),
      };
    default:
      return { kind: "open" };
  }
}
