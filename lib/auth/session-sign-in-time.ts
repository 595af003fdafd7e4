import "server-only";

/**
 * The calls whose new session is a fresh sign-in: the password step (final for an account without two factors; for
 * one with two factors Better Auth deletes that session and waits for the code), the code step, and the first code
 * of a TOTP set-up (the password was asked for at its start). Every other new session (a password change ending
 * the other sessions, two factors turned off) carries over the time of the sign-in it replaces, so it never renews
 * the back office's 12 hours (lib/auth/admin-session-policy.ts).
 */
const SIGN_IN_PATHS = [
  "/sign-in/email",
  "/sign-in/phone-number",
  "/two-factor/verify-totp",
  "/two-factor/verify-backup-code",
];

type NewSession = Record<string, unknown> & { signedInAt?: Date | null };
/** The part of Better Auth's endpoint context read here: the path, and the session the call was made with. */
type HookContext = { path?: string; context: { session: unknown } } | null;

/** Better Auth's session `create.before` database hook: stamps or carries over `signedInAt`. */
export function stampSignInTime(session: NewSession, ctx: HookContext | undefined) {
  if (ctx?.path && SIGN_IN_PATHS.includes(ctx.path)) return { data: { ...session, signedInAt: new Date() } };
  const replaced = (ctx?.context.session as { session?: { signedInAt?: unknown } } | null)?.session?.signedInAt;
  const carried = session.signedInAt ?? (replaced ? new Date(replaced as string | Date) : null);
  return { data: { ...session, signedInAt: carried } };
}
