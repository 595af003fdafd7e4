/** The owner's e-mails about online payments that need a look (the back office is English only). */
export const adminPaymentMessages = {
  panel: {
    title: "Online payment",
    gateway: "Gateway",
    reference: "Gateway reference",
    method: "Method",
    status: "Status",
    captured: "Captured",
    capturedAt: "Captured at",
    refunded: "Refunded",
    notYet: "Not yet",
    statuses: {
      started: "Waiting for the shopper at the payment page",
      captured: "Captured",
      declined: "Declined",
      refunded_late: "Refunded automatically (paid after the order expired)",
      mismatch: "Refused: paid a different amount than the order",
    },
    gateways: { checkoutcom: "Checkout.com", stripe: "Stripe" },
  },
  refund: {
    title: "Refund",
    intro:
      "Give back units of a line, the shipping, or everything still paid for. The shopper gets the money back the way they paid, a tax credit note and an e-mail.",
    product: "Product",
    paid: "Paid",
    left: "Can still refund",
    units: (title: string) => `Units of ${title} to refund`,
    shipping: (amount: string) => `Refund the shipping (${amount})`,
    reason: "Reason (the shopper reads it in the e-mail and on the credit note)",
    refundSelected: "Refund selected",
    refundEverything: (amount: string) => `Refund everything left (${amount})`,
    nothingLeft: "Everything paid for this order has been refunded.",
    history: "Refunds",
    done: (amount: string, creditNote: string) => `Refunded ${amount}; credit note ${creditNote} sent to the shopper.`,
    refusals: {
      nothing_chosen: "Choose the units or the shipping to refund, or refund everything left.",
      more_than_left: "That is more than is left to refund on this order. The page now shows what is left.",
      not_found: "This order has no online payment to refund.",
      not_paid: "Only a captured payment can be refunded.",
      gateway_refused:
        "The payment gateway did not accept the refund; nothing was refunded. Try again, or check the payment in the gateway's dashboard.",
      in_progress: "This refund is still being processed. Reload the page in a moment.",
      gateway_declined:
        "The payment gateway declined the refund; nothing was refunded. Check the payment in the gateway's dashboard, then try again.",
    },
    errors: {
      reasonRequired: "Say why you are refunding (at least 3 characters).",
      reasonTooLong: "Keep the reason under 300 characters.",
      units: "Enter a whole number of units, 0 or more.",
    },
    statuses: {
      requested: "Being asked of the gateway",
      pending: "Pending at the gateway",
      refunded: "Refunded",
      failed: "Not accepted by the gateway",
      declined: "Declined by the gateway",
    },
    confirmedAt: (time: string) => `refunded ${time}`,
    pendingDone: (amount: string) =>
      `Refund of ${amount} accepted by the gateway and pending there. The credit note and the shopper's e-mail ` +
      `follow when the gateway confirms it.`,
    unissued: {
      title: "Refunds the shop did not issue",
      intro:
        "The gateway reports these refunds, made outside the shop (its dashboard, say). The shop issued no credit " +
        "note for them: record one with your accountant.",
      row: (time: string, amount: string, reference: string) => `${time} · ${amount} · ${reference}`,
    },
  },
  lateMail: {
    subject: (orderNumber: string) => `Payment refunded: order ${orderNumber} had expired`,
    body: (orderNumber: string, amount: string, gateway: string) =>
      `A payment of ${amount} arrived through ${gateway} for order ${orderNumber} after the order had expired or ` +
      `been cancelled, so its stock had already returned to the shelf. The shop refunded it in full automatically. ` +
      `Check the refund in the gateway's dashboard; the shopper can order again from their cart.`,
  },
  declinedMail: {
    subject: (orderNumber: string) => `Refund declined: order ${orderNumber}`,
    body: (orderNumber: string, amount: string, gateway: string, reason: string | null) =>
      `${gateway} declined the refund of ${amount} for order ${orderNumber}` +
      (reason ? ` (${reason})` : "") +
      `. Nothing was given back and no credit note was issued. The amount can be refunded again from the order ` +
      `page; check the payment in the gateway's dashboard first.`,
  },
  unissuedMail: {
    subject: (orderNumber: string) => `Refund made outside the shop: order ${orderNumber}`,
    body: (orderNumber: string, amount: string, gateway: string, reference: string) =>
      `${gateway} reports a refund of ${amount} (${reference}) for order ${orderNumber} that the shop did not ` +
      `issue, probably from the gateway's dashboard. The shop has not issued a tax credit note for it: record the ` +
      `credit note for this refund with your accountant, and refund from the order page in future so the shop ` +
      `issues it. The order page shows this refund.`,
  },
  mismatchMail: {
    subject: (orderNumber: string) => `Payment refused: order ${orderNumber} was paid a different amount`,
    body: (orderNumber: string, expected: string, paid: string, gateway: string) =>
      `${gateway} reported a payment of ${paid} for order ${orderNumber}, which asked for ${expected}. The shop ` +
      `did not mark the order paid. Check the payment in the gateway's dashboard and refund it there if it is real.`,
  },
} as const;
