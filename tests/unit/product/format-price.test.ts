import { formatPrice } from "@/lib/currency/format-price";

describe("formatPrice", () => {
  test.each([
    [99, undefined, "AED 99.00"],
    [239, "AED", "AED 239.00"],
    [15.2, "AED", "AED 15.20"],
    [0.005, "AED", "AED 0.01"],
    [1234.5, "USD", "USD 1,234.50"],
    [1500, "JPY", "JPY 1,500"],
    [1499.6, "JPY", "JPY 1,500"],
    [25000, "KRW", "KRW 25,000"],
    [10, "eur", "EUR 10.00"],
    [12.3456, "KWD", "KWD 12.346"],
    [1, "BHD", "BHD 1.000"],
    [26.95, "OMR", "OMR 26.950"],
    [101.5, "SAR", "SAR 101.50"],
    [27.224, "QAR", "QAR 27.22"],
  ])("%p %p -> %p", (amount, currency, expected) => {
    expect(formatPrice(amount, currency)).toBe(expected);
  });
});
