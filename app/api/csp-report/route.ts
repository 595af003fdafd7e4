import { BodyTooLargeError, readLimitedBody } from "@/lib/http/read-limited-body";
import { getClientAddress } from "@/lib/rate-limit/client-address";
import { rateLimits } from "@/lib/rate-limit/limits";
import { describeViolation, parseCspReport } from "@/lib/security/csp-report";

export const dynamic = "force-dynamic";

/** A real report is a few hundred bytes; anything much larger is not one. */
const MAX_REPORT_BYTES = 16 * 1024;

const answer = (status: number) => new Response(null, { status, headers: { "Cache-Control": "no-store" } });

/**
 * Browsers post Content-Security-Policy violations here (the policy's report-uri). Open to anyone by nature, so it is
 * size-limited, rate-limited per client, and only ever writes a sanitised line to the log.
 */
export async function POST(request: Request) {
  const limit = await rateLimits.cspReportByClient.consume(await getClientAddress());
  if (!limit.ok) return answer(429);

  let raw: Uint8Array;
  try {
    raw = await readLimitedBody(request, MAX_REPORT_BYTES);
  } catch (error) {
    if (error instanceof BodyTooLargeError) return answer(413);
    throw error;
  }
  let body: unknown;
  try {
    body = JSON.parse(new TextDecoder().decode(raw));
  } catch {
    return answer(400);
  }
  const violations = parseCspReport(body);
  if (!violations) return answer(400);
  for (const violation of violations) console.warn(describeViolation(violation));
  return answer(204);
}
