import { z } from "zod";

import { countryFromHeaders, currencyForCountry } from "@/lib/currency/country";
import { apiError } from "@/lib/http/api-error";

export const dynamic = "force-dynamic";

const querySchema = z.object({}).strict();

/**
 * The shopper's country and its display currency, read from the edge's geo headers. Asked by the browser only when
 * no currency was chosen yet, and kept privately for a day: it differs per shopper, so no shared cache may hold it.
 */
export async function GET(request: Request) {
  const query = querySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) return apiError(400, "Unexpected query parameters");
  const country = countryFromHeaders(request.headers);
  return Response.json(
    { country, currency: currencyForCountry(country) },
    { headers: { "Cache-Control": "private, max-age=86400" } },
  );
}
