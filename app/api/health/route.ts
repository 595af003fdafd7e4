import { getCommerce } from "@/lib/commerce";
import { getDb } from "@/lib/db";
import { checkHealth } from "@/lib/health/check-health";

export const dynamic = "force-dynamic";

/** `{ database, commerce }`: 200 when both answer, 503 naming the part that did not. */
export async function GET() {
  const status = await checkHealth({ getDb, commerceHealth: () => getCommerce().checkHealth() });
  const healthy = status.database === "ok" && status.commerce === "ok";
  return Response.json(status, { status: healthy ? 200 : 503, headers: { "Cache-Control": "no-store" } });
}
