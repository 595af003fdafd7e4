import { localizedPath } from "@/lib/i18n/locales";
import { getClientAddress } from "@/lib/rate-limit/client-address";
import { rateLimits } from "@/lib/rate-limit/limits";
import { searchCatalogue } from "@/lib/search";
import { searchSuggestionsQuerySchema } from "@/lib/validations/search";

export const dynamic = "force-dynamic";

const SUGGESTION_LIMIT = 6;

/**
 * The header's suggestions as the shopper types: the best few products and bundles for `q` in `locale`, as links in
 * that locale. Rate-limited per client; the query is never logged. Kept privately for a minute: the same letters
 * typed again (a backspace) need no second search.
 */
export async function GET(request: Request) {
  const query = searchSuggestionsQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) return Response.json({ error: "Expected q and locale" }, { status: 400 });
  const limit = await rateLimits.searchByClient.consume(await getClientAddress());
  if (!limit.ok)
    return Response.json(
      { error: "Too many searches" },
      { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } },
    );
  const { q, locale } = query.data;
  const hits = await searchCatalogue(q, locale, SUGGESTION_LIMIT);
  return Response.json(
    {
      suggestions: hits.map((hit) => ({
        kind: hit.kind,
        title: hit.title,
        href: localizedPath(locale, hit.href),
        image: hit.image,
      })),
    },
    { headers: { "Cache-Control": "private, max-age=60" } },
  );
}
