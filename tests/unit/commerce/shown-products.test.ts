import { activeBundles } from "@/content/bundles";
import { products } from "@/content/products";
import type { CatalogueFacts } from "@/lib/commerce/catalogue-facts";
import { contentFacts } from "@/lib/commerce/content-facts";
import { bundleWithFacts, productWithFacts } from "@/lib/commerce/shown-products";

jest.mock("@/lib/commerce/cached-catalogue-facts", () => ({ getCatalogueFactsFor: jest.fn() }));

const mask = products.find((product) => product.slug === "matcha-clay-mask")!;
const ritual = activeBundles[0]!;
const shopifyFacts = (overrides: Partial<CatalogueFacts>): CatalogueFacts => ({
  ...contentFacts(mask.slug)!,
  source: "shopify",
  ...overrides,
});

describe("productWithFacts", () => {
  test("lays Shopify's price, compare-at price and variant over content/'s copy", () => {
    const shown = productWithFacts(
      mask,
      shopifyFacts({ priceFils: 10950, compareAtPriceFils: 12000, variantId: "gid://shopify/ProductVariant/99" }),
    );
    expect(shown).toMatchObject({
      name: mask.name,
      description: mask.description,
      price: 109.5,
      originalPrice: 120,
      shopifyVariantId: "gid://shopify/ProductVariant/99",
      soldOut: false,
    });
  });

  test.each([
    ["no compare-at price", null],
    ["a compare-at price not above the price", 9900],
  ])("shows no struck-through price with %s", (_label, compareAtPriceFils) => {
    expect(productWithFacts(mask, shopifyFacts({ priceFils: 9900, compareAtPriceFils })).originalPrice).toBeUndefined();
  });

  test("a product Shopify does not sell now is sold out", () => {
    expect(productWithFacts(mask, shopifyFacts({ available: false })).soldOut).toBe(true);
  });

  test("without facts the content figures stand", () => {
    expect(productWithFacts(mask, null)).toEqual({ ...mask, soldOut: false });
  });
});

describe("bundleWithFacts", () => {
  test("works the savings out again from Shopify's bundle price, never carrying content/'s figure over", () => {
    const shown = bundleWithFacts(ritual, { ...contentFacts(ritual.slug)!, priceFils: 22560, source: "shopify" });
    expect(shown.bundlePrice).toBe(225.6);
    expect(shown.originalPrice).toBe(ritual.originalPrice);
    expect(shown.savings).toBeCloseTo(ritual.originalPrice - 225.6, 2);
    expect(shown.savingsPercentage).toBe(
      Math.round(((ritual.originalPrice - 225.6) / ritual.originalPrice) * 1000) / 10,
    );
  });

  test("content's own facts give content's own figures", () => {
    const shown = bundleWithFacts(ritual, contentFacts(ritual.slug));
    expect(shown).toMatchObject({
      bundlePrice: ritual.bundlePrice,
      savings: ritual.savings,
      savingsPercentage: ritual.savingsPercentage,
      soldOut: false,
    });
  });
});
