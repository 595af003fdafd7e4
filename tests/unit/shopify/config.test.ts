import { createStorefrontClient } from "@shopify/hydrogen-react";

import { STOREFRONT_API_VERSION } from "@/lib/commerce/shopify/api-version";
import { getShopifyConfig } from "@/lib/commerce/shopify/config";

const TOKEN = "shpat_secret_value";

describe("getShopifyConfig", () => {
  test.each([
    ["a bare myshopify host", "matcha-glow.myshopify.com", "https://matcha-glow.myshopify.com"],
    [
      "an https origin with a trailing slash",
      "https://matcha-glow.myshopify.com/",
      "https://matcha-glow.myshopify.com",
    ],
    ["a local test server", "http://127.0.0.1:3299", "http://127.0.0.1:3299"],
  ])("accepts %s as the store domain", (_label, domain, storeDomain) => {
    const config = getShopifyConfig({ SHOPIFY_STORE_DOMAIN: domain, SHOPIFY_STOREFRONT_PUBLIC_TOKEN: "public" });

    expect(config).toEqual({
      storeDomain,
      apiVersion: STOREFRONT_API_VERSION,
      publicToken: "public",
      privateToken: undefined,
    });
  });

  test("keeps both tokens and an explicit API version", () => {
    const config = getShopifyConfig({
      SHOPIFY_STORE_DOMAIN: "matcha-glow.myshopify.com",
      SHOPIFY_API_VERSION: "2026-04",
      SHOPIFY_STOREFRONT_PUBLIC_TOKEN: "public",
      SHOPIFY_STOREFRONT_PRIVATE_TOKEN: "private",
    });

    expect(config).toMatchObject({ apiVersion: "2026-04", publicToken: "public", privateToken: "private" });
  });

  test.each([
    ["no store domain", { SHOPIFY_STOREFRONT_PUBLIC_TOKEN: TOKEN }, "SHOPIFY_STORE_DOMAIN"],
    [
      "plain http to a real host",
      { SHOPIFY_STORE_DOMAIN: "http://matcha-glow.myshopify.com", SHOPIFY_STOREFRONT_PUBLIC_TOKEN: TOKEN },
      "SHOPIFY_STORE_DOMAIN",
    ],
    ["no token at all", { SHOPIFY_STORE_DOMAIN: "matcha-glow.myshopify.com" }, "SHOPIFY_STOREFRONT_PRIVATE_TOKEN"],
    [
      "tokens left empty",
      {
        SHOPIFY_STORE_DOMAIN: "matcha-glow.myshopify.com",
        SHOPIFY_STOREFRONT_PUBLIC_TOKEN: " ",
        SHOPIFY_STOREFRONT_PRIVATE_TOKEN: "",
      },
      "SHOPIFY_STOREFRONT_PRIVATE_TOKEN",
    ],
    [
      "a malformed API version",
      {
        SHOPIFY_STORE_DOMAIN: "matcha-glow.myshopify.com",
        SHOPIFY_STOREFRONT_PUBLIC_TOKEN: TOKEN,
        SHOPIFY_API_VERSION: "july",
      },
      "SHOPIFY_API_VERSION",
    ],
  ])("refuses %s, naming the variable but never a token", (_label, env, variable) => {
    const read = () => getShopifyConfig(env);

    expect(read).toThrow(variable);
    expect(read).not.toThrow(TOKEN);
  });

  // The documents are validated against the schema hydrogen-react ships; a shop left on the default asks Shopify for
  // that same version, so hydrogen-react has no mismatch to warn about at start.
  test("defaults to the Storefront API version hydrogen-react is built for", () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => {});
    const config = getShopifyConfig({
      SHOPIFY_STORE_DOMAIN: "matcha-glow.myshopify.com",
      SHOPIFY_STOREFRONT_PUBLIC_TOKEN: "public",
    });

    createStorefrontClient({
      storeDomain: config.storeDomain,
      storefrontApiVersion: config.apiVersion,
      publicStorefrontToken: "public",
    });

    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });
});
