import type * as Policies from "@/content/policies";
import type { Locale } from "@/lib/i18n/locales";
import type * as PaymentOptions from "@/lib/payments/payment-options";

/** The delivery form's payment choice under a PAYMENT_PROVIDER (lib/env reads the environment once, at import). */
function choiceUnder(env: Record<string, string | undefined>, locale: Locale, totalAed: number, codFeeAed = 0) {
  const saved = { ...process.env };
  for (const [name, value] of Object.entries(env))
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  try {
    let choice: unknown;
    jest.isolateModules(() => {
      // This registry's own copy of the policies: the COD fee set here reaches no other test.
      jest.requireActual<typeof Policies>("@/content/policies").policies.cashOnDelivery.feeAed = codFeeAed;
      const { paymentChoiceFor } = jest.requireActual<typeof PaymentOptions>("@/lib/payments/payment-options");
      choice = paymentChoiceFor(locale, totalAed);
    });
    return choice as ReturnType<typeof PaymentOptions.paymentChoiceFor>;
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

test("without PAYMENT_PROVIDER the form offers no choice: cash on delivery as before", () => {
  expect(choiceUnder({ PAYMENT_PROVIDER: undefined }, "en", 100)).toBeNull();
});

test.each([
  [checkoutCom, 437, ["online", "cash_on_delivery"]],
  [checkoutCom, 500, ["online"]],
  [stripe, 717, ["online"]],
  [stripe, 104, ["online", "cash_on_delivery"]],
])("%#: under AED 500 both ways, from AED 500 Pay now only", (env, total, offered) => {
  expect(choiceUnder(env, "en", total)?.options.map((option) => option.value)).toEqual(offered);
});

test("Arabic shoppers are told before the redirect that Stripe's page has no Arabic; Checkout.com's has", () => {
  expect(choiceUnder(stripe, "ar", 100)?.notes.join(" ")).toContain("Stripe لا تتوفر باللغة العربية");
  expect(choiceUnder(checkoutCom, "ar", 100)?.notes).toEqual([]);
  expect(choiceUnder(stripe, "en", 100)?.notes).toEqual([]);
});

test("a gateway named without its settings stops the server at start-up, naming the missing ones", () => {
  expect(() =>
    choiceUnder({ PAYMENT_PROVIDER: "stripe", STRIPE_SECRET_KEY: "", STRIPE_WEBHOOK_SECRET: "" }, "en", 1),
  ).toThrow(/STRIPE_SECRET_KEY: required with PAYMENT_PROVIDER=stripe/);
});

test.each([
  ["en", 0, "Cash on delivery"],
  ["en", 10, "Cash on delivery (+AED 10.00 fee)"],
  ["ar", 10, "الدفع عند الاستلام (رسوم إضافية"],
] as const)(
  "%s, fee AED %d: the cash-on-delivery option names its fee before the shopper chooses",
  (locale, fee, label) => {
    const option = choiceUnder(stripe, locale, 104, fee)?.options.find((entry) => entry.value === "cash_on_delivery");
    if (fee === 0) expect(option?.label).toBe(label);
    else expect(option?.label).toContain(label);
    expect(choiceUnder(stripe, locale, 104, fee)?.options[0]?.label).not.toMatch(/fee|رسوم/);
  },
);

test("the AED 500 limit is on the items and delivery: a fee on top does not take cash on delivery away", () => {
  expect(choiceUnder(stripe, "en", 495, 10)?.options.map((option) => option.value)).toEqual([
    "online",
    "cash_on_delivery",
  ]);
});
