/** The e-mail a shopper receives when the shop refunds all or part of an order paid online. */
export const refundEmailMessages = {
  subject: (orderNumber: string) => `Your refund for order ${orderNumber}`,
  greeting: (name: string) => (name ? `Hello ${name},` : "Hello,"),
  intro: (amount: string, orderNumber: string) => `We have refunded ${amount} for your order ${orderNumber}.`,
  reason: "Reason",
  timing: "It goes back the way you paid; your bank or card issuer usually shows it within 5 to 10 working days.",
  creditNote: (number: string) =>
    `Credit note ${number} corrects your tax invoice; it is attached to this e-mail and you can also view it here:`,
  signOff: (shop: string) => `With thanks, ${shop}.`,
} as const;
