import { readFileSync } from "node:fs";
import path from "node:path";
import { buildClientSchema, parse, validate, type IntrospectionQuery } from "graphql";

import { CommerceError } from "@/lib/commerce/errors";
import { createShopifyClient, type ShopifyClient } from "@/lib/commerce/shopify/client";
import { decimalToFils, fetchProductFacts, reshapeProductFacts } from "@/lib/commerce/shopify/product-facts";
import * as documents from "@/lib/commerce/shopify/product-facts-query";
import type { ShopifyProductFacts } from "@/lib/commerce/shopify/types";
import { startStorefrontServer, type StorefrontServer } from "../../support/storefront-server.mjs";

const schemaFile = path.join(process.cwd(), "node_modules/@shopify/hydrogen-react/storefront.schema.json");
const schema = buildClientSchema(JSON.parse(readFileSync(schemaFile, "utf8")) as IntrospectionQuery);

const product = (
  overrides: Partial<ShopifyProductFacts> = {},
  variant: Record<string, unknown> = {},
): ShopifyProductFacts => ({
  id: "gid://shopify/Product/8001000000001",
  handle: "matcha-clay-mask",
  title: "Matcha Clay Mask",
  availableForSale: true,
  variants: {
    nodes: [
      {
        id: "gid://shopify/ProductVariant/4801000000001",
        availableForSale: true,
        price: { amount: "99.0", currencyCode: "AED" },
        compareAtPrice: null,
        ...variant,
      },
    ],
  },
  ...overrides,
});

describe("the product-facts documents", () => {
  test.each(Object.entries(documents))(
    "%s is valid against the Storefront API schema and asks for the UAE market",
    (_name, source) => {
      expect(validate(schema, parse(source)).map((error) => error.message)).toEqual([]);
      expect(source).toMatch(/@inContext\(country: AE\)/);
    },
  );
});

describe("decimalToFils", () => {
  test.each([
    ["99.0", 9900],
    ["94.5", 9450],
    ["94.50", 9450],
    ["0.05", 5],
    ["239", 23900],
    ["1234.990", 123499],
  ])("%s AED is %d fils", (amount, fils) => expect(decimalToFils(amount)).toBe(fils));

  test.each(["", "abc", "-5.00", "1.234", "1e3"])("refuses %p", (amount) =>
    expect(() => decimalToFils(amount)).toThrow(CommerceError),
  );
});

describe("reshapeProductFacts", () => {
  test("turns Shopify's product into the shop's facts, in fils", () => {
    expect(reshapeProductFacts(product({}, { compareAtPrice: { amount: "120.00", currencyCode: "AED" } }))).toEqual({
      handle: "matcha-clay-mask",
      productId: "gid://shopify/Product/8001000000001",
      variantId: "gid://shopify/ProductVariant/4801000000001",
      title: "Matcha Clay Mask",
      priceFils: 9900,
      compareAtPriceFils: 12000,
      available: true,
      source: "shopify",
    });
  });

  test.each([
    ["the product", { availableForSale: false }, {}],
    ["its variant", {}, { availableForSale: false }],
  ])("is not available when %s is not for sale", (_label, productChange, variantChange) => {
    expect(reshapeProductFacts(product(productChange, variantChange)).available).toBe(false);
  });

  test("refuses a price outside AED (the UAE market is not set up) rather than show it as dirhams", () => {
    expect(() => reshapeProductFacts(product({}, { price: { amount: "27.0", currencyCode: "USD" } }))).toThrow(
      CommerceError,
    );
  });

  test("refuses a product without a variant", () => {
    expect(() => reshapeProductFacts(product({ variants: { nodes: [] } }))).toThrow(CommerceError);
  });
});

describe("fetchProductFacts against the Storefront test server", () => {
  let server: StorefrontServer;
  let client: ShopifyClient;
  beforeAll(async () => {
    server = await startStorefrontServer();
    client = createShopifyClient({
      config: { storeDomain: server.domain, apiVersion: "2025-07", publicToken: server.publicToken },
      sleep: () => Promise.resolve(),
    });
  });
  afterAll(() => server.close());

  test("reads a product by handle and by id, in the UAE context", async () => {
    const byHandle = await fetchProductFacts(client, { handle: "collagen-essence" });
    expect(byHandle).toMatchObject({
      handle: "collagen-essence",
      priceFils: 9400,
      compareAtPriceFils: null,
      available: true,
    });
    expect(await fetchProductFacts(client, { id: "gid://shopify/Product/8001000000002" })).toEqual(byHandle);
    expect(server.requests.at(-1)?.query).toContain("@inContext(country: AE)");
  });

  test("sees what the merchant changed in Shopify", async () => {
    server.editProduct({ handle: "matcha-pure-cleanser", price: 79.5, compareAtPrice: 89, availableForSale: false });
    expect(await fetchProductFacts(client, { handle: "matcha-pure-cleanser" })).toMatchObject({
      priceFils: 7950,
      compareAtPriceFils: 8900,
      available: false,
    });
  });

  test("answers null for a product Shopify does not have", async () => {
    expect(await fetchProductFacts(client, { handle: "no-such-product" })).toBeNull();
  });
});
