import { policyText as t } from "@/content/copy/en/policy-text";

/** The e-mail a shopper receives when the shop refunds all or part of an order paid online. */
export const refundEmailMessages = {
  subject: (orderNumber: string) => `Your refund for order ${orderNumber}`,
  greeting: (name: string) => (name ? `Hello ${name},` : "Hello,"),
  intro: (amount: string, orderNumber: string) => `We have refunded ${amount} for your order ${orderNumber}.`,
  reason: "Reason",
  // The figures of the refund policy (content/policies.ts), which /returns and the FAQ state too.
  timing: `It goes back the way you paid: a card usually shows it within ${t.refundCard}, a wallet within ${t.refundWallet}.`,
  creditNote: (number: string) =>
    `Credit note ${number} corrects your tax invoice; it is attached to this e-mail and you can also view it here:`,
  signOff: (shop: string) => `With thanks, ${shop}.`,
} as const;
