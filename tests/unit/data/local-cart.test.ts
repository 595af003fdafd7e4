import { findSellableItem, sellableItems } from "@/content/catalog";
import { cartMessages } from "@/content/messages/en/cart";
import { policies } from "@/content/policies";
import { openLocalShopForFile } from "@/tests/unit/support/local-shop";

const mask = findSellableItem("gid://shopify/ProductVariant/4801000000001")!;
const essence = findSellableItem("gid://shopify/ProductVariant/4801000000002")!;
const bundle = sellableItems.find((item) => item.kind === "bundle")!;

const { shop } = openLocalShopForFile();

describe("local cart", () => {
  test("a new cart holds the added line, priced from the catalogue in AED", async () => {
    const cart = await shop().createCart([{ merchandiseId: mask.merchandiseId, quantity: 2 }]);

    expect(cart.checkoutUrl).toBe("/checkout/delivery");
    expect(cart.totalQuantity).toBe(2);
    expect(cart.totalAmount).toEqual({ amount: mask.price * 2, currencyCode: "AED" });
    expect(cart.lines).toHaveLength(1);
    expect(cart.lines[0]).toMatchObject({
      merchandiseId: mask.merchandiseId,
      quantity: 2,
      product: { title: mask.title, handle: mask.handle },
      variant: { title: "Default Title", price: { amount: mask.price, currencyCode: "AED" }, image: { url: mask.image } },
    });
  });

  test("adding the same item again raises its quantity instead of adding a second line", async () => {
    const cart = await shop().createCart([{ merchandiseId: mask.merchandiseId, quantity: 1 }]);
    await shop().addCartLines(cart.id, [{ merchandiseId: essence.merchandiseId, quantity: 1 }]);
    const after = await shop().addCartLines(cart.id, [{ merchandiseId: mask.merchandiseId, quantity: 3 }]);

    expect(after.lines.map((line) => [line.merchandiseId, line.quantity])).toEqual(
      expect.arrayContaining([
        [mask.merchandiseId, 4],
        [essence.merchandiseId, 1],
      ]),
    );
    expect(after.lines).toHaveLength(2);
    expect(after.totalAmount.amount).toBe(mask.price * 4 + essence.price);
  });

  test("concurrent adds to one cart are all counted, and together they never pass the per-line cap", async () => {
    const cart = await shop().createCart();
    const cap = policies.cart.maxQuantityPerLine;
    const results = await Promise.allSettled(Array.from({ length: cap + 5 }, () => shop().addCartLines(cart.id, [{ merchandiseId: bundle.merchandiseId, quantity: 1 }])));

    const after = await shop().getCart(cart.id);
    expect(after?.lines).toHaveLength(1);
    expect(after?.totalQuantity).toBe(cap);
    expect(after?.totalAmount.amount).toBe(bundle.price * cap);
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(cap);
    for (const result of results.filter((result) => result.status === "rejected")) {
      expect(result.reason).toMatchObject({ kind: "cart", message: cartMessages.quantityLimit });
    }
  });

  test.each([
    ["a new cart with more than the cap", (cartId: string) => shop().createCart([{ merchandiseId: essence.merchandiseId, quantity: policies.cart.maxQuantityPerLine + 1 }]).then(() => cartId)],
    ["an add that takes a line past the cap", (cartId: string) => shop().addCartLines(cartId, [{ merchandiseId: mask.merchandiseId, quantity: policies.cart.maxQuantityPerLine }])],
    ["an update past the cap", async (cartId: string) => {
      const line = (await shop().getCart(cartId))!.lines[0]!;
      return shop().updateCartLines(cartId, [{ id: line.id, quantity: policies.cart.maxQuantityPerLine + 1 }]);
    }],
  ])("%s is refused with the quantity message and the cart keeps what it had", async (_label, change) => {
    const cart = await shop().createCart([{ merchandiseId: mask.merchandiseId, quantity: 2 }]);
    await expect(change(cart.id)).rejects.toMatchObject({ kind: "cart", message: cartMessages.quantityLimit });
    expect((await shop().getCart(cart.id))?.lines.map((line) => [line.merchandiseId, line.quantity])).toEqual([[mask.merchandiseId, 2]]);
  });

  test("repeated adds stop at the cap instead of piling up units", async () => {
    const cart = await shop().createCart();
    for (let i = 0; i < 30; i += 1) await shop().addCartLines(cart.id, [{ merchandiseId: mask.merchandiseId, quantity: 1 }]).catch(() => undefined);
    expect((await shop().getCart(cart.id))?.totalQuantity).toBe(policies.cart.maxQuantityPerLine);
  });

  test("updating to 0 removes the line; removing deletes it; totals follow", async () => {
    const cart = await shop().createCart([
      { merchandiseId: mask.merchandiseId, quantity: 1 },
      { merchandiseId: essence.merchandiseId, quantity: 1 },
    ]);
    const maskLine = cart.lines.find((line) => line.merchandiseId === mask.merchandiseId)!;
    const essenceLine = cart.lines.find((line) => line.merchandiseId === essence.merchandiseId)!;

    const updated = await shop().updateCartLines(cart.id, [{ id: maskLine.id, quantity: 5 }]);
    expect(updated.totalQuantity).toBe(6);

    const zeroed = await shop().updateCartLines(cart.id, [{ id: essenceLine.id, quantity: 0 }]);
    expect(zeroed.lines.map((line) => line.id)).toEqual([maskLine.id]);

    const emptied = await shop().removeCartLines(cart.id, [maskLine.id]);
    expect(emptied.lines).toEqual([]);
    expect(emptied.totalAmount.amount).toBe(0);
  });

  test("a line id from another cart cannot be changed", async () => {
    const mine = await shop().createCart([{ merchandiseId: mask.merchandiseId, quantity: 1 }]);
    const theirs = await shop().createCart([{ merchandiseId: mask.merchandiseId, quantity: 1 }]);

    await shop().removeCartLines(mine.id, [theirs.lines[0]!.id]);
    expect((await shop().getCart(theirs.id))?.totalQuantity).toBe(1);
  });

  test("unknown merchandise is refused with the not-purchasable message and creates no cart", async () => {
    await expect(shop().createCart([{ merchandiseId: "gid://shopify/ProductVariant/999", quantity: 1 }])).rejects.toMatchObject({
      name: "CommerceError",
      kind: "cart",
      message: cartMessages.notPurchasable.description,
    });
  });

  test("an unknown cart id reads as null and cannot be added to", async () => {
    expect(await shop().getCart("no-such-cart")).toBeNull();
    await expect(shop().addCartLines("no-such-cart", [{ merchandiseId: mask.merchandiseId, quantity: 1 }])).rejects.toMatchObject({ kind: "cart" });
  });

  test("health check answers ok while the database answers", async () => {
    await expect(shop().checkHealth()).resolves.toMatchObject({ ok: true });
  });
});
