import "server-only";

import { eq } from "drizzle-orm";
import { notFound, redirect } from "next/navigation";

import { getDb } from "@/lib/db";
import { sessions } from "@/lib/db/schema";
import { localizedPath } from "@/lib/i18n/locales";
import { isAdminUser } from "./admin-role";
import { isFreshAdminSession } from "./admin-session-policy";
import { getCurrentSession } from "./session";
import { logError } from "@/lib/observability/json-log";

export type AdminUser = { id: string; email: string; name: string };

/**
 * What the current request may do in the back office. An admin without two-factor authentication, or with a
 * session older than an admin sign-in lasts, is not an admin yet: pages send them on, actions and routes refuse.
 */
export type AdminAccess =
  | { state: "admin"; admin: AdminUser }
  | { state: "needs-two-factor" }
  | { state: "sign-in-expired" }
  | { state: "none" };

/** Where the back office sends an admin who has no second factor yet: the account page's set-up. */
export const ADMIN_TWO_FACTOR_SETUP_PATH = `${localizedPath("en", "/account")}?admin=two-factor#security`;
/** Where it sends an admin whose sign-in is too old for the back office. */
export const ADMIN_SIGN_IN_AGAIN_PATH = `${localizedPath("en", "/account/sign-in")}?admin=expired&next=${encodeURIComponent("/admin")}`;

/**
 * The back-office standing of the request. Every admin page, route handler and server action goes through here
 * (proxy.ts is only a first line): the session is read from the database, so a forged header or a direct action
 * POST without a live admin session gets nothing.
 */
export async function getAdminAccess(): Promise<AdminAccess> {
  let session;
  try {
    session = await getCurrentSession();
  } catch (error) {
    // No database or no secret means no admin, not a 500 that tells an outsider more.
    logError("[auth] admin check failed", error);
    return { state: "none" };
  }
  if (!session || !isAdminUser(session.user)) return { state: "none" };
  if (!session.user.twoFactorEnabled) return { state: "needs-two-factor" };
  // From the sign-in with both factors, never from a later session that replaced it (a password change).
  const { signedInAt } = session.session;
  if (!signedInAt || !isFreshAdminSession(new Date(signedInAt))) {
    // Ended rather than only refused: the sign-in page lets nobody in who still has a session.
    await (await getDb()).delete(sessions).where(eq(sessions.id, session.session.id));
    return { state: "sign-in-expired" };
  }
  return { state: "admin", admin: { id: session.user.id, email: session.user.email, name: session.user.name } };
}

/** The signed-in admin (confirmed, two factors, a recent sign-in), or null. What actions and routes check. */
export async function getAdminUser(): Promise<AdminUser | null> {
  const access = await getAdminAccess();
  return access.state === "admin" ? access.admin : null;
}

/**
 * For admin pages: the signed-in admin. An admin without two-factor authentication is sent to set it up, one whose
 * sign-in is too old to sign in again; everyone else gets the 404 page.
 */
export async function requireAdminPage(): Promise<AdminUser> {
  const access = await getAdminAccess();
  if (access.state === "needs-two-factor") redirect(ADMIN_TWO_FACTOR_SETUP_PATH);
  if (access.state === "sign-in-expired") redirect(ADMIN_SIGN_IN_AGAIN_PATH);
  if (access.state !== "admin") notFound();
  return access.admin;
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
