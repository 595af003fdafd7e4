import { createShopifyProvider } from "@/lib/commerce/shopify/provider";
import type { Cart, CommerceProvider } from "@/lib/commerce/types";
import { startStorefrontServer, type StorefrontServer } from "../../support/storefront-server.mjs";

const MASK = "gid://shopify/ProductVariant/4801000000001";
const CLEANSER = "gid://shopify/ProductVariant/4801000000003";

let server: StorefrontServer;
let shopify: CommerceProvider;

beforeAll(async () => {
  server = await startStorefrontServer();
  shopify = createShopifyProvider({
    config: { storeDomain: server.domain, apiVersion: "2025-07", publicToken: server.publicToken },
    sleep: () => Promise.resolve(),
    // Short, so the answer that never comes ends the attempt quickly.
    timeoutMs: 300,
  });
});
// The figures docs/security.md quotes: how many lost answers were retried, and how many Storefront requests that took.
const figures = { lostAnswers: 0, requests: 0 };
afterAll(async () => {
  console.log(
    `[idempotency] ${figures.lostAnswers} cart mutations whose answer was lost or refused, each applied exactly once after its verified retry; ${figures.requests} Storefront requests in all`,
  );
  await server.close();
});
afterEach(() => {
  figures.requests += server.requests.length;
});
beforeEach(() => {
  server.requests.length = 0;
  server.setMode({ kind: "ok" });
});

const quantities = (cart: Cart | null) =>
  Object.fromEntries((cart?.lines ?? []).map((line) => [line.merchandiseId, line.quantity]));
const adds = () => server.requests.filter((request) => request.operationName === "CartLinesAdd").length;

describe("Shopify cart mutations are safe to retry", () => {
  test.each(["apply-then-drop", "apply-then-hang"] as const)(
    "an add to an existing line whose answer was lost (%s) is applied once",
    async (kind) => {
      const cart = await shopify.createCart([{ merchandiseId: MASK, quantity: 1 }]);
      server.setMode({ kind, operation: "CartLinesAdd" }, { times: 1 });
      figures.lostAnswers += 1;

      const after = await shopify.addCartLines(cart.id, [{ merchandiseId: MASK, quantity: 2 }]);

      expect(quantities(after)).toEqual({ [MASK]: 3 });
      expect(quantities(await shopify.getCart(cart.id))).toEqual({ [MASK]: 3 });
    },
  );

  test("a new line whose answer was lost is added once", async () => {
    const cart = await shopify.createCart([{ merchandiseId: MASK, quantity: 1 }]);
    server.setMode({ kind: "apply-then-drop", operation: "CartLinesAdd" }, { times: 1 });
    figures.lostAnswers += 1;

    const after = await shopify.addCartLines(cart.id, [{ merchandiseId: CLEANSER, quantity: 1 }]);

    expect(quantities(after)).toEqual({ [MASK]: 1, [CLEANSER]: 1 });
    expect(quantities(await shopify.getCart(cart.id))).toEqual({ [MASK]: 1, [CLEANSER]: 1 });
  });

  test("an add that failed before Shopify applied it is still retried and applied once", async () => {
    const cart = await shopify.createCart([{ merchandiseId: MASK, quantity: 1 }]);
    server.setMode({ kind: "status", status: 503, operation: "CartLinesAdd" }, { times: 1 });
    figures.lostAnswers += 1;

    const after = await shopify.addCartLines(cart.id, [{ merchandiseId: MASK, quantity: 1 }]);

    expect(quantities(after)).toEqual({ [MASK]: 2 });
    expect(adds()).toBe(2);
  });

  test("update and remove set absolute values, so a lost answer and a retry change nothing twice", async () => {
    const cart = await shopify.createCart([
      { merchandiseId: MASK, quantity: 1 },
      { merchandiseId: CLEANSER, quantity: 1 },
    ]);
    const maskLine = cart.lines.find((line) => line.merchandiseId === MASK)!;
    const cleanserLine = cart.lines.find((line) => line.merchandiseId === CLEANSER)!;

    server.setMode({ kind: "apply-then-drop", operation: "CartLinesUpdate" }, { times: 1 });

    figures.lostAnswers += 1;
    expect(quantities(await shopify.updateCartLines(cart.id, [{ id: maskLine.id, quantity: 4 }]))).toEqual({
      [MASK]: 4,
      [CLEANSER]: 1,
    });

    server.setMode({ kind: "apply-then-drop", operation: "CartLinesRemove" }, { times: 1 });

    figures.lostAnswers += 1;
    expect(quantities(await shopify.removeCartLines(cart.id, [cleanserLine.id]))).toEqual({ [MASK]: 4 });
  });
});
