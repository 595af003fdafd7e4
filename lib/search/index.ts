import "server-only";

import { getCommerce } from "@/lib/commerce";
import { getDb } from "@/lib/db";
import type { Locale } from "@/lib/i18n/locales";
import { searchDocumentsOf, type SearchDocument } from "./documents";
import { rankDocuments } from "./find";
import { queryVariants } from "./query-variants";

/** What a hit shows: the results page and the header's suggestions. */
export type SearchHit = Pick<SearchDocument, "kind" | "slug" | "title" | "summary" | "href" | "image">;

const toHit = ({ kind, slug, title, summary, href, image }: SearchDocument): SearchHit => ({
  kind,
  slug,
  title,
  summary,
  href,
  image,
});

/**
 * The products and bundles that match `query` in `locale`, best first, from the provider's (cached) catalogue.
 * The query itself is never logged: a shopper may type a name or an address into any box.
 */
export async function searchCatalogue(query: string, locale: Locale, limit = 12): Promise<SearchHit[]> {
  const variants = queryVariants(query, locale);
  if (variants.length === 0) return [];
  const [db, catalogue] = await Promise.all([getDb(), getCommerce().getCatalogue(locale)]);
  return (await rankDocuments(db, searchDocumentsOf(catalogue), variants, limit)).map(toHit);
}
