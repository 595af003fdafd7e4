import { orderVat, spreadDiscount, toFils, vatIncludedIn } from "@/lib/tax/vat";

describe("VAT inside VAT-inclusive prices (5%)", () => {
  test.each([
    // AED 99 includes 4.714… → 4.71; AED 105 includes exactly 5; AED 0.21 includes 0.01 (half up: 0.0100)
    [9900, 471],
    [10500, 500],
    [21, 1],
    [20, 1],
    [10, 0],
    [0, 0],
    [1500, 71],
  ])("%i fils includes %i fils of VAT", (gross, vat) => {
    expect(vatIncludedIn(gross, 5)).toBe(vat);
  });

  it("refuses fractional fils, so floating-point money cannot slip in", () => {
    expect(() => vatIncludedIn(99.5, 5)).toThrow(TypeError);
  });

  it("is zero for a shop that is not registered", () => {
    expect(vatIncludedIn(9900, 0)).toBe(0);
  });

  it("reads AED amounts into fils without floating-point drift", () => {
    expect(toFils(0.1 + 0.2)).toBe(30);
    expect(toFils(129.99)).toBe(12999);
  });
});

describe("an order's VAT", () => {
  it("rounds each line on its own and adds the lines, shipping included", () => {
    const vat = orderVat({ lineFils: [9900, 9900, 4500], discountFils: 0, shippingFils: 1500, ratePercent: 5 });
    expect(vat.lines.map((line) => line.vatFils)).toEqual([471, 471, 214]);
    expect(vat.shipping.vatFils).toBe(71);
    expect(vat.vatFils).toBe(471 + 471 + 214 + 71);
    expect(vat.totalFils).toBe(9900 + 9900 + 4500 + 1500);
  });

  it("spreads a discount over the lines so the parts add up exactly", () => {
    const parts = spreadDiscount([9900, 4500, 1], 2161);
    expect(parts.reduce((sum, part) => sum + part, 0)).toBe(2161);
    expect(parts[0]).toBeGreaterThan(parts[1] ?? 0);
    const vat = orderVat({ lineFils: [9900, 4500], discountFils: 2160, shippingFils: 0, ratePercent: 5 });
    expect(vat.totalFils).toBe(9900 + 4500 - 2160);
    expect(vat.lines.map((line) => line.netGrossFils)).toEqual([9900 - 1485, 4500 - 675]);
  });

  it("never takes a line below zero when the discount exceeds the goods", () => {
    expect(spreadDiscount([500, 500], 5000)).toEqual([500, 500]);
  });
});
