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
  ])("%p %p -> %p", (amount, currency, expected) => {
    expect(formatPrice(amount, currency)).toBe(expected);
  });
});
