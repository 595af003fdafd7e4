import { z } from "zod";

import { getExchangeRates } from "@/lib/currency/rates";
import { apiError } from "@/lib/http/api-error";

export const dynamic = "force-dynamic";

// No parameters are accepted: an unknown one is refused rather than becoming a new cache key for the CDN.
const querySchema = z.object({}).strict();

/**
 * The one rates payload every catalogue page converts with: the same for every shopper, so browsers and the CDN
 * may keep it. An AED-only answer (no table fetched yet) is kept briefly so real rates show up soon after.
 */
export async function GET(request: Request) {
  const query = querySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) return apiError(400, "Unexpected query parameters");
  const payload = await getExchangeRates().current();
  const maxAge = payload.fetchedAt ? 600 : 30;
  return Response.json(payload, {
    headers: { "Cache-Control": `public, max-age=${maxAge}, s-maxage=${maxAge}, stale-while-revalidate=3600` },
  });
}
