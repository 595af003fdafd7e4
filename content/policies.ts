import type { Policies } from "./policies-schema";

/**
 * Every policy number the shop states, once. Pages, badges and FAQ answers render these values;
 * the old site contradicted itself (returns 7 vs 30 days, three shipping thresholds, 'Save 25%'),
 * so the shipping and returns pages' figures were taken as the authoritative ones.
 *
 * Plain data on purpose: client components read these figures, and importing zod here would add ~100 KB to
 * every page. `policiesSchema` checks them when the root layout loads, so a bad figure fails the build.
 */
export const policies = {
  currency: "AED",
  shipping: {
    uaeDelivery: "next day",
    freeShippingThreshold: 120,
    standardShippingFee: 15,
    sameDayCutoff: "2:00 PM GST",
    dispatchWithinHours: 24,
    weekendProcessingDay: "Sunday",
    summerColdChainMonths: { from: "May", to: "September" },
  },
  returns: {
    windowDays: 7,
    customerPaysReturnShipping: true,
    processingBusinessDays: { min: 3, max: 5 },
    refundDays: { card: { min: 3, max: 7 }, bankTransfer: { min: 2, max: 3 }, wallet: { min: 1, max: 2 } },
    reportIssueWithinHours: 48,
    changeOrCancelWithinHours: 1,
    // The delivery fee comes back only when the return is the shop's mistake (a wrong or damaged item).
    refundDeliveryFee: "shop_error_only",
  },
  // A shopper whose parcels came back this many times is asked to pay online (where the shop offers it) until the owner
  // lifts the hold: most refused parcels come from few numbers, and each one costs two courier legs.
  // feeAed: what a cash-on-delivery order pays on top, VAT included like every price; 0 charges none (docs/operations.md).
  cashOnDelivery: {
    country: "AE",
    countryName: "United Arab Emirates",
    maxOrderTotal: 500,
    payNowOnlyAfterRefusals: 2,
    feeAed: 0,
  },
  // A cash order is confirmed by a code sent to its phone (when a messaging provider is configured): 20-35% of UAE
  // cash parcels come back unopened, under 10% with a confirmation before dispatch (docs/operations.md). A code lasts
  // five minutes and three wrong tries; an order nobody confirmed is cancelled after a day, its stock returned.
  phoneConfirmation: { codeDigits: 6, codeValidMinutes: 5, maxAttempts: 3, cancelUnconfirmedAfterHours: 24 },
  // An order paid online holds its stock this long while the shopper is at the gateway's page; then it returns.
  onlinePayment: { payWithinMinutes: 30 },
  // Ten of one item is more than a shopper buys for themselves or as gifts; the cap stops scripted adds piling up units.
  cart: { maxQuantityPerLine: 10 },
  // How long a confirmation link shows the whole order; after that it points to order tracking.
  orderConfirmation: { showDetailsForDays: 30 },
  newsletter: { welcomeDiscountPercent: 15, welcomeCodeValidDays: 90 },
  support: { replyWithinHours: 24 },
  // One sign-in opens the back office for this long (shopper sessions last 7 days); see docs/security.md.
  accounts: { adminSessionHours: 12 },
} satisfies Policies;
