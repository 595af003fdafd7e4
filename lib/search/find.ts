import { sql } from "drizzle-orm";

import type { Db } from "@/lib/db";
import type { SearchDocument } from "./documents";

/**
 * The least trigram word similarity (pg_trgm) a hit needs. Measured on the catalogue: one or two letters wrong in a
 * word ("matcah" 0.57, "clai" 0.6) stay above it, nonsense scores 0 to 0.2.
 */
export const MATCH_THRESHOLD = 0.45;

type Ranked = { position: number; name_score: number; score: number };

/** postgres-js answers `execute` with an array of rows, PGlite with `{ rows }`. */
const rowsOf = (result: unknown): Ranked[] =>
  Array.isArray(result) ? (result as Ranked[]) : ((result as { rows?: Ranked[] }).rows ?? []);

/**
 * The documents that match any of the query's variants, best first: a match in the name before one in the body,
 * then by similarity, then in listing order. The catalogue is a handful of records read through the provider's
 * cache, so they travel with the query as one JSON parameter instead of living in a table kept in step with it.
 */
export async function rankDocuments(
  db: Db,
  documents: SearchDocument[],
  variants: string[],
  limit: number,
): Promise<SearchDocument[]> {
  if (documents.length === 0 || variants.length === 0) return [];
  const records = JSON.stringify(documents.map((document) => [document.nameTerms, document.bodyTerms]));
  const result = await db.execute(sql`
    with doc as (
      select (ordinality - 1)::int as position, entry ->> 0 as name, entry ->> 1 as body
      from jsonb_array_elements(${records}::jsonb) with ordinality as t(entry, ordinality)
    ),
    scored as (
      select doc.position,
        max(word_similarity(variant, doc.name)) as name_score,
        max(greatest(word_similarity(variant, doc.name), word_similarity(variant, doc.body))) as score
      from doc cross join jsonb_array_elements_text(${JSON.stringify(variants)}::jsonb) as v(variant)
      group by doc.position
    )
    select position, name_score, score from scored
    where score >= ${MATCH_THRESHOLD}
    order by (name_score >= ${MATCH_THRESHOLD}) desc, score desc, position
    limit ${limit}
  `);
  return rowsOf(result).flatMap((row) => documents[Number(row.position)] ?? []);
}
