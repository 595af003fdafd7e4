import { readRouteJson } from "@/lib/http/read-limited-body";
import { getClientAddress } from "@/lib/rate-limit/client-address";
import { rateLimits } from "@/lib/rate-limit/limits";
import { describeViolation, parseCspReport } from "@/lib/security/csp-report";

export const dynamic = "force-dynamic";

const answer = (status: number) => new Response(null, { status, headers: { "Cache-Control": "no-store" } });

/**
 * Browsers post Content-Security-Policy violations here (the policy's report-uri). Open to anyone by nature, so it is
 * size-limited (lib/http/body-limits.ts), rate-limited per client, and only ever writes a sanitised line to the log.
 */
export async function POST(request: Request) {
  const limit = await rateLimits.cspReportByClient.consume(await getClientAddress());
  if (!limit.ok) return answer(429);

  const body = await readRouteJson(request, "/api/csp-report");
  if (!body.ok) return body.response;
  const violations = body.json === undefined ? null : parseCspReport(body.json);
  if (!violations) return answer(400);
  for (const violation of violations) console.warn(describeViolation(violation));
  return answer(204);
}
