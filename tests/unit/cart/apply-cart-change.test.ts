import { applyCartChange, type CartChange } from "@/lib/cart/apply-cart-change";
import { cartWith } from "@/tests/support/cart-fixture";

const mask = { id: "mask", title: "Matcha Clay Mask", price: 99, quantity: 2 };
const essence = { id: "essence", title: "Collagen Essence", price: 94, quantity: 1 };

describe("applyCartChange", () => {
  test.each<[string, CartChange, { quantity: number; total: number; lines: number }]>([
    [
      "raises a line's quantity",
      { type: "update", lineId: "mask", quantity: 3 },
      { quantity: 4, total: 391, lines: 2 },
    ],
    [
      "drops a line updated to 0",
      { type: "update", lineId: "mask", quantity: 0 },
      { quantity: 1, total: 94, lines: 1 },
    ],
    ["removes a line", { type: "remove", lineId: "essence" }, { quantity: 2, total: 198, lines: 1 }],
    [
      "adds to a line already in the cart",
      { type: "add", merchandiseId: "gid://shopify/ProductVariant/essence", quantity: 2 },
      { quantity: 5, total: 480, lines: 2 },
    ],
    [
      "waits for the server on an unknown item",
      { type: "add", merchandiseId: "gid://shopify/ProductVariant/other", quantity: 1 },
      { quantity: 3, total: 292, lines: 2 },
    ],
  ])("%s", (_name, change, expected) => {
    const next = applyCartChange(cartWith(mask, essence), change);
    expect(next?.totalQuantity).toBe(expected.quantity);
    expect(next?.totalAmount.amount).toBe(expected.total);
    expect(next?.lines).toHaveLength(expected.lines);
  });

  test("recomputes the changed line's total", () => {
    const next = applyCartChange(cartWith(mask), { type: "update", lineId: "mask", quantity: 5 });
    expect(next?.lines[0]?.lineTotal.amount).toBe(495);
  });

  test("clearing empties the cart, and nothing changes a missing cart", () => {
    expect(applyCartChange(cartWith(mask), { type: "clear" })).toBeNull();
    expect(applyCartChange(null, { type: "update", lineId: "mask", quantity: 3 })).toBeNull();
  });
});
