import { refusalMessages, refusalTables } from "@/content/messages/refusals";
import { locales } from "@/lib/i18n/locales";
import { pipelineCodes, wordRefusal, type RefusalTable } from "@/lib/actions/refusal-table";
import { adminRefusalMessages } from "@/lib/admin/admin-refusals";
import { imageGenerationRefusals } from "@/lib/images/generation-refusals";

const tables: Array<[string, RefusalTable]> = [
  ["default", refusalMessages],
  ...Object.entries(refusalTables as Record<string, RefusalTable>),
];
// Every code any table names, in any language: a code worded in one language only is the failure to catch.
const rows = tables.flatMap(([table, words]) => {
  const codes = new Set(locales.flatMap((locale) => Object.keys(words[locale])));
  return [...codes].flatMap((code) => locales.map((locale) => ({ table, code, locale, words })));
});

describe("refusal tables", () => {
  test.each(rows)("$table / $code has words in $locale", ({ code, locale, words }) => {
    const text = words[locale][code];
    const worded = typeof text === "function" ? text(120) : text;

    expect(typeof worded).toBe("string");
    expect(worded?.trim()).not.toBe("");
    // Arabic words (an e-mail address or the brand may sit among them), never an English sentence.
    if (locale === "ar") expect(worded).toMatch(/[\u0600-\u06FF]/);
  });

  test.each(locales)("the default table words every pipeline refusal in %s", (locale) => {
    for (const code of pipelineCodes) expect(wordRefusal(locale, code)).toBe(refusalMessages[locale][code]);
  });

  test("a code no table knows reads as the unexpected refusal, in the caller's language", () => {
    expect(wordRefusal("ar", "no_such_code")).toBe(refusalMessages.ar.unexpected);
  });

  // The back office is English only; a caller who is not an admin is told nothing on purpose.
  test.each(Object.entries(adminRefusalMessages))("the back office words %s", (code, text) => {
    if (code === "forbidden" || code === "sign_in_required") expect(text).toBe("");
    else expect(text.trim()).not.toBe("");
  });

  // The image generator tells a caller who is not an admin no (and nothing about the request): every code has words.
  test.each(Object.entries(imageGenerationRefusals.en))("the image generator words %s", (_code, text) => {
    const worded = typeof text === "function" ? text(120) : text;
    expect(worded.trim()).not.toBe("");
  });
});
