/**
 * The cash-on-delivery lifecycle of a local order, as one table: which admin step may move an order from which
 * stage. Pure (no database), so the whole table is unit-tested and the schema can import the stage names.
 *
 *   placed ─confirm→ confirmed ─ship→ shipped ─deliver→ delivered (cash collected, or paid online already)
 *      └──────────────ship──────────────┘        └─refuse→ refused (at the door)
 *   placed | confirmed | shipped ─cancel→ cancelled (by the owner, with a reason)
 *
 * Confirming (calling the shopper, or the shopper's own phone code where a messaging provider is configured:
 * lib/orders/phone-confirmation) is recommended, not required: today's fulfilment ships a placed order.
 *
 * An order paid online (lib/payments) starts as awaiting_payment: no admin step applies until the gateway reports the
 * payment captured (then it is placed, as a cash order is), or its time runs out (expired: its stock returned).
 */
export const codLifecycleStages = [
  "awaiting_payment",
  "expired",
  "placed",
  "confirmed",
  "shipped",
  "delivered",
  "cancelled",
  "refused",
] as const;
export type CodLifecycleStage = (typeof codLifecycleStages)[number];

export const codLifecycleSteps = ["confirm", "ship", "deliver", "cancel", "refuse"] as const;
export type CodLifecycleStep = (typeof codLifecycleSteps)[number];

const transitions: Record<CodLifecycleStep, { from: readonly CodLifecycleStage[]; to: CodLifecycleStage }> = {
  confirm: { from: ["placed"], to: "confirmed" },
  ship: { from: ["placed", "confirmed"], to: "shipped" },
  // No "paid" before "shipped": the courier collects the cash at the door.
  deliver: { from: ["shipped"], to: "delivered" },
  // A delivered order is paid for; undoing it is a return, not a cancellation.
  cancel: { from: ["placed", "confirmed", "shipped"], to: "cancelled" },
  refuse: { from: ["shipped"], to: "refused" },
};

export type CodTransition =
  | { ok: true; from: CodLifecycleStage; to: CodLifecycleStage }
  | { ok: false; from: CodLifecycleStage; step: CodLifecycleStep };

/** Where `step` takes an order in `stage`, or a refusal when the step makes no sense there. */
export function nextCodStage(stage: CodLifecycleStage, step: CodLifecycleStep): CodTransition {
  const rule = transitions[step];
  return rule.from.includes(stage) ? { ok: true, from: stage, to: rule.to } : { ok: false, from: stage, step };
}

/** The steps an admin can take from `stage`, in the order the back office offers them. */
export function availableCodSteps(stage: CodLifecycleStage): CodLifecycleStep[] {
  return codLifecycleSteps.filter((step) => transitions[step].from.includes(stage));
}

/**
 * An order paid online (lib/payments) has no cash to collect and its money is at the gateway: the owner confirms,
 * ships and marks it delivered (nothing collected); cancelling it here would void a paid order without refunding it,
 * and a refusal at the door is a refund, so those steps are not offered.
 */
const prepaidSteps: readonly CodLifecycleStep[] = ["confirm", "ship", "deliver"];
export const stepAppliesTo = (paymentMethod: string, step: CodLifecycleStep): boolean =>
  paymentMethod !== "online" || prepaidSteps.includes(step);

export const isFinalCodStage = (stage: CodLifecycleStage) => availableCodSteps(stage).length === 0;
