import "server-only";

import { env } from "@/lib/env";
import { defineRateLimit } from "./limit";

/**
 * Every limit of the shop in one place. Keys are the client address (see client-address.ts) or a normalised
 * e-mail, never a value the client chooses freely.
 */
export const rateLimits = {
  trackOrderByClient: defineRateLimit({ name: "track-client", points: 10, durationSeconds: 60, blockSeconds: 300 }),
  trackOrderByEmail: defineRateLimit({ name: "track-email", points: 5, durationSeconds: 300, blockSeconds: 900 }),
  // A return request writes a row and an e-mail; a shopper sends one or two per order, a script sends hundreds.
  returnRequestByClient: defineRateLimit({ name: "return-client", points: 10, durationSeconds: 600 }),
  newsletterByClient: defineRateLimit({ name: "newsletter-client", points: 5, durationSeconds: 600 }),
  // Each confirmation may ask the marketing provider; a reader presses the button once or twice.
  newsletterConfirmByClient: defineRateLimit({ name: "newsletter-confirm-client", points: 10, durationSeconds: 600 }),
  // Each "Notify me" writes a row and a confirmation e-mail; a shopper asks for a product or two.
  backInStockByClient: defineRateLimit({ name: "back-in-stock-client", points: 5, durationSeconds: 600 }),
  backInStockByEmail: defineRateLimit({ name: "back-in-stock-email", points: 5, durationSeconds: 3600 }),
  backInStockConfirmByClient: defineRateLimit({
    name: "back-in-stock-confirm-client",
    points: 10,
    durationSeconds: 600,
  }),
  contactByClient: defineRateLimit({ name: "contact-client", points: 5, durationSeconds: 600 }),
  reviewByClient: defineRateLimit({ name: "review-client", points: 5, durationSeconds: 600 }),
  discountByClient: defineRateLimit({ name: "discount-client", points: 10, durationSeconds: 600 }),
  // A shopper starts a cart a few times a day; many shoppers can share one mobile-carrier address, so the
  // figure is generous and stops only floods (the probe made 200 carts in 3.5 s). Adding to a cart is not counted.
  cartCreationByClient: defineRateLimit({
    name: "cart-create-client",
    points: 60,
    durationSeconds: 600,
    blockSeconds: 600,
  }),
  // Cash-on-delivery orders ship goods before anyone pays, so fake orders cost a courier trip each.
  // The browser suite's shop (E2E_TEST_HOOKS, never set in production) takes every order from one address, 127.0.0.1;
  // there the figure is lifted, and the data tests hold the real 20 (tests/unit/data/cart-and-order-limits.test.ts).
  codOrderByClient: defineRateLimit({
    name: "cod-order-client",
    points: env.E2E_TEST_HOOKS ? 500 : 20,
    durationSeconds: 3600,
    blockSeconds: 3600,
  }),
  codOrderByEmail: defineRateLimit({ name: "cod-order-email", points: 5, durationSeconds: 3600, blockSeconds: 3600 }),
  // An invoice PDF is read from storage after its first drawing, but each answer is still a few hundred KB of work:
  // a shopper downloads theirs a few times, so a client reading a hundred a minute is a flood (issue 30).
  invoicePdfByClient: defineRateLimit({ name: "invoice-pdf-client", points: 20, durationSeconds: 600 }),
  invoicePdfByDocument: defineRateLimit({ name: "invoice-pdf-document", points: 10, durationSeconds: 600 }),
  // Each Pay now opens a session at the gateway (an outside call, and a page a card tester could reuse): a shopper
  // needs a few; a cart sent to the gateway more often than this is a script.
  paymentStartByClient: defineRateLimit({
    name: "payment-start-client",
    points: env.E2E_TEST_HOOKS ? 500 : 20,
    durationSeconds: 3600,
    blockSeconds: 3600,
  }),
  paymentStartByCart: defineRateLimit({ name: "payment-start-cart", points: 10, durationSeconds: 3600 }),
  // Each product page a signed-in shopper opens reads (and merges) their wishlist once, and each heart tap writes it:
  // browsing is dozens a visit, a script is thousands. Guests never reach it (refused before any count). The browser
  // suite opens every product page from 127.0.0.1, so the figure is lifted there as for orders.
  wishlistByClient: defineRateLimit({
    name: "wishlist-client",
    points: env.E2E_TEST_HOOKS ? 2000 : 120,
    durationSeconds: 600,
  }),
  // The address book's saves, deletes and defaults: a shopper makes a few changes a visit, a script thousands. The
  // browser suite makes every change from 127.0.0.1, so the figure is lifted there as for orders.
  savedAddressesByClient: defineRateLimit({
    name: "saved-addresses-client",
    points: env.E2E_TEST_HOOKS ? 500 : 30,
    durationSeconds: 600,
  }),
  // The header asks for suggestions as the shopper types (a request a pause in typing, a dozen a search) and the
  // results page searches once a visit; a script searching in a loop is stopped. The browser suite searches from
  // 127.0.0.1 in every spec, so the figure is lifted there as for orders.
  searchByClient: defineRateLimit({
    name: "search-client",
    points: env.E2E_TEST_HOOKS ? 3000 : 120,
    durationSeconds: 60,
    blockSeconds: 60,
  }),
  cspReportByClient: defineRateLimit({ name: "csp-report-client", points: 20, durationSeconds: 60 }),
  // Each new code is a paid SMS or WhatsApp message: a shopper needs one or two per order, so three an hour per order,
  // five per phone (several orders) and ten per client stop a script texting strangers at the shop's cost.
  phoneCodeByOrder: defineRateLimit({ name: "phone-code-order", points: 3, durationSeconds: 3600 }),
  phoneCodeByPhone: defineRateLimit({ name: "phone-code-phone", points: 5, durationSeconds: 3600 }),
  phoneCodeByClient: defineRateLimit({ name: "phone-code-client", points: 10, durationSeconds: 3600 }),
  // The code's own three tries stop guessing one code; this stops a client trying codes across many orders.
  phoneConfirmByClient: defineRateLimit({ name: "phone-confirm-client", points: 20, durationSeconds: 600 }),
};
