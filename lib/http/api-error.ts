import "server-only";

import { currentRequestId } from "@/lib/observability/current-request-id";

/**
 * The one shape of an API route's error answer, `{ error, requestId }`: the id a shopper (or a gateway's support)
 * can quote finds the request's log lines (docs/operations.md, Logs). Never cached.
 */
export async function apiError(status: number, error: string, headers: Record<string, string> = {}): Promise<Response> {
  const requestId = await currentRequestId();
  return Response.json(
    { error, ...(requestId ? { requestId } : {}) },
    { status, headers: { "Cache-Control": "no-store", ...headers } },
  );
}
