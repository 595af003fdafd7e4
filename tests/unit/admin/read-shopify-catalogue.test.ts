import { NOT_IN_SHOPIFY, readShopifyCatalogue } from "@/lib/admin/catalogue/read-shopify-catalogue";
import { shopifyProductAdminUrl, shopifyStoreHandle } from "@/lib/admin/catalogue/shopify-admin-link";
import { createShopifyClient } from "@/lib/commerce/shopify/client";
import { defaultCatalogue, startStorefrontServer, type StorefrontServer } from "../../support/storefront-server.mjs";

describe("Shopify admin links", () => {
  test.each([
    ["matcha-glow.myshopify.com", "matcha-glow"],
    ["https://Matcha-Glow.myshopify.com/", "matcha-glow"],
    ["shop.matchaglow.ae", null],
    ["http://127.0.0.1:5099", null],
    ["evil.myshopify.com.example", null],
    [undefined, null],
  ])("the store of %p is %p", (domain, store) => expect(shopifyStoreHandle(domain)).toBe(store));

  test("links a product by its numeric id, and only a product gid", () => {
    expect(shopifyProductAdminUrl("matcha-glow", "gid://shopify/Product/8001000000001")).toBe(
      "https://admin.shopify.com/store/matcha-glow/products/8001000000001",
    );
    expect(shopifyProductAdminUrl("matcha-glow", "gid://shopify/ProductVariant/4801000000001")).toBeNull();
    expect(shopifyProductAdminUrl(null, "gid://shopify/Product/8001000000001")).toBeNull();
  });
});

describe("readShopifyCatalogue", () => {
  let server: StorefrontServer;
  beforeAll(async () => {
    // The shop's catalogue without the cleanser: Shopify no longer has it.
    server = await startStorefrontServer({
      catalogue: defaultCatalogue.filter((item) => item.handle !== "matcha-pure-cleanser"),
    });
  });
  afterAll(() => server.close());
  const client = () =>
    createShopifyClient({
      config: { storeDomain: server.domain, apiVersion: "2025-07", publicToken: server.publicToken },
      maxAttempts: 1,
    });

  test("reads every catalogue item from Shopify now, with its admin link", async () => {
    server.editProduct({ handle: "collagen-essence", price: 104, availableForSale: false });
    const rows = await readShopifyCatalogue({ client: client(), storeDomain: "matcha-glow.myshopify.com" });

    expect(rows.map((row) => row.handle)).toEqual([
      "matcha-clay-mask",
      "collagen-essence",
      "matcha-pure-cleanser",
      "matcha-ritual",
    ]);
    expect(rows[1]).toMatchObject({
      name: "Collagen Essence",
      facts: { priceFils: 10400, available: false, variantId: "gid://shopify/ProductVariant/4801000000002" },
      adminUrl: "https://admin.shopify.com/store/matcha-glow/products/8001000000002",
    });
    expect(rows[2]).toMatchObject({ facts: null, problem: NOT_IN_SHOPIFY });
  });

  test("says Shopify could not be read instead of failing the page", async () => {
    server.setMode({ kind: "status", status: 503 });
    const rows = await readShopifyCatalogue({ client: client(), storeDomain: "matcha-glow.myshopify.com" });
    server.setMode({ kind: "ok" });
    expect(rows.every((row) => row.facts === null && row.problem?.includes("Shopify"))).toBe(true);
  });
});
