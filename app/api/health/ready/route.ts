import { readinessAnswer } from "@/lib/health/check-readiness";
import { shopReadiness } from "@/lib/health/shop-readiness";

export const dynamic = "force-dynamic";

/** Readiness (docs/operations.md): `{ database, redis?, smtp?, outbox }`, 200 when all are ok, else 503 naming them. */
export async function GET() {
  const { status, body } = readinessAnswer(await shopReadiness());
  return Response.json(body, { status, headers: { "Cache-Control": "no-store" } });
}
