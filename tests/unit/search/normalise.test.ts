import { normaliseSearchText, searchTerms } from "@/lib/search/normalise";
import { queryVariants } from "@/lib/search/query-variants";

describe("search text normalisation", () => {
  test.each([
    ["alef with hamza above", "أقنعة", "اقنعه"],
    ["alef with hamza below", "إشراق", "اشراق"],
    ["alef with madda", "آمن", "امن"],
    ["ta marbuta", "بشرة", "بشره"],
    ["alef maqsura", "مستشفى", "مستشفي"],
    ["tashkeel", "يُهَدِّئُ", "يهدي"],
    ["tatweel", "مـــاتشا", "ماتشا"],
    ["Arabic-Indic digits", "١٠٠ مل", "100 مل"],
    ["Extended Arabic-Indic digits", "۲۵", "25"],
    ["Latin case, accents and punctuation", "Crème, CLAY-mask!", "creme clay mask"],
  ])("%s", (_case, typed, normalised) => {
    expect(normaliseSearchText(typed)).toBe(normalised);
  });

  test("search terms drop the Arabic article, so 'طين' and 'الطين' are one word", () => {
    expect(searchTerms("قناع الطين بالماتشا")).toBe("قناع طين ماتشا");
    expect(searchTerms("ال")).toBe("ال");
  });

  test("a query with a synonym is searched by each word of its group", () => {
    expect(queryVariants("مأسك", "ar")).toEqual(expect.arrayContaining(["ماسك", "قناع"]));
    expect(queryVariants("  !!  ", "en")).toEqual([]);
  });
});
