import { policyText as t } from "@/content/copy/en/policy-text";

/** A shopper's return: the reasons to pick from, its states, and the e-mails about it. */
export const returnRequestMessages = {
  reasons: {
    changed_mind: "I changed my mind",
    not_as_expected: "It is not what I expected",
    skin_reaction: "My skin reacted to it",
    wrong_item: "I received the wrong item",
    damaged_on_arrival: "It arrived damaged",
  },
  states: {
    requested: "Return requested",
    approved: "Return approved: send the parcel",
    received: "Parcel received: refund on its way",
    refunded: "Refunded",
    rejected: "Return declined",
  },
  section: {
    title: "Returns",
    requestedOn: (returnNumber: string, date: string) => `${returnNumber}, asked on ${date}`,
    lastDay: (date: string) => `You can ask for a return of this order until ${date}.`,
    closed: "The return window of this order has closed.",
  },
  form: {
    title: "Return items",
    intro: "Choose how many of each item you are sending back, and tell us why.",
    units: (title: string, left: number) => `${title} (up to ${left})`,
    reason: "Reason",
    chooseReason: "Choose a reason",
    note: "Anything we should know? (optional)",
    submit: "Ask for a return",
    submitting: "Sending…",
    unreachable: "We could not reach the shop. Check your connection and try again.",
  },
  errors: {
    units: "Enter a whole number of items.",
    reason: "Choose a reason from the list.",
    noteTooLong: "Please keep the note under 500 characters.",
    summary: "Please check the highlighted fields.",
  },
  done: (returnNumber: string) =>
    `Return ${returnNumber} requested. We have e-mailed you the number and what happens next.`,
  refusals: {
    not_found: "We could not find an order with that e-mail address and order number.",
    not_delivered: "A return can be asked for once the order has been delivered.",
    outside_window: `The return window (${t.returnsWindow}) of this order has closed.`,
    nothing_chosen: "Choose at least one item to return.",
    more_than_left: "Those items have already been asked back: choose only what is left.",
  },
  refundTiming: {
    bank_transfer: (reference: string) =>
      `We sent it by bank transfer (reference ${reference}); it usually reaches your account in ${t.refundBankTransfer}.`,
    cash: (reference: string) => `We handed it back to you in cash (receipt ${reference}).`,
  },
  refundReason: (returnNumber: string) => `Return ${returnNumber}`,
  greeting: (name: string | null) => (name ? `Hello ${name},` : "Hello,"),
  signOff: (shop: string) => `With thanks, ${shop}.`,
  requested: {
    subject: (returnNumber: string, orderNumber: string) => `Return ${returnNumber} for order ${orderNumber}`,
    intro: (returnNumber: string) => `We have your return request, number ${returnNumber}:`,
    reason: "Reason",
    next: `What happens next: we reply ${t.replyWithin} with how to send the parcel (a drop-off address or a courier pick-up). Please keep the products unopened in their original packaging.`,
    track: "You can follow your return on the order tracking page:",
  },
  approved: {
    subject: (returnNumber: string) => `Return ${returnNumber} approved: how to send it`,
    intro: (returnNumber: string) => `Your return ${returnNumber} is approved.`,
    dropOff:
      "Drop-off: bring the parcel, with the return number written on it, to our studio in Dubai (the address is below), Sunday to Thursday, 10:00 to 18:00.",
    pickUp:
      "Courier pick-up: reply to this e-mail with a day and a time that suit you and our courier collects the parcel from the delivery address.",
    shipping: `${t.returnShippingPayer}, unless we sent the wrong item.`,
    refund: `Once the parcel arrives we check it and refund you in ${t.returnProcessing}.`,
  },
  rejected: {
    subject: (returnNumber: string) => `Your return ${returnNumber} was declined`,
    intro: (returnNumber: string) => `We are sorry: we cannot accept your return ${returnNumber}.`,
    reason: "Reason",
    questions: "Questions? Reply to this e-mail or write to us:",
  },
} as const;
