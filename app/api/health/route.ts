import { getCommerce } from "@/lib/commerce";
import { getDb } from "@/lib/db";
import { checkHealth } from "@/lib/health/check-health";
import { recentHealth } from "@/lib/health/recent-health";

export const dynamic = "force-dynamic";

/** The provider's display name lets the shop's Connection Failed notice name it; unknown when it cannot be created. */
function providerName(): string | undefined {
  try {
    return getCommerce().name;
  } catch {
    return undefined;
  }
}

/** `{ database, commerce, provider? }`: 200 when both answer, 503 naming the part that did not. */
export async function GET() {
  const status = await recentHealth(() => checkHealth({ getDb, commerceHealth: () => getCommerce().checkHealth() }));
  const provider = providerName();
  const healthy = status.database === "ok" && status.commerce === "ok";
  return Response.json(provider ? { ...status, provider } : status, {
    status: healthy ? 200 : 503,
    headers: { "Cache-Control": "no-store" },
  });
}
