import { checkoutOfferKey } from "@/content/shop-promises";
import { paymentSetupKeyOf } from "@/lib/cache/payment-setup";
import type * as CheckoutOffer from "@/lib/payments/checkout-offer";

/** The checkout offer under an environment (lib/env reads it once, at import). */
function offerUnder(env: Record<string, string | undefined>) {
  const saved = { ...process.env };
  for (const [name, value] of Object.entries(env))
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  try {
    let offer: unknown;
    jest.isolateModules(() => {
      offer = jest.requireActual<typeof CheckoutOffer>("@/lib/payments/checkout-offer").getCheckoutOffer();
    });
    return offer as ReturnType<typeof CheckoutOffer.getCheckoutOffer>;
  } finally {
    process.env = saved;
  }
}

const stripe = { PAYMENT_PROVIDER: "stripe", STRIPE_SECRET_KEY: "sk_test_x", STRIPE_WEBHOOK_SECRET: "whsec_x" };
const checkoutCom = {
  PAYMENT_PROVIDER: "checkoutcom",
  CHECKOUT_COM_SECRET_KEY: "sk_sbox_x",
  CHECKOUT_COM_PROCESSING_CHANNEL_ID: "pc_x",
  CHECKOUT_COM_WEBHOOK_SECRET: "s",
  CHECKOUT_COM_API_BASE: "https://abcd1234.api.sandbox.checkout.com",
};

test.each([
  [
    "no gateway: cash on delivery only, whatever PAYMENT_METHODS says",
    { PAYMENT_PROVIDER: undefined, PAYMENT_METHODS: "tabby" },
    null,
  ],
  [
    "Stripe, PAYMENT_METHODS unset: card",
    { ...stripe, PAYMENT_METHODS: undefined },
    { gateway: "stripe", methods: ["card"] },
  ],
  [
    "Checkout.com, listed in any order and case: the shop's order",
    { ...checkoutCom, PAYMENT_METHODS: "Tamara, apple_pay,card,tamara" },
    { gateway: "checkoutcom", methods: ["card", "apple_pay", "tamara"] },
  ],
  [
    "Stripe with its card wallets",
    { ...stripe, PAYMENT_METHODS: "card,google_pay,apple_pay" },
    { gateway: "stripe", methods: ["card", "apple_pay", "google_pay"] },
  ],
  [
    "Shopify: its checkout names its own",
    {
      ...stripe,
      COMMERCE_PROVIDER: "shopify",
      SHOPIFY_STORE_DOMAIN: "x.myshopify.com",
      SHOPIFY_STOREFRONT_PUBLIC_TOKEN: "t",
    },
    null,
  ],
])("%s", (_, env, online) => {
  const offer = offerUnder(env);
  expect(offer.online).toEqual(online);
  // The cache handlers compute the same setup key from the raw environment (lib/cache/payment-setup.ts).
  expect(paymentSetupKeyOf({ ...process.env, ...env })).toBe(checkoutOfferKey(offer));
});

test.each([
  [{ ...stripe, PAYMENT_METHODS: "card,tabby" }, /PAYMENT_METHODS: tabby are offered through Checkout.com only/],
  [{ ...stripe, PAYMENT_METHODS: "card,tabby,tamara" }, /tabby and tamara are offered through Checkout.com only/],
  [{ ...stripe, PAYMENT_METHODS: "apple_pay" }, /PAYMENT_METHODS: with PAYMENT_PROVIDER=stripe, list card/],
  [{ ...checkoutCom, PAYMENT_METHODS: "card,paypal" }, /PAYMENT_METHODS/],
  [{ ...checkoutCom, PAYMENT_METHODS: " , " }, /PAYMENT_METHODS: name at least one of card, apple_pay/],
])("%# a list the gateway cannot keep stops the server at start-up with the reason", (env, message) => {
  expect(() => offerUnder(env)).toThrow(message);
});

test("Tabby and Tamara are fine with Checkout.com", () => {
  expect(offerUnder({ ...checkoutCom, PAYMENT_METHODS: "tabby,tamara" }).online?.methods).toEqual(["tabby", "tamara"]);
});
