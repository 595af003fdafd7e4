import { CommerceError } from "@/lib/commerce/errors";
import { getCatalogueFacts } from "@/lib/commerce/cached-catalogue-facts";
import { contentFacts } from "@/lib/commerce/content-facts";
import { fetchProductFacts } from "@/lib/commerce/shopify/product-facts";

// The cache itself is Next.js's; here every read goes through, to see what stands in when Shopify fails.
jest.mock("next/cache", () => ({ unstable_cache: (read: () => Promise<unknown>) => read }));
jest.mock("@/lib/env", () => ({ env: { COMMERCE_PROVIDER: "shopify" } }));
jest.mock("@/lib/commerce/shopify/client", () => ({ createShopifyClient: () => ({ request: jest.fn() }) }));
jest.mock("@/lib/commerce/shopify/product-facts", () => ({ fetchProductFacts: jest.fn() }));

const fetchFacts = jest.mocked(fetchProductFacts);
const down = new CommerceError("network", { code: "unreachable", provider: "Shopify" });

beforeEach(() => jest.spyOn(console, "error").mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

describe("getCatalogueFacts under COMMERCE_PROVIDER=shopify", () => {
  test("Shopify's reading, then that reading again (marked last-known) while Shopify is down", async () => {
    const shopify = { ...contentFacts("collagen-essence")!, priceFils: 10400, source: "shopify" as const };
    fetchFacts.mockResolvedValueOnce(shopify);
    expect(await getCatalogueFacts("collagen-essence")).toEqual(shopify);

    fetchFacts.mockRejectedValueOnce(down);
    expect(await getCatalogueFacts("collagen-essence")).toEqual({ ...shopify, source: "last-known" });
  });

  test("content/'s figures when Shopify has never answered for the product", async () => {
    fetchFacts.mockRejectedValueOnce(down);
    expect(await getCatalogueFacts("matcha-ritual")).toEqual(contentFacts("matcha-ritual"));
  });

  test("a product Shopify does not have keeps its copy but cannot be bought", async () => {
    fetchFacts.mockResolvedValueOnce(null);
    expect(await getCatalogueFacts("matcha-pure-cleanser")).toMatchObject({
      available: false,
      source: "shopify",
      priceFils: 8900,
    });
  });
});
