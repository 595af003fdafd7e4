/** The e-mail a shopper receives when the shop cancels their cash-on-delivery order. */
export const orderCancellationMessages = {
  subject: (orderNumber: string) => `Your order ${orderNumber} has been cancelled`,
  greeting: (name: string | null) => (name ? `Hello ${name},` : "Hello,"),
  intro: (orderNumber: string) => `We're sorry: your order ${orderNumber} has been cancelled.`,
  reason: "Reason",
  noPayment: "Nothing is owed: the order was to be paid in cash on delivery, and no courier will call.",
  questions: "If you have a question, reply to this e-mail or write to us through our contact page:",
  signOff: (shop: string) => `With our apologies, ${shop}.`,
  creditNote: (number: string) => `Credit note ${number} reverses your invoice; it is attached to this e-mail.`,
  /** When the parcel was refused at the door instead. */
  refused: {
    subject: (orderNumber: string) => `Your order ${orderNumber} came back to us`,
    intro: (orderNumber: string) =>
      `The courier has brought your order ${orderNumber} back to us: it was refused at delivery.`,
    noPayment: "Nothing is owed. If this was a mistake, you are welcome to order again.",
  },
} as const;
