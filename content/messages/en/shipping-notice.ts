/** The shipping e-mail a shopper receives when a cash-on-delivery order is handed to the carrier. */
export const shippingNoticeMessages = {
  subject: (orderNumber: string) => `Your order ${orderNumber} is on its way`,
  greeting: (name: string | null) => (name ? `Hello ${name},` : "Hello,"),
  intro: (orderNumber: string) => `Good news: your order ${orderNumber} has been handed to the carrier.`,
  carrier: "Carrier",
  trackingNumber: "Tracking number",
  trackingLink: "Follow your parcel",
  trackOrder: "You can also see your order any time on our order tracking page with your e-mail and order number:",
  payment: "Please have the amount due ready for the courier: your order is paid in cash on delivery.",
  /** The amount of the order and the VAT inside it, as stored when it was placed. */
  total: "Order total",
  vatIncluded: "VAT included",
  signOff: (shop: string) => `Thank you for shopping with ${shop}.`,
} as const;
