/**
 * Where a shopper's return stands, as one table: which step may move it from which state. Pure (no database), so the
 * schema can import the names and the table is unit-tested on its own.
 *
 *   requested ─approve→ approved ─receive→ received ─refund→ refunded
 *       └─reject→ rejected
 *
 * Rejecting is for a request that makes no sense to accept (outside the promise, worn items); once the owner has
 * approved, the parcel is on its way and is received (as restock or damaged) whatever its state.
 */
export const returnStates = ["requested", "approved", "received", "refunded", "rejected"] as const;
export type ReturnState = (typeof returnStates)[number];

export const returnSteps = ["approve", "reject", "receive", "refund"] as const;
export type ReturnStep = (typeof returnSteps)[number];

const transitions: Record<ReturnStep, { from: ReturnState; to: ReturnState }> = {
  approve: { from: "requested", to: "approved" },
  reject: { from: "requested", to: "rejected" },
  receive: { from: "approved", to: "received" },
  refund: { from: "received", to: "refunded" },
};

export function nextReturnState(from: ReturnState, step: ReturnStep): { ok: true; to: ReturnState } | { ok: false } {
  const transition = transitions[step];
  return transition.from === from ? { ok: true, to: transition.to } : { ok: false };
}

/** A return still holds its units (they cannot be asked for again) unless the owner rejected it. */
export const holdsUnits = (state: ReturnState) => state !== "rejected";

/** Waiting for the owner: a request to decide, a parcel to receive, money to give back. */
export const waitingStates: readonly ReturnState[] = ["requested", "approved", "received"];

/** What a received unit became: back on the shelf, or written off. */
export const receivedOutcomes = ["restock", "damaged"] as const;
export type ReceivedOutcome = (typeof receivedOutcomes)[number];

/** How money went back: through the payment gateway, or (cash on delivery) as the owner records it. */
export const returnRefundMethods = ["gateway", "bank_transfer", "cash"] as const;
export type ReturnRefundMethod = (typeof returnRefundMethods)[number];
