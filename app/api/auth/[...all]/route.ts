import { getAuth } from "@/lib/auth";
import { readRouteBody, requestWithBody } from "@/lib/http/read-limited-body";

// Sessions, e-mail confirmation and reset links, two-factor: Better Auth's endpoints, rate-limited in its hooks.
export const dynamic = "force-dynamic";

async function handleGet(request: Request): Promise<Response> {
  const auth = await getAuth();
  return auth.handler(request);
}

/** Better Auth reads the whole body itself, so it gets a copy read within the route's limit first. */
async function handlePost(request: Request): Promise<Response> {
  const body = await readRouteBody(request, "/api/auth/[...all]");
  if (!body.ok) return body.response;
  const auth = await getAuth();
  return auth.handler(requestWithBody(request, body.bytes));
}

export { handleGet as GET, handlePost as POST };
