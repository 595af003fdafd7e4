// The one way an admin is made: `npm run admin:create` (scripts/admin-create.mjs) runs it on the shop's database, and
// the browser tests' hook (app/api/test/admin-set-up) runs the same function on the running shop's. Plain SQL through
// `query(text, params)`, called inside one transaction by the caller, so both drivers and both callers share it.
import { randomBytes, randomUUID } from "node:crypto";

/** How long the printed link works: it is meant to be opened at once by the person at the terminal. */
export const ADMIN_SET_UP_LINK_MINUTES = 60;

/**
 * Makes `email` an admin with no password and no second factor yet, and returns a one-time link that sets the
 * password (Better Auth's password-reset token, so the shop's reset page and its checks set it). The first sign-in
 * then has to set up two factors before the back office shows anything. For an existing account, whoever made it:
 * its sessions end, its password and two factors are removed (the link and that first sign-in replace them), and
 * earlier reset links die. Pending sign-ups of the address are removed, so none can become the account later.
 */
export async function createAdminSetUpLink({ query, email, siteUrl, now = new Date() }) {
  const address = email.trim().toLowerCase();
  const [existing] = await query("select id from users where email = $1", [address]);
  const id = existing?.id ?? randomUUID();
  if (existing) {
    await query(
      "update users set role = 'admin', email_verified = true, two_factor_enabled = false, updated_at = now() where id = $1",
      [id],
    );
    await query("delete from sessions where user_id = $1", [id]);
    await query("delete from two_factors where user_id = $1", [id]);
    await query("update auth_accounts set password = null, updated_at = now() where user_id = $1", [id]);
    await query("delete from verifications where identifier like 'reset-password:%' and value = $1", [id]);
  } else {
    await query("insert into users (id, name, email, email_verified, role) values ($1, 'Admin', $2, true, 'admin')", [
      id,
      address,
    ]);
  }
  await query("delete from verifications where identifier = $1", [`sign-up:${address}`]);
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + ADMIN_SET_UP_LINK_MINUTES * 60_000);
  await query("insert into verifications (id, identifier, value, expires_at) values ($1, $2, $3, $4::timestamptz)", [
    randomUUID(),
    `reset-password:${token}`,
    id,
    expiresAt.toISOString(),
  ]);
  const url = new URL(`/account/reset-password?token=${encodeURIComponent(token)}`, siteUrl).toString();
  return { url, token, existed: Boolean(existing), expiresAt };
}
