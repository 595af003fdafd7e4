/** The fields of a signed-in user the admin decision reads. */
export type AdminCandidate = { email: string; emailVerified: boolean; role?: string | null };

/**
 * An admin is a user with a confirmed e-mail and either the `admin` role (given by `npm run admin:create`) or an
 * address listed in ADMIN_EMAILS. An unconfirmed address is never enough: anyone can type any address at sign-up.
 */
export function isAdminUser(user: AdminCandidate, adminEmails: readonly string[]): boolean {
  if (!user.emailVerified) return false;
  return user.role === "admin" || adminEmails.includes(user.email.toLowerCase());
}
