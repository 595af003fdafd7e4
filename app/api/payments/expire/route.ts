import { revalidateCatalogue } from "@/lib/commerce/catalogue-cache";
import { getDb } from "@/lib/db";
import { expireOverdueOrders } from "@/lib/payments/expire-unpaid-orders";
import { isOwnSweepRequest, SWEEP_KEY_HEADER } from "@/lib/payments/expiry-sweep";

export const dynamic = "force-dynamic";

/**
 * The payment expiry sweep (lib/payments/expiry-sweep.ts) of this very process, and nobody else: the key is made
 * per process and never leaves it. Expired orders put their units back, so the catalogue's pages are refreshed.
 */
export async function POST(request: Request): Promise<Response> {
  if (!isOwnSweepRequest(request.headers.get(SWEEP_KEY_HEADER)))
    return new Response("Not found", { status: 404, headers: { "Cache-Control": "no-store" } });
  const expired = await expireOverdueOrders(await getDb());
  if (expired > 0) revalidateCatalogue();
  return Response.json({ expired }, { headers: { "Cache-Control": "no-store" } });
}
