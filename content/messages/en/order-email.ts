import { brand } from "@/content/brand";
import { policies } from "@/content/policies";

/** The order confirmation e-mail a cash-on-delivery shopper receives. */
export const orderEmailMessages = {
  subject: (orderNumber: string) => `Your ${brand.name} order ${orderNumber} is confirmed`,
  greeting: (name: string) => `Hello ${name},`,
  intro: (orderNumber: string) =>
    `Thank you for your order! We have received order ${orderNumber} and will ship it within ${policies.shipping.dispatchWithinHours} hours.`,
  estimatedDelivery: (date: string) => `Estimated delivery: ${date}.`,
  payment: "Payment: cash on delivery. Please have the total ready when the courier arrives.",
  paidOnline: (method: string | null) =>
    `Payment: paid online${method ? ` by ${method}` : ""}. Nothing is due on delivery.`,
  itemsTitle: "Your items",
  line: (quantity: number, title: string, lineTotal: string) => `${quantity} × ${title}: ${lineTotal}`,
  subtotal: "Subtotal",
  discount: (code: string) => `Discount (${code})`,
  shipping: "Shipping",
  codFee: "Cash on delivery fee",
  free: "Free",
  total: "Total to pay on delivery",
  vatIncluded: "VAT included",
  addressTitle: "Delivery address",
  viewOrder: "View your order",
  viewOrderText: "You can see your order at any time here (keep this link private):",
  trackTitle: "Track your order",
  track: (orderNumber: string, email: string) =>
    `Enter your order number ${orderNumber} and your e-mail address ${email} on our order tracking page:`,
  questions: `Questions? Just reply to this e-mail or write to ${brand.contactEmail}.`,
  signature: `The ${brand.name} team`,
} as const;
