import { policies } from "@/content/policies";
import { cartTotals } from "@/lib/cart/cart-totals";
import { cashOnlyCheckoutTotals } from "@/lib/orders/cash-only-checkout-totals";
import { cartWith } from "@/tests/support/cart-fixture";

const registered = { vatRegistered: true, vatRatePercent: 5 };
const localCart = (price: number) =>
  cartWith({ id: "4801000000003", title: "Matcha Pure Cleanser", price, quantity: 1 });

describe("the checkout's totals when cash on delivery is the only way to pay", () => {
  afterEach(() => jest.restoreAllMocks());

  test("with no fee they are the cart's totals", () => {
    const cart = localCart(89);
    expect(cashOnlyCheckoutTotals(cartTotals(cart, registered), registered)).toEqual({
      ...cartTotals(cart, registered),
      codFee: 0,
    });
  });

  test("with a fee, the fee is a row, in the total and in the VAT it includes", () => {
    jest.replaceProperty(policies.cashOnDelivery, "feeAed", 10);
    const cart = localCart(89);
    const totals = cashOnlyCheckoutTotals(cartTotals(cart, registered), registered);
    expect(totals).toMatchObject({ subtotal: 89, shipping: 15, codFee: 10, total: 114 });
    // AED 89 (4.24) + AED 15 shipping (0.71) + AED 10 fee (0.48), each rounded on its own.
    expect(totals.taxLine).toEqual({ kind: "vat_included", amount: 5.43 });
  });
});
