import { productsIn } from "@/content/localized";
import { seedFigures, type CatalogueFigures } from "@/lib/catalogue/figures";
import { createLocalProvider } from "@/lib/commerce/local/provider";

// The catalogue reads never open the database themselves: the figures come from the source the app hands in.
const noDatabase = async () => {
  throw new Error("the catalogue reads must not open the database");
};
const shopWith = (edit: (figures: CatalogueFigures[]) => CatalogueFigures[] = (figures) => figures) =>
  createLocalProvider(noDatabase, { figures: async () => edit(seedFigures()) });
const withFigures = (id: string, change: Partial<CatalogueFigures>) => (figures: CatalogueFigures[]) =>
  figures.map((entry) => (entry.id === id ? { ...entry, ...change } : entry));

describe("the local provider's catalogue", () => {
  test.each(["en", "ar"] as const)("a product page reads the %s copy with the figures' price", async (locale) => {
    const product = await shopWith(withFigures("matcha-clay-mask", { priceFils: 10950 })).getProduct(
      "matcha-clay-mask",
      locale,
    );
    expect(product).toMatchObject({
      name: productsIn(locale).find((record) => record.slug === "matcha-clay-mask")?.name,
      price: 109.5,
    });
  });

  test("a product hidden in the back office has no page and is not suggested on another's", async () => {
    const shop = shopWith(withFigures("collagen-essence", { active: false }));
    expect(await shop.getProduct("collagen-essence", "en")).toBeUndefined();
    const related = await shop.getRelatedProducts("matcha-clay-mask", "en");
    expect(related.map((product) => product.slug)).not.toContain("collagen-essence");
    expect(related.map((product) => product.slug)).not.toContain("matcha-clay-mask");
  });

  test("a product whose stock ran out is sold out on its page", async () => {
    const product = await shopWith(withFigures("matcha-clay-mask", { stock: 0 })).getProduct("matcha-clay-mask", "en");
    expect(product).toMatchObject({ soldOut: true, available: 0 });
  });

  test("a bundle page shows the bundle's own price, and the listing has it", async () => {
    const shop = shopWith();
    const [first] = (await shop.getCatalogue("en")).bundles;
    expect(first).toBeDefined();
    expect(await shop.getBundle(first!.slug, "en")).toEqual(first);
    expect(await shop.getBundle("no-such-bundle", "en")).toBeUndefined();
  });
});
