import { createShopifyProvider } from "@/lib/commerce/shopify/provider";
import { reshapeCart } from "@/lib/commerce/shopify/reshape";
import type { Cart, CommerceProvider } from "@/lib/commerce/types";
import { startStorefrontServer, type StorefrontServer } from "../../support/storefront-server.mjs";

const MASK = "gid://shopify/ProductVariant/4801000000001";
const CLEANSER = "gid://shopify/ProductVariant/4801000000003";

let server: StorefrontServer;
let shopify: CommerceProvider;

beforeAll(async () => {
  server = await startStorefrontServer();
  shopify = providerFor(server);
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  server.setMode({ kind: "ok" });
});

const providerFor = (target: StorefrontServer, healthTimeoutMs?: number) =>
  createShopifyProvider({
    config: { storeDomain: target.domain, apiVersion: "2025-07", publicToken: target.publicToken },
    sleep: () => Promise.resolve(),
    healthTimeoutMs,
  });

const lineFor = (cart: Cart, merchandiseId: string) => cart.lines.find((line) => line.merchandiseId === merchandiseId);

describe("Shopify cart round trip", () => {
  test("creating a cart with a line returns the shop's Cart shape", async () => {
    const cart = await shopify.createCart([{ merchandiseId: MASK, quantity: 2 }]);

    expect(cart.checkoutUrl).toMatch(new RegExp(`^${server.url}/checkouts/cn/`));
    expect(cart.totalQuantity).toBe(2);
    expect(cart.totalAmount).toEqual({ amount: 198, currencyCode: "AED" });
    expect(cart.lines).toEqual([
      {
        id: expect.stringMatching(/^gid:\/\/shopify\/CartLine\//),
        merchandiseId: MASK,
        quantity: 2,
        product: { id: "gid://shopify/Product/8001000000001", title: "Matcha Clay Mask", handle: "matcha-clay-mask" },
        variant: {
          id: MASK,
          title: "Default Title",
          price: { amount: 99, currencyCode: "AED" },
          // Shopify has no alt text for the image, so the product name stands in.
          image: { url: `${server.url}/cdn/shop/files/matcha-clay-mask-1.webp`, altText: "Matcha Clay Mask" },
        },
        lineTotal: { amount: 198, currencyCode: "AED" },
      },
    ]);
  });

  test("an empty cart can be created without lines", async () => {
    const cart = await shopify.createCart();

    expect(cart).toMatchObject({ totalQuantity: 0, totalAmount: { amount: 0, currencyCode: "AED" }, lines: [] });
    expect(server.requests[0]?.variables).toEqual({ input: {} });
  });

  test("add, update, remove and read back the same cart", async () => {
    const created = await shopify.createCart([{ merchandiseId: MASK, quantity: 1 }]);

    const added = await shopify.addCartLines(created.id, [{ merchandiseId: CLEANSER, quantity: 1 }]);
    expect(added.totalAmount.amount).toBe(99 + 89);
    expect(added.lines).toHaveLength(2);

    // Shopify keeps one line per variant: adding the mask again raises its quantity.
    const again = await shopify.addCartLines(created.id, [{ merchandiseId: MASK, quantity: 2 }]);
    expect(lineFor(again, MASK)?.quantity).toBe(3);
    expect(again.totalQuantity).toBe(4);

    const maskLine = lineFor(again, MASK);
    const cleanserLine = lineFor(again, CLEANSER);
    if (!maskLine || !cleanserLine) throw new Error("both lines should be in the cart");

    const updated = await shopify.updateCartLines(created.id, [{ id: maskLine.id, quantity: 5 }]);
    expect(lineFor(updated, MASK)?.lineTotal).toEqual({ amount: 495, currencyCode: "AED" });
    expect(updated.totalAmount.amount).toBe(495 + 89);

    const removed = await shopify.removeCartLines(created.id, [cleanserLine.id]);
    expect(removed.lines.map((line) => line.merchandiseId)).toEqual([MASK]);

    await expect(shopify.getCart(created.id)).resolves.toEqual(removed);
  });

  test("updating a line to 0 removes it", async () => {
    const created = await shopify.createCart([{ merchandiseId: MASK, quantity: 1 }]);
    const line = created.lines[0];
    if (!line) throw new Error("the cart should have a line");

    const updated = await shopify.updateCartLines(created.id, [{ id: line.id, quantity: 0 }]);

    expect(updated).toMatchObject({ lines: [], totalQuantity: 0, totalAmount: { amount: 0 } });
  });

  test("reads use 50 lines and mutations 100", async () => {
    const created = await shopify.createCart([{ merchandiseId: MASK, quantity: 1 }]);
    await shopify.getCart(created.id);

    const [create, read] = server.requests;
    expect(create?.query).toMatch(/lines\(first: 100\)/);
    expect(read?.query).toMatch(/lines\(first: 50\)/);
  });

  test("a cart Shopify no longer knows reads as null", async () => {
    await expect(shopify.getCart("gid://shopify/Cart/expired?key=gone")).resolves.toBeNull();
  });

  test("an unknown variant is refused with Shopify's own words", async () => {
    await expect(
      shopify.createCart([{ merchandiseId: "gid://shopify/ProductVariant/1", quantity: 1 }]),
    ).rejects.toThrow("cart error: The merchandise with id gid://shopify/ProductVariant/1 does not exist.");
  });
});

describe("Shopify health check", () => {
  test("reports ok when the shop answers", async () => {
    await expect(shopify.checkHealth()).resolves.toEqual({ ok: true, provider: "Shopify" });
    expect(server.requests[0]?.query).toMatch(/primaryDomain/);
  });

  test("reports the failure once, without retrying", async () => {
    server.setMode({ kind: "status", status: 503 });

    await expect(shopify.checkHealth()).resolves.toEqual({
      ok: false,
      provider: "Shopify",
      message: "Shopify's servers are experiencing issues",
    });
    expect(server.requests).toHaveLength(1);
  });

  test("gives up after its own time-out", async () => {
    server.setMode({ kind: "hang" });

    await expect(providerFor(server, 200).checkHealth()).resolves.toEqual({
      ok: false,
      provider: "Shopify",
      message: "Request timed out",
    });
  });

  test("reports missing configuration instead of throwing", async () => {
    const unconfigured = createShopifyProvider({ config: undefined });
    const saved = process.env.SHOPIFY_STORE_DOMAIN;
    delete process.env.SHOPIFY_STORE_DOMAIN;
    try {
      const report = await unconfigured.checkHealth();
      expect(report).toMatchObject({ ok: false, provider: "Shopify" });
      expect(report.message).toContain("SHOPIFY_STORE_DOMAIN");
    } finally {
      if (saved !== undefined) process.env.SHOPIFY_STORE_DOMAIN = saved;
    }
  });
});

describe("taxes are Shopify's", () => {
  test("the cart carries the tax Shopify's cart reports (cost.totalTaxAmount), for the cart summary to show", async () => {
    // The test server prices include 5% VAT, as a UAE store's do: AED 198 holds AED 9.43.
    const cart = await shopify.createCart([{ merchandiseId: MASK, quantity: 2 }]);
    expect(cart.tax).toEqual({ amount: 9.43, currencyCode: "AED" });
    expect(server.requests.at(-1)?.query).toContain("totalTaxAmount");
  });

  test("a cart for which Shopify reports no tax (the field is deprecated and may be null) carries none", () => {
    const money = (amount: string) => ({ amount, currencyCode: "AED" as const });
    const cart = reshapeCart({
      id: "gid://shopify/Cart/1",
      checkoutUrl: "https://shop.example/checkouts/cn/1",
      totalQuantity: 0,
      cost: { totalAmount: money("0.0"), subtotalAmount: money("0.0"), totalTaxAmount: null },
      discountCodes: [],
      discountAllocations: [],
      lines: { edges: [] },
    });
    expect(cart).not.toHaveProperty("tax");
  });
});
