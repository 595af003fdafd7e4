import { orderStatusWords } from "./order-status";

/** Texts of the cash-on-delivery steps on the admin order view (the back office is English only). */
export const adminOrderLifecycleMessages = {
  title: "Cash on delivery",
  /** The same steps for an order paid online: no cash to collect. */
  titleOnline: "Delivery",
  stage: "Stage",
  /** The one status of an order (content/messages/en/order-status.ts). */
  stages: orderStatusWords,
  /** A cash order asked for its phone code (a shop with a messaging provider): only confirmed ones are due to ship. */
  phoneConfirmation: {
    confirmed_by_phone: "Confirmed by phone",
    awaiting_confirmation: "Awaiting phone confirmation",
  },
  finalNote: "This order has reached the end of its lifecycle; nothing more can be done to it here.",
  shipHint: "Ship it with the tracking form below.",
  confirm: { submit: "Mark confirmed", done: (n: string) => `Order ${n} confirmed.` },
  refuse: { submit: "Refused at the door", done: (n: string) => `Order ${n} marked as refused at the door.` },
  deliver: {
    title: "Delivered and paid",
    intro: "The courier handed the parcel over and collected the cash.",
    amount: "Cash collected (AED)",
    amountHint: "As the courier reports it, e.g. 239.00",
    date: "Collected on",
    differenceReason: "Reason for a different amount",
    differenceHint: (total: string) =>
      `Only when the cash differs from the order total (AED ${total}), e.g. "the shopper was short of change". Shown on the dashboard.`,
    recordedDifference: (collected: string, total: string, reason: string) =>
      `Collected AED ${collected} of AED ${total}: ${reason}`,
    submit: "Mark delivered and paid",
    done: (n: string) => `Order ${n} delivered and paid.`,
  },
  deliverPrepaid: {
    intro: "Paid online: there is no cash to collect. Mark it delivered once the courier confirms the hand-over.",
    submit: "Mark delivered",
    done: (n: string) => `Order ${n} delivered.`,
  },
  cancel: {
    title: "Cancel the order",
    intro: "The shopper receives an e-mail with your reason, in the language they ordered in.",
    reason: "Reason (sent to the shopper)",
    submit: "Cancel order",
    /** The second step: nothing is cancelled until the owner says so again. */
    areYouSure: (n: string) =>
      `Cancel order ${n}? The shopper is e-mailed your reason (and the credit note, if invoiced). This cannot be undone.`,
    confirm: "Yes, cancel the order",
    keep: "Keep the order",
    done: (n: string) => `Order ${n} cancelled. The shopper's e-mail is on its way.`,
  },
  refusals: {
    notFound: "This order no longer exists.",
    readOnly: "Shopify orders are managed in Shopify.",
    notAllowed: (stage: string) => `Not possible while the order is ${stage.toLowerCase()}; nothing was changed.`,
  },
  fieldErrorsSummary: "Please correct the highlighted fields.",
  errors: {
    amount: "Enter the amount in AED, e.g. 239 or 239.50",
    date: "Enter the day the cash was collected (not in the future)",
    reasonRequired: "Please give a reason (at least 3 characters)",
    reasonTooLong: "Keep the reason under 500 characters",
    cancelNotConfirmed: "Confirm the cancellation with “Yes, cancel the order”, or keep the order.",
    differenceUnexplained: (total: string) =>
      `The amount differs from the order total (AED ${total}): enter the amount collected in full, or give the reason (at least 3 characters)`,
  },
} as const;
