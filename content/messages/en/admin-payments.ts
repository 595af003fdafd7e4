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
  lateMail: {
    subject: (orderNumber: string) => `Payment refunded: order ${orderNumber} had expired`,
    body: (orderNumber: string, amount: string, gateway: string) =>
      `A payment of ${amount} arrived through ${gateway} for order ${orderNumber} after the order had expired or ` +
      `been cancelled, so its stock had already returned to the shelf. The shop refunded it in full automatically. ` +
      `Check the refund in the gateway's dashboard; the shopper can order again from their cart.`,
  },
  mismatchMail: {
    subject: (orderNumber: string) => `Payment refused: order ${orderNumber} was paid a different amount`,
    body: (orderNumber: string, expected: string, paid: string, gateway: string) =>
      `${gateway} reported a payment of ${paid} for order ${orderNumber}, which asked for ${expected}. The shop ` +
      `did not mark the order paid. Check the payment in the gateway's dashboard and refund it there if it is real.`,
  },
} as const;
