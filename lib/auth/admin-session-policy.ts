import { policies } from "@/content/policies";

/**
 * How long one sign-in opens the back office. Shopper sessions last 7 days (lib/auth/create-auth.ts); an admin's
 * session is good for the back office for this long after the sign-in behind it (password and, for an admin, the
 * second factor; the session's `signedInAt`, which a password change carries over rather than renews), then the
 * back office ends it and asks for a new sign-in. See docs/security.md.
 */
export const ADMIN_SESSION_HOURS = policies.accounts.adminSessionHours;

/** Whether a session whose sign-in happened at `signedInAt` may still open the back office at `now`. */
export function isFreshAdminSession(signedInAt: Date, now = Date.now()): boolean {
  return now - signedInAt.getTime() < ADMIN_SESSION_HOURS * 60 * 60 * 1000;
}
