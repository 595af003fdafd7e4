import { z } from "zod";

import { locales } from "@/lib/i18n/locales";
import { MAX_QUERY_LENGTH } from "@/lib/search/query-variants";

/** What a shopper typed; longer queries are cut, not refused, so a pasted paragraph still searches its start. */
export const searchQueryTextSchema = z
  .string()
  .transform((text) => text.trim().slice(0, MAX_QUERY_LENGTH))
  .catch("");

/** /api/search's query string: the header's suggestions as the shopper types. */
export const searchSuggestionsQuerySchema = z.object({ q: searchQueryTextSchema, locale: z.enum(locales) }).strict();
