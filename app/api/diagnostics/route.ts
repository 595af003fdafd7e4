import { z } from "zod";

import { getAdminUser } from "@/lib/auth/admin";
import { getCommerce } from "@/lib/commerce";
import { getShopifyConfig, ShopifyConfigError } from "@/lib/commerce/shopify/config";
import { runConnectivityChecks } from "@/lib/diagnostics/connectivity-checks";
import type { DiagnosticsReport } from "@/lib/diagnostics/report";
import { env } from "@/lib/env";
import { apiError } from "@/lib/http/api-error";

export const dynamic = "force-dynamic";

const querySchema = z.object({}).strict();
const noStore = { "Cache-Control": "no-store" };

/** Anyone else gets the same answer as for a route that does not exist. */
const notFound = () => apiError(404, "Not Found", noStore);

/**
 * The ?debug=1 panels' checks, for signed-in admins (and anyone in development). Runs them on the server so the token
 * stays here.
 */
export async function GET(request: Request) {
  const admin = await getAdminUser();
  if (!admin && env.NODE_ENV !== "development") return notFound();
  const query = querySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) return apiError(400, "Unexpected query parameters", noStore);

  if (!getCommerce().offers.connectivityChecks) {
    const report: DiagnosticsReport = {
      provider: "local",
      checkedAt: new Date().toISOString(),
      shop: null,
      checks: [],
    };
    return Response.json(report, { headers: noStore });
  }
  try {
    const config = getShopifyConfig();
    const allowedHosts = [config.storeDomain, env.SHOP_CHECKOUT_DOMAIN].filter((host): host is string => Boolean(host));
    return Response.json(await runConnectivityChecks({ config, allowedHosts }), { headers: noStore });
  } catch (error) {
    if (!(error instanceof ShopifyConfigError)) throw error;
    // Names the missing variables, never their values.
    return apiError(500, error.message, noStore);
  }
}
