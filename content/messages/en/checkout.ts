import { policyText } from "@/content/copy/en/policy-text";
import { policies } from "@/content/policies";

import { orderTotalsMessages } from "./order-totals";

const { maxOrderTotal } = policies.cashOnDelivery;
const { currency } = policies;

/** Texts of both checkouts (the /checkout hand-over and the cash-on-delivery form) and of the order confirmation. */
export const checkoutMessages = {
  /** /checkout, which hands the shopper over to the checkout of the active provider. */
  secure: {
    title: "Secure Checkout",
    metaDescription: "Review your order and continue to our secure checkout.",
    badges: {
      secure: "Secure & Encrypted",
      freeShipping: `Free UAE Shipping over ${policyText.freeShippingThreshold}`,
      returns: (days: number) => `${days}-Day Returns`,
    },
    proceed: "Proceed to Secure Checkout",
    redirecting: "Redirecting…",
  },
  /** /checkout/delivery, the local provider's cash-on-delivery form. */
  delivery: {
    title: "Delivery Details",
    intro: "Pay in cash when your order arrives.",
    codRule: `Cash on delivery: UAE only, under ${currency} ${maxOrderTotal}.`,
    /** Cash only and a COD fee charged (content/policies.ts): the summary's total already includes it. */
    codFeeNote: (fee: string) => `Cash on delivery adds a fee of ${fee}, included in the total.`,
    submit: "Place Order",
    submitting: "Placing Order...",
    fieldErrorsSummary: "Please correct the highlighted fields.",
  },
  /** Either checkout reached with an empty cart. */
  empty: {
    title: "Your cart is empty",
    description: "Add a product to your cart before checking out.",
    shopNow: "Shop Now",
  },
  summaryTitle: "Order Summary",
  /** The lines of every order summary: checkout, confirmation and tracking. */
  lines: {
    quantity: (quantity: number, unitPrice: string) => `Qty ${quantity} × ${unitPrice}`,
  },
  /** The Subtotal / Shipping / Total rows of every order summary: cart, checkout and confirmation. */
  totals: orderTotalsMessages,

  fields: {
    fullName: { label: "Full name", autoComplete: "name" },
    email: { label: "E-mail", autoComplete: "email" },
    phone: { label: "Phone", autoComplete: "tel", hint: "UAE number, e.g. +971 50 123 4567 or 050 123 4567" },
    emirate: { label: "Emirate", placeholder: "Select your emirate", autoComplete: "address-level1" },
    addressLine: {
      label: "Address",
      autoComplete: "street-address",
      hint: "Building, street, apartment or villa number",
    },
    city: { label: "City / area", autoComplete: "address-level2" },
    /** Signed in only: the address goes to the account's address book once the order is placed. */
    saveAddress: { label: "Save this address to my account" },
  },
  errors: {
    fullName: "Please enter your full name (at least 2 characters)",
    fullNameOneLine: "Please enter your name on one line (no line breaks)",
    email: "Please enter a valid email address",
    phone: "Please enter a UAE phone number starting with +971 or 0, e.g. +971 50 123 4567",
    emirate: "Please select your emirate",
    addressLine: "Please enter your address (at least 5 characters)",
    city: "Please enter your city or area (at least 2 characters)",
    emptyCart: "Your cart is empty. Please add items before checking out.",
    overLimit: `Cash on delivery is available for orders under ${currency} ${maxOrderTotal}. Please remove some items.`,
    notOffered: "Cash on delivery is not available in this shop. Please check out from your cart.",
    payNowOnly:
      "Cash on delivery is not available for this order. Please choose Pay now to pay online; your details are kept.",
    soldOut: (name: string) => `${name} is sold out. Please remove it from your cart.`,
    onlyLeft: (name: string, left: number) => `Only ${left} ${name} left. Please lower the quantity in your cart.`,
    tooManyOrders:
      "We have received several orders from you in a short time. Please wait an hour before placing another, or contact us and we will help.",
  },
  confirmation: {
    title: "Order Confirmed!",
    /** The private link of an order that will not arrive, or has: what happened, instead of "Order Confirmed!". */
    ended: {
      cancelled: {
        title: "Order cancelled",
        description: (date: string) => `This order was cancelled on ${date}. Nothing will be delivered or charged.`,
      },
      refused: {
        title: "Order refused at delivery",
        description: (date: string) => `The parcel was refused at the door on ${date}. Nothing was charged.`,
      },
    },
    reason: "Reason",
    delivered: {
      title: "Order delivered",
      description: (date: string, amount: string) => `Delivered on ${date}; ${amount} paid in cash.`,
      prepaid: (date: string) => `Delivered on ${date}; paid online.`,
    },
    pageTitle: "Your Order",
    thanks: (name: string) => `Thank you, ${name}! Your order has been placed.`,
    orderNumber: "Order number",
    estimatedDelivery: "Estimated delivery",
    shipsWithin: `Your order will be shipped within ${policies.shipping.dispatchWithinHours} hours`,
    freeShipping: "Free UAE shipping",
    paymentMethod: "Payment",
    cashOnDelivery: "Cash on delivery",
    emailNotice: (email: string) => `We'll send updates about your order to ${email}.`,
    itemsTitle: "Your items",
    helpTitle: "Need help?",
    trackTitle: "Track your order",
    trackDescription: "Check the status of your delivery with your e-mail and order number.",
    trackLink: "Track Order",
    contactTitle: "Questions?",
    contactDescription: `Our team replies within ${policies.support.replyWithinHours} hours.`,
    contactLink: "Contact Us",
    shareTitle: "Love Matcha Glow? Share it with a friend",
    share: "Share",
    copyLink: "Copy Link",
    continueShopping: "Continue Shopping",
    notFoundTitle: "We couldn't find that order",
    notFoundDescription:
      "The link may be incomplete. Check the link in your confirmation, or contact us if you need help.",
    backHome: "Back to Home",
    expiredTitle: "This confirmation link has expired",
    expiredDescription: `For your privacy, confirmation links show the order for ${policies.orderConfirmation.showDetailsForDays} days. You can still follow your order with your e-mail and order number.`,
  },
  share: {
    thanks: "Thanks for sharing!",
    copied: "Link copied to clipboard!",
    failed: "Failed to share",
  },
} as const;
