import "server-only";

import { notFound } from "next/navigation";

import { env } from "@/lib/env";
import { isAdminUser } from "./admin-role";
import { getCurrentSession } from "./session";

export type AdminUser = { id: string; email: string; name: string };

/**
 * The signed-in admin, or null. Every admin page, route handler and server action calls this itself (proxy.ts is
 * only a first line): the session is read from the database, so a forged header or a direct action POST without a
 * live admin session gets nothing.
 */
export async function getAdminUser(): Promise<AdminUser | null> {
  let session;
  try {
    session = await getCurrentSession();
  } catch (error) {
    // No database or no secret means no admin, not a 500 that tells an outsider more.
    console.error("[auth] admin check failed", error);
    return null;
  }
  if (!session || !isAdminUser(session.user, env.ADMIN_EMAILS)) return null;
  return { id: session.user.id, email: session.user.email, name: session.user.name };
}

/** For admin pages: the signed-in admin, or the 404 page for everyone else. */
export async function requireAdminPage(): Promise<AdminUser> {
  const admin = await getAdminUser();
  if (!admin) notFound();
  return admin;
}

/**
 * For admin route handlers: runs `handler` for a signed-in admin only; everyone else gets a bare, uncached 404
 * (the same answer as for a route that does not exist).
 */
export function adminRoute<Args extends unknown[]>(handler: (admin: AdminUser, ...args: Args) => Promise<Response>) {
  return async (...args: Args): Promise<Response> => {
    const admin = await getAdminUser();
    if (!admin) return new Response("Not found", { status: 404, headers: { "Cache-Control": "no-store" } });
    return handler(admin, ...args);
  };
}
