import "server-only";

import type { createAuthMiddleware } from "better-auth/api";

type AuthHookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/**
 * Turning two-factor on ends the account's other sessions. Without this, a session signed in elsewhere with the
 * password alone before the set-up would count as a two-factor session from then on (for an admin: 12 hours of back
 * office without a code). Set-up is the one TOTP check made with a session cookie; a sign-in's code step has none
 * (its pending sign-in travels in the two-factor cookie), so sign-ins never end other devices' sessions.
 */
export async function endOtherSessionsAfterTwoFactorSetUp(ctx: AuthHookContext): Promise<void> {
  if (ctx.path !== "/two-factor/verify-totp") return;
  const current = ctx.context.newSession;
  if (!current) return;
  const previousToken = await ctx.getSignedCookie(ctx.context.authCookies.sessionToken.name, ctx.context.secret);
  if (!previousToken || previousToken === current.session.token) return;
  const sessions = await ctx.context.internalAdapter.listSessions(current.user.id);
  for (const session of sessions) {
    if (session.token !== current.session.token) await ctx.context.internalAdapter.deleteSession(session.token);
  }
}
