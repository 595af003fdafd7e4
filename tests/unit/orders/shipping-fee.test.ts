import { policies } from "@/content/policies";
import { cartTotals } from "@/lib/cart/cart-totals";
import { orderTotalsFor, shippingFeeFor } from "@/lib/orders/shipping-fee";
import { cartWith } from "@/tests/support/cart-fixture";

describe("shippingFeeFor", () => {
  test.each([
    [0, 0],
    [89, 15],
    [119.99, 15],
    [120, 0],
    [239, 0],
  ])("a subtotal of AED %p ships for AED %p", (subtotal, fee) => {
    expect(shippingFeeFor(subtotal)).toBe(fee);
  });

  test("follows content/policies.ts", () => {
    const { freeShippingThreshold, standardShippingFee } = policies.shipping;
    expect(shippingFeeFor(freeShippingThreshold - 0.01)).toBe(standardShippingFee);
    expect(shippingFeeFor(freeShippingThreshold)).toBe(0);
  });
});

describe("orderTotalsFor", () => {
  test.each([
    [89, { subtotal: 89, discount: 0, shipping: 15, total: 104 }],
    // 2.01 + 15 is 17.009999999999998 in floating point; the shopper sees whole fils.
    [2.01, { subtotal: 2.01, discount: 0, shipping: 15, total: 17.01 }],
    [239, { subtotal: 239, discount: 0, shipping: 0, total: 239 }],
  ])("a subtotal of AED %p totals %p", (subtotal, totals) => {
    expect(orderTotalsFor(subtotal)).toEqual(totals);
  });

  test("a discount comes off the items while shipping still follows their full price", () => {
    // 15% of 89 is 13.35; the fee stays, so the total drops by exactly the discount.
    expect(orderTotalsFor(89, 13.35)).toEqual({ subtotal: 89, discount: 13.35, shipping: 15, total: 90.65 });
    // 15% of 130 leaves 110.50 of items, under the free-shipping threshold, yet shipping stays free.
    expect(orderTotalsFor(130, 19.5)).toEqual({ subtotal: 130, discount: 19.5, shipping: 0, total: 110.5 });
  });
});

describe("cartTotals", () => {
  const cleanser = { id: "cleanser", title: "Gentle Cleanser", price: 89, quantity: 1 };

  test("a local cart adds the shop's shipping fee", () => {
    expect(cartTotals(cartWith(cleanser), { vatRegistered: true, vatRatePercent: 5 })).toEqual({
      subtotal: 89,
      discount: 0,
      shipping: 15,
      total: 104,
      taxLine: { kind: "vat_included", amount: 4.95 },
      currency: "AED",
    });
  });

  test("a cart with a discount code shows it and takes it off the total", () => {
    const discounted = {
      ...cartWith(cleanser),
      discount: { code: "WELCOME15", amount: { amount: 13.35, currencyCode: "AED" } },
    };
    expect(cartTotals(discounted, { vatRegistered: true, vatRatePercent: 5 })).toEqual({
      subtotal: 89,
      discount: 13.35,
      shipping: 15,
      total: 90.65,
      taxLine: { kind: "vat_included", amount: 4.31 },
      currency: "AED",
    });
  });

  test("a cart that checks out at Shopify leaves shipping to Shopify's checkout", () => {
    const hosted = { ...cartWith(cleanser), checkoutUrl: "https://shop.example/cart/c/abc" };
    expect(cartTotals(hosted)).toEqual({
      subtotal: 89,
      discount: 0,
      shipping: null,
      total: 89,
      taxLine: null,
      currency: "AED",
    });
  });
});
