import { sellableItems } from "@/content/catalog";
import { defaultCatalogue, startStorefrontServer, type StorefrontServer } from "../../support/storefront-server.mjs";

let server: StorefrontServer;

beforeAll(async () => {
  server = await startStorefrontServer();
});
afterAll(() => server.close());

const post = (
  query: string,
  headers: Record<string, string> = { "X-Shopify-Storefront-Access-Token": server.publicToken },
) =>
  fetch(`${server.url}/api/2025-07/graphql.json`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify({ query }),
  });

describe("local Storefront API server", () => {
  test("sells exactly the catalogue's variants at the catalogue's prices", () => {
    const fromContent = sellableItems.map(({ merchandiseId, productId, title, handle, price, image }) => ({
      merchandiseId,
      productId,
      title,
      handle,
      price,
      image,
    }));

    expect(defaultCatalogue).toEqual(fromContent);
  });

  test("refuses a request without a token the way Shopify does", async () => {
    const response = await post("{ shop { name } }", {});

    expect(response.status).toBe(401);
    await expect(response.json()).resolves.toEqual({
      errors: expect.stringContaining("Invalid API key or access token"),
    });
  });

  test("rejects fields the Storefront API does not have", async () => {
    const body = (await (await post("{ shop { name giftWrap } }")).json()) as { errors: Array<{ message: string }> };

    expect(body.errors[0]?.message).toMatch(/giftWrap/);
  });

  test("serves a checkout page for a created cart", async () => {
    const create = (await (
      await post(
        `mutation { cartCreate(input: { lines: [{ merchandiseId: "${sellableItems[0]?.merchandiseId}", quantity: 2 }] }) { cart { checkoutUrl } } }`,
      )
    ).json()) as { data: { cartCreate: { cart: { checkoutUrl: string } } } };

    const page = await fetch(create.data.cartCreate.cart.checkoutUrl);

    expect(page.status).toBe(200);
    await expect(page.text()).resolves.toContain(`2 x ${sellableItems[0]?.title}`);
  });

  describe("foreign-checkout mode", () => {
    type Created = { data: { cartCreate: { cart: { id: string; checkoutUrl: string; totalQuantity: number } } } };
    const createCart = async () =>
      (
        (await (
          await post(
            `mutation { cartCreate(input: { lines: [{ merchandiseId: "${sellableItems[0]?.merchandiseId}", quantity: 1 }] }) { cart { id checkoutUrl totalQuantity } } }`,
          )
        ).json()) as Created
      ).data.cartCreate.cart;
    const control = (action: string, body: unknown = {}) =>
      fetch(`${server.url}/__test/${action}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });

    afterEach(() => server.setMode({ kind: "ok" }));

    test("answers with a real cart whose checkoutUrl is on the scripted host", async () => {
      server.setMode({ kind: "foreign-checkout", host: "evil.example" });

      const cart = await createCart();

      expect(new URL(cart.checkoutUrl).origin).toBe("https://evil.example");
      expect(cart.totalQuantity).toBe(1);
      expect(server.getCart(cart.id)?.lines).toHaveLength(1);
    });

    test("is set and reset through the control endpoint a browser test uses", async () => {
      await control("mode", { mode: { kind: "foreign-checkout", host: "pay.elsewhere.test" } });
      expect(new URL((await createCart()).checkoutUrl).host).toBe("pay.elsewhere.test");

      await control("reset");
      expect(new URL((await createCart()).checkoutUrl).origin).toBe(server.url);
    });

    test("ends after the given number of requests", async () => {
      await control("mode", { mode: { kind: "foreign-checkout" }, times: 1 });

      expect(new URL((await createCart()).checkoutUrl).host).toBe("evil.example");
      expect(new URL((await createCart()).checkoutUrl).origin).toBe(server.url);
    });
  });

  test("answers the readiness probe with 200", async () => {
    const response = await fetch(`${server.url}/__test/status`);

    expect(response.status).toBe(200);
  });
});
