import { cartMessages } from "@/content/messages/cart";
import { addRefusalOf, cartPathAfterAdd, refusalMessage } from "@/lib/cart/add-to-cart-form";
import { cashOnDeliveryExcess, cashOnDeliveryTotalWith } from "@/lib/cart/cash-on-delivery-limit";
import { cartWith } from "../../support/cart-fixture";

const mask = (quantity: number) => cartWith({ id: "mask", title: "Matcha Clay Mask", price: 99, quantity });

describe("cashOnDeliveryExcess: the amount a local cart must lose before cash on delivery takes it", () => {
  test.each([
    ["under the limit", mask(5), null],
    ["at the limit (the order needs under AED 500)", cartWith({ id: "x", title: "X", price: 500, quantity: 1 }), 0],
    ["the issue's AED 594 cart", mask(6), 94],
    [
      "AED 717",
      cartWith({ id: "a", title: "A", price: 99, quantity: 5 }, { id: "b", title: "B", price: 111, quantity: 2 }),
      217,
    ],
  ])("%s", (_name, cart, excess) => {
    expect(cashOnDeliveryExcess(cart)).toBe(excess);
  });

  test("a discount code counts: the limit is on what the shopper pays", () => {
    const discounted = { ...mask(6), discount: { code: "WELCOME-15", amount: { amount: 100, currencyCode: "AED" } } };
    expect(cashOnDeliveryExcess(discounted)).toBeNull();
  });

  test("a Shopify cart, which hands off to the hosted checkout, has no limit; nor has no cart", () => {
    expect(cashOnDeliveryExcess({ ...mask(9), checkoutUrl: "https://shop.example/checkouts/abc" })).toBeNull();
    expect(cashOnDeliveryExcess(null)).toBeNull();
  });
});

describe("cashOnDeliveryTotalWith: the order a product page's chosen quantity would make", () => {
  test.each([
    ["two bundles in no cart: AED 478, free delivery, under the limit", null, 2 * 239, null],
    ["three bundles in no cart", null, 3 * 239, 717],
    ["one bundle on top of four masks", mask(4), 239, 635],
    ["one mask on top of four: AED 495, under it", mask(4), 99, null],
    ["an amount under the free-delivery threshold pays the fee", null, 100, null],
  ])("%s", (_name, cart, added, total) => {
    expect(cashOnDeliveryTotalWith(cart, added)).toBe(total);
  });

  test("a Shopify cart's lines do not count (its checkout has no limit; the page does not ask)", () => {
    expect(cashOnDeliveryTotalWith({ ...mask(4), checkoutUrl: "https://shop.example/checkouts/abc" }, 99)).toBeNull();
  });
});

describe("Add to Cart posted without JavaScript names a refusal on the cart by key", () => {
  test.each(["en", "ar"] as const)(
    "%s: each refusal code of the add action shows its own message on the cart",
    (locale) => {
      const texts = cartMessages[locale];
      expect(refusalMessage(addRefusalOf("quantity_limit"), texts)).toBe(texts.quantityLimit);
      expect(refusalMessage(addRefusalOf("stock_limit"), texts)).toBe(texts.stockLimit);
      expect(refusalMessage(addRefusalOf("throttled"), texts)).toBe(texts.tooManyCarts);
      for (const other of ["failed", "invalid", "unexpected"])
        expect(refusalMessage(addRefusalOf(other), texts)).toBe(texts.addFailed.description);
    },
  );

  test("anything else in the URL shows nothing, and the cart path keeps the language", () => {
    expect(refusalMessage("<script>", cartMessages.en)).toBeNull();
    expect(refusalMessage(["quantityLimit"], cartMessages.en)).toBeNull();
    expect(cartPathAfterAdd("ar", null)).toBe("/ar/cart");
    expect(cartPathAfterAdd("en", "quantityLimit")).toBe("/cart?notAdded=quantityLimit");
  });
});
