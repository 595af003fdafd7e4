import { shopPromiseText } from "@/content/copy/shop-promises";
import { faqGroupsIn } from "@/content/localized";
import { onlinePaymentMethods, type OnlinePaymentMethod } from "@/content/payment-methods";
import {
  cashOnlyOffer,
  estimateDelivery,
  gccDestinationsFor,
  paymentOfferFor,
  type CheckoutOffer,
  type OnlineGateway,
} from "@/content/shop-promises";

const gulfDay = (date: Date) => date.toLocaleDateString("en-CA", { timeZone: "Asia/Dubai" });

// 2026-11-22 is a Sunday; Gulf time is UTC+4.
describe("the delivery promise: next day, 2:00 PM GST cut-off, weekend orders processed on Sunday", () => {
  test.each([
    ["Sunday 9:00 GST", "2026-11-22T05:00:00Z", "2026-11-22", "2026-11-23"],
    ["Monday 13:59 GST, just before the cut-off", "2026-11-23T09:59:00Z", "2026-11-23", "2026-11-24"],
    ["Monday 14:00 GST, at the cut-off", "2026-11-23T10:00:00Z", "2026-11-24", "2026-11-25"],
    ["Thursday 01:00 GST (Wednesday in UTC)", "2026-11-25T21:00:00Z", "2026-11-26", "2026-11-27"],
    ["Thursday 15:00 GST, after the cut-off before the weekend", "2026-11-26T11:00:00Z", "2026-11-29", "2026-11-30"],
    ["Friday 10:00 GST", "2026-11-27T06:00:00Z", "2026-11-29", "2026-11-30"],
    ["Saturday 23:30 GST", "2026-11-28T19:30:00Z", "2026-11-29", "2026-11-30"],
  ])("an order on %s is processed on %s and delivered on %s", (_when, orderedAt, processed, delivered) => {
    const estimate = estimateDelivery(new Date(orderedAt));
    expect(gulfDay(estimate.processedOn)).toBe(processed);
    expect(gulfDay(estimate.deliveredOn)).toBe(delivered);
  });
});

const cardWords = /\b(cards?|visa|mastercard|credit|debit)\b|بطاق|ائتمان/i;
const gccCountries = /\b(saudi|kuwait|qatar|bahrain|oman)\b|السعودية|الكويت|قطر\b|البحرين|عُمان|عمان/i;

function allText(value: unknown): string {
  if (typeof value === "string") return value;
  if (Array.isArray(value)) return value.map(allText).join("\n");
  if (value && typeof value === "object") return Object.values(value).map(allText).join("\n");
  return "";
}

describe("what each provider promises", () => {
  test("local: cash on delivery in the UAE under AED 500, no GCC country", () => {
    expect(paymentOfferFor("local")).toEqual({ kind: "cash-on-delivery", country: "AE", maxOrderTotalAed: 500 });
    expect(gccDestinationsFor("local")).toEqual([]);
  });

  test("shopify: the hosted checkout names its own methods", () => {
    expect(paymentOfferFor("shopify")).toEqual({ kind: "hosted-checkout" });
  });

  test.each(["en", "ar"] as const)("no %s sentence names a card or a GCC country under either provider", (locale) => {
    for (const provider of ["local", "shopify"] as const) {
      const text = allText(shopPromiseText(locale, provider)) + allText(faqGroupsIn(locale, provider));
      expect(text).not.toMatch(cardWords);
      expect(text).not.toMatch(gccCountries);
    }
  });

  test("the FAQ answers payment from the provider: cash on delivery under local, the hosted checkout under shopify", () => {
    const payment = (provider: "local" | "shopify") =>
      faqGroupsIn("en", provider)
        .flatMap((group) => group.entries)
        .find((entry) => entry.question === "Which payment methods do you accept?")?.answer;
    expect(payment("local")).toBe(
      "You pay in cash when your order arrives. Cash on delivery is available in the United Arab Emirates only, for orders under AED 500.",
    );
    expect(payment("shopify")).toMatch(/^You pay at our secure checkout/);
    expect(payment("shopify")).not.toMatch(/cash on delivery/i);
  });

  test("the shipping rules state the cut-off and the weekend rule, and no fixed number of days", () => {
    expect(shopPromiseText("en", "local").delivery.rules).toEqual([
      "Orders placed before 2:00 PM GST are processed the same day and delivered the next day.",
      "Orders placed after 2:00 PM GST are processed the next working day.",
      "Weekend orders are processed on Sunday.",
      "Orders placed on a public holiday are processed the next working day.",
    ]);
  });
});

/** Each method's name in either language, as a shopper would read it on any page. */
const methodWords: Record<OnlinePaymentMethod, RegExp> = {
  card: /\b(cards?|visa|master ?card|credit|debit)\b|بطاق|ائتمان|فيزا|ماستركارد/i,
  apple_pay: /apple ?pay/i,
  google_pay: /google ?pay/i,
  tabby: /tabby|تابي/i,
  tamara: /tamara|تمارا/i,
};

const onlineOffer = (gateway: OnlineGateway, methods: OnlinePaymentMethod[]): CheckoutOffer => ({
  provider: "local",
  online: { gateway, methods },
});

describe("with a gateway on the local provider, the pages name the switched-on methods and no other", () => {
  const setups: [OnlineGateway, OnlinePaymentMethod[]][] = [
    ["stripe", ["card"]],
    ["stripe", ["card", "apple_pay", "google_pay"]],
    ["checkoutcom", ["card"]],
    ["checkoutcom", ["card", "apple_pay", "google_pay", "tabby", "tamara"]],
    ["checkoutcom", ["apple_pay", "tabby"]],
  ];
  test.each(
    setups.flatMap(([gateway, methods]) =>
      (["en", "ar"] as const).map((locale) => [gateway, methods, locale] as const),
    ),
  )(
    "%s %j (%s): every sentence names only these, the FAQ, refunds, terms, privacy and checkout name each",
    (gateway, methods, locale) => {
      const offer = onlineOffer(gateway, methods);
      const promise = shopPromiseText(locale, offer);
      const everything = allText(promise) + allText(faqGroupsIn(locale, offer));
      for (const method of onlinePaymentMethods) {
        if (methods.includes(method)) {
          for (const promised of [
            promise.payment.faqAnswer,
            promise.payment.terms,
            promise.payment.shippingNote,
            promise.payment.checkoutExplanation,
            promise.payment.checkoutBadge ?? "",
            promise.payment.overCashLimit ?? "",
            promise.refunds.note,
          ])
            expect(promised).toMatch(methodWords[method]);
        } else expect(everything).not.toMatch(methodWords[method]);
      }
      // The gateway is named as the processor on the privacy and terms sentences.
      const gatewayName = gateway === "stripe" ? "Stripe" : "Checkout.com";
      expect(promise.payment.privacy).toContain(gatewayName);
      expect(promise.payment.terms).toContain(gatewayName);
      expect(everything).not.toMatch(gccCountries);
    },
  );

  test("English reads as a shopper would: the FAQ, the refund row and the product note", () => {
    const promise = shopPromiseText("en", onlineOffer("checkoutcom", ["tamara", "card", "apple_pay"]));
    expect(promise.payment.faqAnswer).toBe(
      "You can pay online by card, Apple Pay, or Tamara on Checkout.com's secure payment page, or in cash when your order arrives. Cash on delivery is available in the United Arab Emirates only, for orders under AED 500; larger orders are paid online.",
    );
    expect(promise.refunds.rows[0]).toEqual({ method: "Paid online (card, Apple Pay, or Tamara)", time: "3-7 days" });
    expect(promise.payment.overCashLimit).toBe(
      "Orders of AED 500 or more are paid online (card, Apple Pay, or Tamara).",
    );
  });

  test("Arabic names Tabby and Tamara by their Arabic names and keeps Apple Pay's brand", () => {
    const promise = shopPromiseText("ar", onlineOffer("checkoutcom", ["card", "apple_pay", "tabby", "tamara"]));
    expect(promise.payment.checkoutBadge).toBe("الدفع إلكترونيًا: البطاقة أو Apple Pay أو تابي أو تمارا");
  });

  test("without a gateway, and on Shopify whatever PAYMENT_PROVIDER says, the sentences are today's", () => {
    for (const locale of ["en", "ar"] as const) {
      expect(shopPromiseText(locale, cashOnlyOffer("local"))).toEqual(shopPromiseText(locale, "local"));
      expect(
        shopPromiseText(locale, { provider: "shopify", online: { gateway: "stripe", methods: ["card"] } }),
      ).toEqual(shopPromiseText(locale, "shopify"));
      expect(shopPromiseText(locale, "local").payment.checkoutBadge).toBeNull();
      expect(shopPromiseText(locale, "local").payment.overCashLimit).toBeNull();
    }
  });
});
