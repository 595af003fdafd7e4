import { catalogueEntrySchema } from "@/lib/validations/catalogue";

const valid = { id: "matcha-clay-mask", price: "99.50", position: "1", active: "on" };

describe("catalogueEntrySchema (a row of /admin/catalogue)", () => {
  test("prices become integer fils; empty optional fields are null; unticked boxes are false", () => {
    expect(catalogueEntrySchema.parse({ ...valid, originalPrice: "120", stock: "", lowStockThreshold: " " })).toEqual({
      id: "matcha-clay-mask",
      price: 9950,
      originalPrice: 12000,
      stock: null,
      lowStockThreshold: null,
      comingSoon: false,
      comingSoonDate: null,
      active: true,
      position: 1,
    });
    expect(
      catalogueEntrySchema.parse({ ...valid, stock: "2", comingSoon: "on", comingSoonDate: " 2027-03-15 " }),
    ).toMatchObject({ stock: 2, comingSoon: true, comingSoonDate: "2027-03-15" });
  });

  test.each([
    ["a zero price", { price: "0" }, "price"],
    ["a price with three decimals", { price: "9.999" }, "price"],
    ["a negative stock", { stock: "-1" }, "stock"],
    ["a fractional stock", { stock: "1.5" }, "stock"],
    ["an original price not above the price", { originalPrice: "99.50" }, "originalPrice"],
    ["a listing order past 999", { position: "1000" }, "position"],
    // A day, so each language can write it: free text ("Spring") was shown in English on the Arabic page.
    ["a coming-soon date that is free text", { comingSoonDate: "Spring" }, "comingSoonDate"],
    ["a coming-soon day the calendar lacks", { comingSoonDate: "2027-02-30" }, "comingSoonDate"],
  ])("refuses %s", (_label, change, field) => {
    const result = catalogueEntrySchema.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path[0])).toContain(field);
  });
});
