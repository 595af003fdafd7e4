import {
  arabicDigitStyle,
  currencyName,
  formatHours,
  formatMoney,
  formatNumber,
  formatShopDate,
} from "@/lib/i18n/format";
import { formatPrice } from "@/lib/currency/format-price";
import { currencyMinorUnits, supportedCurrencies } from "@/lib/currency/currencies";

// Unicode marks Intl puts around Arabic amounts (right-to-left mark) are kept in the output, so they are dropped
// here only to compare the visible text.
const visible = (text: string) => text.replace(/[\u200e\u200f\u061c]/g, "").replace(/\u00a0/g, " ");

describe("formatMoney", () => {
  test.each([
    [99, "AED", "AED 99.00"],
    [1234.5, "AED", "AED 1,234.50"],
    [12.3456, "KWD", "KWD 12.346"],
    [4.5, "BHD", "BHD 4.500"],
    [1500, "JPY", "JPY 1,500"],
  ])("English keeps the shop's 'CODE amount' form: %d %s → %s", (amount, currency, expected) => {
    expect(formatMoney(amount, currency)).toBe(expected);
    expect(formatPrice(amount, currency)).toBe(expected);
  });

  test.each([
    [99, "AED", "99.00 د.إ."],
    [1234.5, "AED", "1,234.50 د.إ."],
    [250, "SAR", "250.00 ر.س."],
    [12.3456, "KWD", "12.346 د.ك."],
    [4.5, "BHD", "4.500 د.ب."],
    [30, "QAR", "30.00 ر.ق."],
    [7.25, "OMR", "7.250 ر.ع."],
  ])(
    "Arabic writes the GCC currency's Arabic symbol after the amount, Latin digits by default: %d %s → %s",
    (amount, currency, expected) => {
      expect(visible(formatMoney(amount, currency, { locale: "ar", digits: "latn" }))).toBe(expected);
    },
  );

  test("Arabic-Indic digits when the shop asks for them", () => {
    expect(visible(formatMoney(1234.5, "AED", { locale: "ar", digits: "arab" }))).toBe("١٬٢٣٤٫٥٠ د.إ.");
    expect(formatNumber(2026, { locale: "ar", digits: "arab" })).toBe("٢٬٠٢٦");
    expect(formatNumber(2026, { locale: "ar", digits: "latn" })).toBe("2,026");
  });

  test("every supported currency formats in both languages with its own minor units", () => {
    for (const code of supportedCurrencies) {
      expect(formatMoney(1, code)).toMatch(new RegExp(`^${code} 1`));
      expect(visible(formatMoney(1, code, { locale: "ar", digits: "latn" }))).toMatch(/^1/);
    }
  });
});

describe("the digits setting", () => {
  test.each([
    [undefined, "latn"],
    ["latn", "latn"],
    ["arab", "arab"],
    ["ARAB", "latn"],
    ["hindi", "latn"],
  ])("NEXT_PUBLIC_ARABIC_DIGITS=%s gives %s", (value, expected) => {
    expect(arabicDigitStyle(value)).toBe(expected);
  });
});

describe("names, dates and durations", () => {
  test("currency names in the shopper's language", () => {
    expect(currencyName("AED")).toBe("United Arab Emirates Dirham");
    expect(currencyName("AED", "ar")).toBe("درهم إماراتي");
    expect(currencyName("SAR", "ar")).toBe("ريال سعودي");
    expect(currencyName("KWD", "ar")).toBe("دينار كويتي");
  });

  test("dates are Gulf-time calendar days: 22:30 UTC is already the next day in Dubai", () => {
    const lateEvening = new Date("2026-03-03T22:30:00Z");
    expect(formatShopDate(lateEvening)).toBe("Wednesday, 4 March 2026");
    expect(formatShopDate(lateEvening, { style: "medium" })).toBe("4 March 2026");
    expect(formatShopDate(lateEvening, { locale: "ar", digits: "latn" })).toBe("الأربعاء، 4 مارس 2026");
    expect(formatShopDate(lateEvening, { locale: "ar", digits: "arab" })).toBe("الأربعاء، ٤ مارس ٢٠٢٦");
  });

  test("hours are spelled with the right plural in both languages", () => {
    expect([1, 24].map((count) => formatHours(count))).toEqual(["1 hour", "24 hours"]);
    expect([1, 2, 24].map((count) => formatHours(count, { locale: "ar", digits: "latn" }))).toEqual([
      "ساعة",
      "ساعتان",
      "24 ساعة",
    ]);
  });
});

describe("English amounts without Intl", () => {
  // The reference: what formatMoney wrote before, with Intl for every amount.
  const withIntl = (amount: number, code: string) => {
    const { maximumFractionDigits } = new Intl.NumberFormat("en-US", {
      style: "currency",
      currency: code,
    }).resolvedOptions();
    return `${code} ${new Intl.NumberFormat("en-US", { minimumFractionDigits: maximumFractionDigits, maximumFractionDigits }).format(amount)}`;
  };
  const amounts = [
    0, -0, 0.1, 0.5, 1, 9.99, 12.3, 99, 100, 999.5, 1000, 1234.56, 12345.6, 999999.99, 1234567, -43, -1234.5, 0.005,
    1.005, 2.675, 12.3456, 1e21, 1e-7, 123456789.12,
  ];

  test.each(supportedCurrencies)("%s: every amount reads exactly as Intl writes it", (code) => {
    for (const amount of amounts) expect(formatMoney(amount, code)).toBe(withIntl(amount, code));
  });

  test("the minor units the shop knows are Intl's", () => {
    for (const code of supportedCurrencies) {
      expect(
        new Intl.NumberFormat("en-US", { style: "currency", currency: code }).resolvedOptions().maximumFractionDigits,
      ).toBe(currencyMinorUnits[code]);
    }
  });

  test("a price in English is written without building an Intl formatter, so hydration does not load ICU data", () => {
    const spy = jest.spyOn(Intl, "NumberFormat");
    try {
      expect(formatMoney(1234.5, "SAR")).toBe("SAR 1,234.50");
      expect(formatMoney(12.345, "KWD")).toBe("KWD 12.345");
      expect(spy).not.toHaveBeenCalled();
      // An amount that needs rounding still goes through Intl, which rounds as it always has.
      expect(formatMoney(1.005, "AED")).toBe(withIntl(1.005, "AED"));
    } finally {
      spy.mockRestore();
    }
  });
});
