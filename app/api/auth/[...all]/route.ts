import { getAuth } from "@/lib/auth";

// Sessions, e-mail confirmation and reset links, two-factor: Better Auth's endpoints, rate-limited in its hooks.
export const dynamic = "force-dynamic";

async function handle(request: Request): Promise<Response> {
  const auth = await getAuth();
  return auth.handler(request);
}

export { handle as GET, handle as POST };
