import { seedFigures } from "@/lib/catalogue/figures";
import { buildShopCatalogue } from "@/lib/catalogue/shop-catalogue";
import { contentFacts, type CatalogueFacts } from "@/lib/commerce/shopify/catalogue-facts";
import { withShopifyFacts } from "@/lib/commerce/shopify/catalogue";

const catalogue = buildShopCatalogue(seedFigures(), "en");
const mask = catalogue.products.find((product) => product.slug === "matcha-clay-mask")!;
const ritual = catalogue.bundles[0]!;
const shopifyFacts = (handle: string, overrides: Partial<CatalogueFacts>): CatalogueFacts => ({
  ...contentFacts(handle)!,
  source: "shopify",
  ...overrides,
});
const shownMask = (overrides: Partial<CatalogueFacts>) =>
  withShopifyFacts(catalogue, new Map([[mask.slug, shopifyFacts(mask.slug, overrides)]])).products.find(
    (product) => product.slug === mask.slug,
  )!;
const shownRitual = (facts: CatalogueFacts) =>
  withShopifyFacts(catalogue, new Map([[ritual.slug, facts]])).bundles.find((bundle) => bundle.slug === ritual.slug)!;

describe("a product under Shopify", () => {
  test("shows Shopify's price, compare-at price and variant with content/'s copy", () => {
    const shown = shownMask({
      priceFils: 10950,
      compareAtPriceFils: 12000,
      variantId: "gid://shopify/ProductVariant/99",
    });
    expect(shown).toMatchObject({
      name: mask.name,
      description: mask.description,
      price: 109.5,
      originalPrice: 120,
      shopifyVariantId: "gid://shopify/ProductVariant/99",
      soldOut: false,
      available: null,
    });
  });

  test.each([
    ["no compare-at price", null],
    ["a compare-at price not above the price", 9900],
  ])("shows no struck-through price with %s", (_label, compareAtPriceFils) => {
    expect(shownMask({ priceFils: 9900, compareAtPriceFils }).originalPrice).toBeUndefined();
  });

  test("a product Shopify does not sell now is sold out", () => {
    expect(shownMask({ available: false })).toMatchObject({ soldOut: true, available: 0 });
  });

  test("without Shopify's figures the database's stand", () => {
    expect(withShopifyFacts(catalogue, new Map())).toEqual(catalogue);
  });
});

describe("a bundle under Shopify", () => {
  test("works the savings out again from Shopify's bundle price, never carrying the stored figure over", () => {
    const shown = shownRitual(shopifyFacts(ritual.slug, { priceFils: 22560 }));
    expect(shown.bundlePrice).toBe(225.6);
    expect(shown.originalPrice).toBe(ritual.originalPrice);
    expect(shown.savings).toBeCloseTo(ritual.originalPrice - 225.6, 2);
    expect(shown.savingsPercentage).toBe(
      Math.round(((ritual.originalPrice - 225.6) / ritual.originalPrice) * 1000) / 10,
    );
  });

  test("content's own figures give the same price and savings as the database's seed", () => {
    expect(shownRitual(contentFacts(ritual.slug)!)).toMatchObject({
      bundlePrice: ritual.bundlePrice,
      savings: ritual.savings,
      savingsPercentage: ritual.savingsPercentage,
      soldOut: false,
    });
  });
});
