import { z } from "zod";

import { authSiteUrl } from "@/lib/auth";
import { createAdminSetUp } from "@/lib/auth/admin-set-up";
import { getDb } from "@/lib/db";
import { env } from "@/lib/env";
import { readRouteJson } from "@/lib/http/read-limited-body";
import { getClientAddress } from "@/lib/rate-limit/client-address";

export const dynamic = "force-dynamic";

const bodySchema = z.object({ email: z.email().max(254) });
const LOOPBACK = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);

/**
 * Test hook for the browser tests: what `npm run admin:create -- <email>` does (the same function), answering the
 * set-up link the command prints, because the tests cannot open the running shop's embedded PGlite. It exists only
 * when E2E_TEST_HOOKS=1 (set by playwright.config.ts and nowhere else) and answers only callers on this machine;
 * otherwise it is a plain 404.
 */
export async function POST(request: Request) {
  if (env.E2E_TEST_HOOKS !== "1" || !LOOPBACK.has(await getClientAddress()))
    return new Response("Not Found", { status: 404 });
  const body = await readRouteJson(request, "/api/test/admin-set-up");
  if (!body.ok) return body.response;
  const parsed = bodySchema.safeParse(body.json ?? {});
  if (!parsed.success) return Response.json({ error: "email must be an address" }, { status: 400 });
  const { url } = await createAdminSetUp(await getDb(), parsed.data.email, authSiteUrl());
  return Response.json({ url }, { status: 201, headers: { "Cache-Control": "no-store" } });
}
