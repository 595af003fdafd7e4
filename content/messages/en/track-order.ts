import { orderStatusWords } from "./order-status";
import { commerceMessages } from "./commerce";

/** Texts of /track-order; the outcome messages are the specification's (section 8, Tracking). */
export const trackOrderMessages = {
  meta: {
    title: "Track Your Order",
    description:
      "Enter the e-mail you ordered with and your order number to see your order's status, items and delivery tracking.",
  },
  hero: {
    eyebrow: "Order tracking",
    title: "Track Your Order",
    intro: "Enter the e-mail address you ordered with and the order number from your confirmation.",
  },
  form: {
    title: "Find your order",
    email: { label: "Email address", placeholder: "you@example.com", autoComplete: "email" },
    orderNumber: {
      label: "Order number",
      placeholder: "#1001",
      hint: "You'll find it in your order confirmation, e.g. #1001.",
    },
    submit: "Track Order",
    submitting: "Looking up...",
  },
  errors: {
    emailRequired: "Please enter your email address",
    email: "Please enter a valid email address",
    orderNumberRequired: "Please enter your order number",
    orderNumber: "Please enter an order number like #1001",
    fieldErrorsSummary: "Please correct the highlighted fields.",
  },
  outcome: {
    found: "Order found!",
    notFound: "Order not found. Please check your email and order number.",
    serviceError: "Error looking up order",
    failed: "Failed to look up order",
    throttled: commerceMessages.rateLimit,
  },
  result: {
    heading: (orderNumber: string) => `Order ${orderNumber}`,
    placedOn: (date: string) => `Placed on ${date}`,
    statusTitle: "Order status",
    order: "Order",
    payment: "Payment",
    fulfillment: "Fulfillment",
    unknownStatus: "Unknown",
    itemsTitle: "Items",
    shippingTitle: "Delivering to",
    fullAddressTitle: "Shipping address",
    noAddress: "No delivery address on this order.",
    /** Order, payment and fulfilment status codes as the shopper reads them; an unknown code falls back to its own words. */
    statusNames: {
      open: "Open",
      closed: "Closed",
      pending: "Pending",
      authorized: "Authorized",
      partially_paid: "Partially paid",
      paid: "Paid",
      partially_refunded: "Partially refunded",
      refunded: "Refunded",
      voided: "Voided",
      unfulfilled: "Unfulfilled",
      partial: "Partial",
      fulfilled: "Fulfilled",
      restocked: "Restocked",
      // The one status of a shop's own order (content/messages/en/order-status.ts).
      ...orderStatusWords,
    },
  },
  /** The cash-on-delivery steps of a local order, each with the day it happened. */
  progress: {
    title: "Delivery progress",
    placed: (date: string) => `Placed on ${date}`,
    confirmed: (date: string) => `Confirmed on ${date}`,
    shipped: (date: string) => `Shipped on ${date}`,
    delivered: (date: string, amount: string) => `Delivered on ${date}; ${amount} paid in cash`,
    deliveredPrepaid: (date: string) => `Delivered on ${date}; paid online`,
    cancelled: (date: string) => `Cancelled on ${date}`,
    refused: (date: string) => `Refused at the door on ${date}`,
  },
  tracking: {
    title: "Shipment tracking",
    carrier: "Carrier",
    number: "Tracking number",
    link: "Track your package",
    newTab: "(opens in a new tab)",
  },
} as const;
