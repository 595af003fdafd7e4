/** The fields of a signed-in user the admin decision reads. */
export type AdminCandidate = { email: string; emailVerified: boolean; role?: string | null };

/**
 * An admin is a user with a confirmed e-mail and the `admin` role, read from the database on every request. Only
 * `npm run admin:create` gives the role (scripts/admin-set-up-link.mjs); no address, setting or sign-up does.
 */
export function isAdminUser(user: AdminCandidate): boolean {
  return user.emailVerified && user.role === "admin";
}
