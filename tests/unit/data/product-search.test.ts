import { readCatalogueFigures } from "@/lib/catalogue/read-figures";
import { buildShopCatalogue } from "@/lib/catalogue/shop-catalogue";
import type { Locale } from "@/lib/i18n/locales";
import { searchDocumentsOf } from "@/lib/search/documents";
import { rankDocuments } from "@/lib/search/find";
import { queryVariants } from "@/lib/search/query-variants";
import { openTestDatabaseForFile } from "@/tests/unit/support/mocked-request";

const db = openTestDatabaseForFile();

async function search(query: string, locale: Locale): Promise<string[]> {
  const documents = searchDocumentsOf(buildShopCatalogue(await readCatalogueFigures(db()), locale));
  return (await rankDocuments(db(), documents, queryVariants(query, locale), 12)).map((hit) => hit.slug);
}

describe("product search (pg_trgm on both databases)", () => {
  test.each<[string, Locale, string]>([
    ["clay", "en", "the ingredient in its name"],
    ["matcah", "en", "a misspelling two letters out"],
    ["Kaolin", "en", "an ingredient"],
    ["طين", "ar", "the Arabic word without its article"],
    ["ماسك", "ar", "the word Gulf shoppers use"],
    ["مأسك", "ar", "the same with a hamza on the alef"],
    ["ماسك الطين", "ar", "a phrase"],
    ["قِنَاعُ", "ar", "with tashkeel"],
  ])("%s (%s, %s) finds the clay mask first", async (query, locale) => {
    const slugs = await search(query, locale);
    expect(slugs[0]).toBe("matcha-clay-mask");
  });

  test("a skin concern finds the product for it, and the bundle is found by name", async () => {
    expect(await search("acne", "en")).toContain("matcha-clay-mask");
    expect((await search("ritual", "en"))[0]).toBe("matcha-ritual");
    expect((await search("طقوس", "ar"))[0]).toBe("matcha-ritual");
  });

  test.each<[string, Locale]>([
    ["xqzvwk", "en"],
    ["ظظظغغغ", "ar"],
  ])("nonsense (%s) finds nothing", async (query, locale) => {
    expect(await search(query, locale)).toEqual([]);
  });

  test("the Arabic page finds Arabic copy, not the English record", async () => {
    expect(await search("clay", "ar")).toEqual([]);
  });

  test("a hidden product is not found", async () => {
    const figures = (await readCatalogueFigures(db())).map((entry) =>
      entry.id === "matcha-clay-mask" ? { ...entry, active: false } : entry,
    );
    const documents = searchDocumentsOf(buildShopCatalogue(figures, "en"));
    const hits = await rankDocuments(db(), documents, queryVariants("clay mask", "en"), 12);
    expect(hits.map((hit) => hit.slug)).not.toContain("matcha-clay-mask");
  });
});
