import { searchSynonyms } from "@/content/search-synonyms";
import type { Locale } from "@/lib/i18n/locales";
import { searchTerms } from "./normalise";

/** Queries past this many characters are cut: nobody types a paragraph, and the cost grows with the length. */
export const MAX_QUERY_LENGTH = 80;

const groupsOf = new Map<Locale, string[][]>();
function synonymGroups(locale: Locale): string[][] {
  let groups = groupsOf.get(locale);
  if (!groups) groupsOf.set(locale, (groups = searchSynonyms[locale].map((group) => group.map(searchTerms))));
  return groups;
}

/**
 * The shopper's query as search terms, and once more for each synonym of a word or phrase in it, so "ماسك" also
 * searches "قناع". Empty when nothing searchable is left.
 */
export function queryVariants(query: string, locale: Locale): string[] {
  const terms = searchTerms(query.slice(0, MAX_QUERY_LENGTH));
  if (terms.length === 0) return [];
  const variants = new Set([terms]);
  for (const group of synonymGroups(locale)) {
    for (const synonym of group) {
      if (!` ${terms} `.includes(` ${synonym} `)) continue;
      for (const other of group) variants.add(` ${terms} `.replace(` ${synonym} `, ` ${other} `).trim());
    }
  }
  return [...variants];
}
