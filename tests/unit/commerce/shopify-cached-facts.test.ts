import { CommerceError } from "@/lib/commerce/errors";
import { cachedShopifyFacts } from "@/lib/commerce/shopify/cached-facts";
import { contentFacts } from "@/lib/commerce/shopify/catalogue-facts";
import { fetchProductFacts } from "@/lib/commerce/shopify/product-facts";

// The cache itself is Next.js's; here every read goes through, to see what stands in when Shopify fails.
jest.mock("next/cache", () => ({ unstable_cache: (read: () => Promise<unknown>) => read }));
jest.mock("@/lib/commerce/shopify/client", () => ({ createShopifyClient: () => ({ request: jest.fn() }) }));
jest.mock("@/lib/commerce/shopify/product-facts", () => ({ fetchProductFacts: jest.fn() }));

const fetchFacts = jest.mocked(fetchProductFacts);
const down = new CommerceError("network", { code: "unreachable", provider: "Shopify" });

beforeEach(() => jest.spyOn(console, "error").mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

describe("Shopify's figures for one catalogue item", () => {
  test("Shopify's reading, then that reading again (marked last-known) while Shopify is down", async () => {
    const shopify = { ...contentFacts("collagen-essence")!, priceFils: 10400, source: "shopify" as const };
    fetchFacts.mockResolvedValueOnce(shopify);
    expect(await cachedShopifyFacts("collagen-essence")).toEqual(shopify);

    fetchFacts.mockRejectedValueOnce(down);
    expect(await cachedShopifyFacts("collagen-essence")).toEqual({ ...shopify, source: "last-known" });
  });

  test("content/'s figures when Shopify has never answered for the product", async () => {
    fetchFacts.mockRejectedValueOnce(down);
    expect(await cachedShopifyFacts("matcha-ritual")).toEqual(contentFacts("matcha-ritual"));
  });

  test("a product Shopify does not have keeps its copy but cannot be bought", async () => {
    fetchFacts.mockResolvedValueOnce(null);
    expect(await cachedShopifyFacts("matcha-pure-cleanser")).toMatchObject({
      available: false,
      source: "shopify",
      priceFils: 8900,
    });
  });
});
