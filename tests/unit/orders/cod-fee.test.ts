import { policies } from "@/content/policies";
import { policiesSchema } from "@/content/policies-schema";
import { cashOnDeliveryFeeFils } from "@/lib/orders/cod-fee";
import { orderCharges, type PricedItem } from "@/lib/orders/order-pricing";
import { vatIncludedIn } from "@/lib/tax/vat";

const registered = { vatRegistered: true, vatRatePercent: 5 };
const item = (totalFils: number): PricedItem => ({
  merchandiseId: "gid://shopify/ProductVariant/1",
  title: "Matcha Cleansing Balm",
  quantity: 1,
  priceFils: totalFils,
  totalFils,
});

describe("the cash-on-delivery fee", () => {
  afterEach(() => jest.restoreAllMocks());

  test("is off by default: no fee, and an order costs what it cost before", () => {
    expect(policies.cashOnDelivery.feeAed).toBe(0);
    expect(cashOnDeliveryFeeFils("cash_on_delivery")).toBe(0);
    const charges = orderCharges([item(8900)], null, registered, cashOnDeliveryFeeFils("cash_on_delivery"));
    expect(charges.fils).toEqual({
      subtotalFils: 8900,
      discountFils: 0,
      shippingFils: 1500,
      codFeeFils: 0,
      totalFils: 10400,
    });
    expect(charges.vatFils).toBe(vatIncludedIn(8900, 5) + vatIncludedIn(1500, 5));
  });

  test("set in the policies, cash on delivery pays it in fils and paying online never does", () => {
    jest.replaceProperty(policies.cashOnDelivery, "feeAed", 10.1);
    expect(cashOnDeliveryFeeFils("cash_on_delivery")).toBe(1010);
    expect(cashOnDeliveryFeeFils("online")).toBe(0);
  });

  test.each([
    // AED 89 + AED 15 shipping + fee: the fee's VAT is rounded on its own line, like shipping (AED 10.10: 0.48, where
    // rounding it with the shipping would give 1.20 for both instead of 0.71 + 0.48).
    { fee: 1000, discount: null, total: 11400, vat: 424 + 71 + 48 },
    { fee: 1010, discount: null, total: 11410, vat: 424 + 71 + 48 },
    // A discount comes off the items only, never off the fee.
    {
      fee: 1000,
      discount: { discountFils: 890, freeDelivery: false },
      total: 10510,
      vat: vatIncludedIn(8010, 5) + 71 + 48,
    },
    // A free-delivery code waives the shipping, not the fee for cash.
    { fee: 1000, discount: { discountFils: 0, freeDelivery: true }, total: 9900, vat: 424 + 48 },
  ])("fee $fee fils, discount $discount: total $total fils, VAT $vat fils", ({ fee, discount, total, vat }) => {
    const charges = orderCharges([item(8900)], discount, registered, fee);
    expect(charges.fils.codFeeFils).toBe(fee);
    expect(charges.fils.totalFils).toBe(total);
    expect(charges.aed.codFee).toBe(fee / 100);
    expect(charges.aed.total).toBe(total / 100);
    expect(charges.vatFils).toBe(vat);
  });

  test("a shop not registered for VAT charges the fee with no VAT in it", () => {
    const charges = orderCharges([item(8900)], null, { vatRegistered: false, vatRatePercent: 5 }, 1000);
    expect(charges.fils.totalFils).toBe(11400);
    expect(charges.vatFils).toBeNull();
  });

  test.each([-1, 0.005, 150])("the policy check refuses a fee of AED %d", (feeAed) => {
    const result = policiesSchema.safeParse({ ...policies, cashOnDelivery: { ...policies.cashOnDelivery, feeAed } });
    expect(result.success).toBe(false);
  });
});
