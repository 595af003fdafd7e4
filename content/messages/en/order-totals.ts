import { policyText } from "@/content/copy/en/policy-text";

/**
 * The Subtotal / Shipping / Total rows of every order summary: cart, checkout and confirmation. A module of its own
 * so the cart's client code carries these rows' words without the rest of the checkout's.
 */
export const orderTotalsMessages = {
  subtotal: "Subtotal",
  shipping: "Shipping",
  codFee: "Cash on delivery fee",
  free: "Free",
  freeOver: `Free over ${policyText.freeShippingThreshold}`,
  moreForFreeShipping: (amount: string) => `${amount} more for free delivery`,
  atHostedCheckout: "Calculated at checkout",
  total: "Total",
  /** The VAT inside the total of a VAT-registered shop (prices include it; nothing is added). */
  vatIncluded: "VAT included",
  /** The tax Shopify's cart reports (Storefront API cost.totalTaxAmount). */
  tax: "Tax",
} as const;
