import { returnRequestMessages } from "./return-requests";

/** The back office's returns page (English only, like the rest of the back office). */
export const adminReturnMessages = {
  title: "Returns",
  caption: (count: number, state: string) => `${count} ${count === 1 ? "return" : "returns"} ${state}.`,
  empty: "Nothing here.",
  statesLabel: "Returns by state",
  states: {
    requested: "requested",
    approved: "approved, parcel on its way",
    received: "received, to refund",
    refunded: "refunded",
    rejected: "declined",
  },
  reasons: returnRequestMessages.reasons,
  heading: (returnNumber: string, orderNumber: string) => `${returnNumber} · order ${orderNumber}`,
  openOrder: "Open the order",
  requested: (when: string) => `Asked ${when}`,
  reason: "Reason",
  note: "Shopper's note",
  declinedReason: "Declined because",
  outcome: { restock: "back on the shelf", damaged: "damaged, written off" },
  approve: "Approve and e-mail instructions",
  approved: (returnNumber: string) => `${returnNumber} approved. The shopper's instructions are on their way.`,
  reject: {
    label: "Reason for declining (e-mailed to the shopper)",
    submit: "Decline",
    done: (returnNumber: string) => `${returnNumber} declined. The shopper's e-mail is on its way.`,
    required: "Write the reason the shopper will read (at least 3 characters).",
    tooLong: "Keep the reason under 500 characters.",
  },
  receive: {
    legend: (title: string, quantity: number) => `${quantity} × ${title}`,
    restock: "Restock",
    damaged: "Damaged",
    submit: "Record as received",
    done: (returnNumber: string, restocked: number, damaged: number) =>
      `${returnNumber} received: ${restocked} back on the shelf, ${damaged} written off.`,
    missing: "Choose restock or damaged for every line.",
  },
  refunded: (amount: string, method: string | null, reference: string | null) =>
    `Refunded ${amount}${method ? ` by ${{ gateway: "the payment gateway", bank_transfer: "bank transfer", cash: "cash" }[method] ?? method}` : ""}${reference ? ` (${reference})` : ""}.`,
  refund: {
    gateway: "Refund through the payment gateway",
    method: "How the money went back",
    methods: { bank_transfer: "Bank transfer", cash: "Cash" },
    reference: "Transfer or receipt reference",
    amount: "Amount (AED)",
    amountHint: "At most what the returned units are worth (and the delivery fee when it was our mistake).",
    due: (amount: string) => `Due to the shopper: ${amount}`,
    submit: "Record the refund",
    done: (returnNumber: string, amount: string, creditNote: string | null) =>
      `${returnNumber} refunded: ${amount}${creditNote ? `, credit note ${creditNote}` : ""}. The shopper's e-mail is on its way.`,
    pending: (returnNumber: string, amount: string) =>
      `${returnNumber}: the gateway is giving back ${amount}; the return shows refunded once it confirms.`,
    errors: {
      reference: "Write the transfer's or the receipt's reference.",
      amount: "Write the amount in AED, e.g. 94 or 94.50.",
    },
  },
  refusals: {
    not_found: "That return no longer exists. Reload the page.",
    not_allowed: "Not possible in the return's present state; nothing was changed. Reload the page.",
    outcome_missing: "Choose restock or damaged for every line.",
    not_received: "Only a received return can be refunded, and only once; nothing was changed. Reload the page.",
    wrong_method: "This order was paid another way: use the refund its card shows.",
    no_invoice: "This order has no tax invoice to correct; refund it from the order page.",
    nothing_to_refund: "Nothing is left to give back for this return.",
    more_than_paid: "That is more than the returned units are worth or than was paid. Nothing was recorded.",
    gateway_refused: "The payment gateway refused the refund; nothing was given back. Try again in a moment.",
    gateway_declined: "The payment gateway declined the refund; nothing was given back.",
    in_progress: "This refund is already being made. Reload the page in a moment.",
    not_paid: "The gateway has no captured payment for this order.",
  },
} as const;
