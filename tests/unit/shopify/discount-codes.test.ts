import { cartMessages } from "@/content/messages/en/cart";
import { cartTotals } from "@/lib/cart/cart-totals";
import { createShopifyProvider } from "@/lib/commerce/shopify/provider";
import type { CommerceProvider } from "@/lib/commerce/types";
import { startStorefrontServer, type StorefrontServer } from "../../support/storefront-server.mjs";

const MASK = "gid://shopify/ProductVariant/4801000000001";

let server: StorefrontServer;
let shopify: CommerceProvider;

beforeAll(async () => {
  server = await startStorefrontServer({ discountCodes: { "WELCOME15-SHOP": 15 } });
  shopify = createShopifyProvider({
    config: { storeDomain: server.domain, apiVersion: "2025-07", publicToken: server.publicToken },
    sleep: () => Promise.resolve(),
  });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});

describe("discount codes on the Shopify provider", () => {
  test("a code Shopify accepts is passed with cartDiscountCodesUpdate and shows as the cart's discount", async () => {
    const created = await shopify.createCart([{ merchandiseId: MASK, quantity: 2 }]);
    const cart = await shopify.applyDiscountCode(created.id, "WELCOME15-SHOP");

    expect(server.requests.at(-1)).toMatchObject({
      operationName: "CartDiscountCodesUpdate",
      variables: { cartId: created.id, discountCodes: ["WELCOME15-SHOP"] },
    });
    expect(cart.totalAmount).toEqual({ amount: 198, currencyCode: "AED" });
    expect(cart.discount).toEqual({ code: "WELCOME15-SHOP", amount: { amount: 29.7, currencyCode: "AED" } });
    // Shopify works out shipping at its own checkout; the cart shows the items less the discount.
    expect(cartTotals(cart)).toMatchObject({ subtotal: 198, discount: 29.7, shipping: null, total: 168.3 });
    // Read back later, the cart still carries it.
    expect((await shopify.getCart(created.id))?.discount?.code).toBe("WELCOME15-SHOP");
  });

  test("a code Shopify does not apply (applicable: false) is refused with a clear message and taken off the cart", async () => {
    const created = await shopify.createCart([{ merchandiseId: MASK, quantity: 1 }]);

    await expect(shopify.applyDiscountCode(created.id, "NOT-A-SHOP-CODE")).rejects.toThrow(
      cartMessages.discount.errors.notApplicable,
    );

    expect(server.requests.map((request) => [request.operationName, request.variables.discountCodes])).toEqual([
      ["CartCreate", undefined],
      ["CartDiscountCodesUpdate", ["NOT-A-SHOP-CODE"]],
      ["CartDiscountCodesUpdate", []],
    ]);
    expect(server.getCart(created.id)?.discountCodes).toEqual([]);
    expect((await shopify.getCart(created.id))?.discount).toBeUndefined();
  });

  test("removing the code restores the full price", async () => {
    const created = await shopify.createCart([{ merchandiseId: MASK, quantity: 1 }]);
    await shopify.applyDiscountCode(created.id, "welcome15-shop");
    const cart = await shopify.removeDiscountCode(created.id);

    expect(server.requests.at(-1)?.variables).toEqual({ cartId: created.id, discountCodes: [] });
    expect(cart.discount).toBeUndefined();
    expect(cartTotals(cart)).toMatchObject({ subtotal: 99, discount: 0, total: 99 });
  });

  test("a cart that does not exist reports Shopify's cart error", async () => {
    await expect(shopify.applyDiscountCode("gid://shopify/Cart/missing", "WELCOME15-SHOP")).rejects.toThrow(
      /The specified cart does not exist/,
    );
  });
});
