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
