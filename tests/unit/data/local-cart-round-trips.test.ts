import { findSellableItem } from "@/content/catalog";
import { commerceMessages } from "@/content/messages/en/commerce";
import { seedFigures } from "@/lib/catalogue/figures";
import { createLocalProvider } from "@/lib/commerce/local/provider";
import type { Cart, CommerceProvider } from "@/lib/commerce/types";
import { insertDiscountCode } from "@/tests/support/discount-code-fixture";
import { createTestDb, type TestDb } from "@/tests/support/test-db";

// Every /cart render and every cart change pays these round trips, so their number is part of the behaviour.
const mask = findSellableItem("gid://shopify/ProductVariant/4801000000001")!;
const essence = findSellableItem("gid://shopify/ProductVariant/4801000000002")!;
const cleanser = findSellableItem("gid://shopify/ProductVariant/4801000000003")!;

const statements: string[] = [];
let testDb: TestDb;
let shop: CommerceProvider;

beforeAll(async () => {
  testDb = await createTestDb({ logger: { logQuery: (query) => statements.push(query) } });
  // The app reads the catalogue's figures from their tagged cache (lib/catalogue), not in these round trips.
  shop = createLocalProvider(async () => testDb.db, { figures: async () => seedFigures() });
});
afterAll(() => testDb.close());

/** The statements `work` sends, and what it returns. */
async function counted<T>(work: () => Promise<T>): Promise<{ result: T; statements: number }> {
  statements.length = 0;
  const result = await work();
  return { result, statements: statements.length };
}

async function filledCartWithCode() {
  // Two adds, so the lines have an order: the order they were added in.
  const cart = await shop.createCart([{ merchandiseId: mask.merchandiseId, quantity: 2 }]);
  await shop.addCartLines(cart.id, [{ merchandiseId: essence.merchandiseId, quantity: 1 }]);
  await shop.applyDiscountCode(cart.id, await insertDiscountCode(testDb.db));
  return cart.id;
}

describe("local cart round trips", () => {
  test("a filled cart with a code is read in one statement, with its lines in order and the discount", async () => {
    const cartId = await filledCartWithCode();

    const { result: cart, statements: reads } = await counted(() => shop.getCart(cartId));

    expect(reads).toBe(1);
    expect(cart?.lines.map((line) => [line.merchandiseId, line.quantity])).toEqual([
      [mask.merchandiseId, 2],
      [essence.merchandiseId, 1],
    ]);
    expect(cart?.discount?.amount.amount).toBeGreaterThan(0);
  });

  test("an empty cart still reads as a cart, and an unknown one as null, each in one statement", async () => {
    const empty = await shop.createCart();
    expect(await counted(() => shop.getCart(empty.id))).toEqual({ result: expect.objectContaining({ totalQuantity: 0, lines: [] }), statements: 1 });
    expect(await counted(() => shop.getCart("no-such-cart"))).toEqual({ result: null, statements: 1 });
  });

  test.each([
    ["adding one item", (cart: Cart) => shop.addCartLines(cart.id, [{ merchandiseId: cleanser.merchandiseId, quantity: 1 }])],
    ["changing a quantity", (cart: Cart) => shop.updateCartLines(cart.id, [{ id: cart.lines[0]!.id, quantity: 3 }])],
    ["removing a line", (cart: Cart) => shop.removeCartLines(cart.id, [cart.lines[0]!.id])],
  ])("%s is one write and one read, and keeps the discount", async (_label, change) => {
    const before = (await shop.getCart(await filledCartWithCode()))!;

    const { result: after, statements: sent } = await counted(() => change(before));

    expect(sent).toBe(2);
    expect(after.totalQuantity).not.toBe(before.totalQuantity);
    expect(after.discount?.code).toBe(before.discount?.code);
  });

  test("an add to a cart that does not exist is refused as a missing cart", async () => {
    await expect(shop.addCartLines("no-such-cart", [{ merchandiseId: mask.merchandiseId, quantity: 1 }])).rejects.toThrow(
      commerceMessages.cartError(["The specified cart does not exist."]),
    );
  });
});
