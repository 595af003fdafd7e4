import { z } from "zod";

import { getDb } from "@/lib/db";
import { issueTestDiscountCode } from "@/lib/discounts/issue-test-discount-code";
import { env } from "@/lib/env";
import { readRouteJson } from "@/lib/http/read-limited-body";
import { getClientAddress } from "@/lib/rate-limit/client-address";

export const dynamic = "force-dynamic";

const bodySchema = z.object({
  percentOff: z.number().int().min(1).max(100).default(15),
  email: z.email().max(254).optional(),
});
const LOOPBACK = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);

/**
 * Test hook for the browser tests: issues a welcome code (bound to `email` when given). It exists only when
 * E2E_TEST_HOOKS=1 (set by playwright.config.ts and nowhere else) and answers only callers on this machine; otherwise
 * it is a plain 404.
 */
export async function POST(request: Request) {
  if (env.E2E_TEST_HOOKS !== "1" || !LOOPBACK.has(await getClientAddress()))
    return new Response("Not Found", { status: 404 });
  const body = await readRouteJson(request, "/api/test/discount-codes");
  if (!body.ok) return body.response;
  const parsed = bodySchema.safeParse(body.json ?? {});
  if (!parsed.success)
    return Response.json(
      { error: "percentOff must be a whole number from 1 to 100, email an address" },
      { status: 400 },
    );
  const code = await issueTestDiscountCode(await getDb(), parsed.data.percentOff, parsed.data.email);
  return Response.json({ code }, { status: 201, headers: { "Cache-Control": "no-store" } });
}
