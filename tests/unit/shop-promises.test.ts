import { shopPromiseText } from "@/content/copy/shop-promises";
import { faqGroupsIn } from "@/content/localized";
import { estimateDelivery, gccDestinationsFor, paymentOfferFor } from "@/content/shop-promises";

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
