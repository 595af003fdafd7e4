import { adminAuditWords, type AuditWordsInput } from "@/content/messages/en/admin-audit";

const aed = (fils: number) => `AED ${(fils / 100).toFixed(2)}`;
const entry = (action: string, details: AuditWordsInput["details"] = null, more: Partial<AuditWordsInput> = {}) => ({
  action,
  who: "Amina",
  orderNumber: "#1042",
  target: null,
  details,
  aed,
  ...more,
});

// Issue 32: the audit log showed raw action codes, JSON and ids instead of "#1004".
describe("the audit log in words", () => {
  test.each([
    [entry("order.confirmed"), "Amina confirmed order #1042"],
    [
      entry("order.fulfilled", { trackingCompany: "Aramex", trackingNumber: "AX1" }),
      "Amina shipped order #1042 with Aramex AX1",
    ],
    [
      entry("order.delivered", { cashCollectedFils: 23900 }),
      "Amina marked order #1042 delivered, AED 239.00 collected",
    ],
    [entry("order.cancelled", { reason: "Out of stock" }), "Amina cancelled order #1042: “Out of stock”"],
    [entry("order.refused"), "Amina recorded order #1042 as refused at the door"],
    [
      entry("order.refunded", { amountFils: 5000, creditNote: "CN-000003" }),
      "Amina refunded AED 50.00 of order #1042 (credit note CN-000003)",
    ],
    [entry("order.note_added"), "Amina added a note to order #1042"],
    [entry("customer.note_added", null, { orderNumber: null }), "Amina added a note to a customer"],
    [entry("orders.exported", { count: 12 }, { orderNumber: null }), "Amina exported 12 orders as CSV"],
    [
      entry("orders.manifest_exported", { count: 3 }, { orderNumber: null }),
      "Amina downloaded the courier manifest of 3 orders",
    ],
    [
      entry("reports.vat_exported", { from: "2026-11-01", to: "2026-11-30" }, { orderNumber: null }),
      "Amina downloaded the VAT report for 2026-11-01 to 2026-11-30",
    ],
    [
      entry("review.approved", { product: "Matcha Pure Cleanser", rating: 5 }, { orderNumber: null }),
      "Amina approved a 5-star review of Matcha Pure Cleanser",
    ],
    [
      entry("invoice.resent", { number: "INV-000123" }, { orderNumber: null }),
      "Amina re-sent INV-000123 to the shopper",
    ],
    [
      entry(
        "catalogue.updated",
        { changes: { stock: {}, priceFils: {} } },
        { orderNumber: null, target: "catalogue:collagen-essence" },
      ),
      "Amina changed the price and stock of collagen-essence in the catalogue",
    ],
    [entry("discount_code.created", { code: "EID20" }, { orderNumber: null }), "Amina created the discount code EID20"],
    [entry("discount_code.updated", { code: "EID20" }, { orderNumber: null }), "Amina changed the discount code EID20"],
    [
      entry("discount_code.deactivated", { code: "EID20" }, { orderNumber: null }),
      "Amina switched off the discount code EID20",
    ],
    [
      entry("discount_code.activated", { code: "EID20" }, { orderNumber: null }),
      "Amina switched on the discount code EID20",
    ],
    // An older row without the order in the join still names the number its details kept.
    [entry("order.confirmed", { orderNumber: "#1001" }, { orderNumber: null }), "Amina confirmed order #1001"],
  ])("%o reads “%s”", (input, sentence) => {
    expect(adminAuditWords.sentence(input)).toBe(sentence);
  });

  test("an action without words yet still names who and what, never a blank", () => {
    expect(adminAuditWords.sentence(entry("something.new"))).toBe("Amina: something.new");
  });
});
