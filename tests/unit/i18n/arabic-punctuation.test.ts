import { bundleMessages } from "@/content/messages/ar/bundle";
import { cartMessages } from "@/content/messages/ar/cart";
import { currencyMessages } from "@/content/messages/ar/currency";
import { formatPrice } from "@/lib/currency/format-price";

const dirhams = (amount: number) => formatPrice(amount, "AED", "ar");

describe("Arabic sentences that end with an amount", () => {
  test("never double the dirham symbol's full stop", () => {
    for (const sentence of [
      cartMessages.announce.updated(2, dirhams(198)),
      currencyMessages.approximateNote("USD", dirhams(99)),
    ]) {
      expect(sentence).not.toMatch(/\.[\u200e\u200f]*\.$/);
      expect(sentence).toMatch(/\.[\u200e\u200f]*$/);
    }
  });

  test("a saving's percentage keeps its figure before the sign", () => {
    expect(bundleMessages.savings(dirhams(43), 15)).toContain("\u206815%\u2069");
  });
});
