import { merchant } from "@/content/merchant";
import { products } from "@/content/products";
import { cartMessages as arCart } from "@/content/messages/ar/cart";
import { cartMessages as enCart } from "@/content/messages/en/cart";
import { cartTotals } from "@/lib/cart/cart-totals";
import { seedFigures } from "@/lib/catalogue/figures";
import { buildShopCatalogue } from "@/lib/catalogue/shop-catalogue";
import { discountFilsFor } from "@/lib/discounts/discount-amount";
import { orderCharges, priceOrderLines } from "@/lib/orders/order-pricing";
import { priceTaxNote, storedVatForDisplay, vatIncludedInCart, vatIncludedInOrderFils } from "@/lib/tax/shop-vat";
import { cartWith } from "@/tests/support/cart-fixture";

const registered = { vatRegistered: true, vatRatePercent: 5 } as const;
const notRegistered = { vatRegistered: false, vatRatePercent: 5 } as const;

describe("the cart and checkout note", () => {
  test.each([
    [registered, enCart, "All prices include 5% VAT"],
    [notRegistered, enCart, "Our prices carry no VAT"],
    [registered, arCart, "جميع الأسعار تشمل ضريبة القيمة المضافة بنسبة 5%"],
    [notRegistered, arCart, "أسعارنا لا تخضع لضريبة القيمة المضافة"],
  ])("%o reads %#", (settings, texts, note) => {
    expect(priceTaxNote(settings, texts.taxNote)).toBe(note);
  });

  test("takes the rate from the settings", () => {
    expect(priceTaxNote({ vatRegistered: true, vatRatePercent: 7 }, enCart.taxNote)).toBe("All prices include 7% VAT");
    expect(priceTaxNote(merchant, enCart.taxNote)).toBe(`All prices include ${merchant.vatRatePercent}% VAT`);
  });
});

describe("the VAT an order includes", () => {
  // AED 99 × 2 and AED 94, a 15% code (AED 43.80), shipping free: each line's share of the code comes off first.
  const amounts = { lineFils: [19800, 9400], discountFils: 4380, shippingFils: 0 };

  test("a registered shop rounds each line to the fils, the discount spread over the lines", () => {
    // 19800 − 2970 = 16830 → 801.43 → 801; 9400 − 1410 = 7990 → 380.48 → 380
    expect(vatIncludedInOrderFils(registered, amounts)).toBe(1181);
  });

  test("shipping is taxed like goods", () => {
    // 8900 → 423.8 → 424; 1500 → 71.43 → 71
    expect(vatIncludedInOrderFils(registered, { lineFils: [8900], discountFils: 0, shippingFils: 1500 })).toBe(495);
  });

  test("a shop that is not registered charges none", () => {
    expect(vatIncludedInOrderFils(notRegistered, amounts)).toBeNull();
    expect(vatIncludedInCart(notRegistered, { lineTotals: [198, 94], discount: 43.8, shipping: 0 })).toBeNull();
  });

  test("the cart shows the figure the order stores, in AED", () => {
    expect(vatIncludedInCart(registered, { lineTotals: [198, 94], discount: 43.8, shipping: 0 })).toBe(11.81);
  });

  test("the stored figure shows only when VAT was charged", () => {
    expect(storedVatForDisplay(1181)).toBe(11.81);
    expect(storedVatForDisplay(0)).toBeNull();
    expect(storedVatForDisplay(null)).toBeNull();
  });
});

describe("orderCharges (the placed order's bill, in fils)", () => {
  const priced = priceOrderLines(
    products.slice(0, 2).map((product) => ({ merchandiseId: product.shopifyVariantId, quantity: 1 })),
    buildShopCatalogue(seedFigures(), "en").sellable,
  );

  test.each([
    [registered, 15, 1],
    [notRegistered, null, 0],
  ])("%o", (settings, percentOff, expectVat) => {
    if (!priced) throw new Error("the products are not sellable");
    const subtotal = priced.items.reduce((sum, item) => sum + item.totalFils, 0);
    const discount =
      percentOff === null ? null : { discountFils: discountFilsFor(subtotal, percentOff), freeDelivery: false };
    const charges = orderCharges(priced.items, discount, settings);
    const { subtotalFils, discountFils, shippingFils, totalFils } = charges.fils;
    expect(totalFils).toBe(subtotalFils - discountFils + shippingFils);
    for (const fils of Object.values(charges.fils)) expect(Number.isInteger(fils)).toBe(true);
    expect(charges.aed.total * 100).toBeCloseTo(totalFils, 6);
    if (expectVat)
      expect(charges.vatFils).toBe(
        vatIncludedInOrderFils(registered, {
          lineFils: priced.items.map((item) => item.totalFils),
          discountFils,
          shippingFils,
        }),
      );
    else expect(charges.vatFils).toBeNull();
  });
});

describe("cartTotals with the VAT row", () => {
  const cleanser = { id: "cleanser", title: "Gentle Cleanser", price: 89, quantity: 1 };

  test("a registered shop's local cart shows the VAT its total includes", () => {
    expect(cartTotals(cartWith(cleanser), registered).taxLine).toEqual({ kind: "vat_included", amount: 4.95 });
  });

  test("a shop that is not registered shows no VAT row", () => {
    expect(cartTotals(cartWith(cleanser), notRegistered).taxLine).toBeNull();
  });

  test("under Shopify the row is Shopify's own tax figure, whatever the shop's settings", () => {
    const hosted = {
      ...cartWith(cleanser),
      checkoutUrl: "https://shop.example/cart/c/abc",
      tax: { amount: 4.24, currencyCode: "AED" },
    };
    expect(cartTotals(hosted, notRegistered).taxLine).toEqual({ kind: "provider_tax", amount: 4.24 });
    expect(cartTotals({ ...hosted, tax: undefined }, registered).taxLine).toBeNull();
  });
});
