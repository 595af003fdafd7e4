import { policyText } from "@/content/copy/policy-text";

/** Texts of the /checkout page, which hands the shopper over to the checkout of the active provider. */
export const checkoutPageMessages = {
  title: "Secure Checkout",
  metaDescription: "Review your order and continue to our secure checkout.",
  badges: {
    secure: "Secure & Encrypted",
    freeShipping: `Free UAE Shipping over ${policyText.freeShippingThreshold}`,
    returns: (days: number) => `${days}-Day Returns`,
  },
  explanation:
    "When you continue, you will be redirected to our secure checkout to enter your delivery details and confirm your order. Your cart is saved, so you can come back at any time.",
  summary: "Order Summary",
  proceed: "Proceed to Secure Checkout",
  redirecting: "Redirecting…",
  empty: {
    title: "Your cart is empty",
    description: "Add a product to your cart before checking out.",
    shopNow: "Shop Now",
  },
} as const;
