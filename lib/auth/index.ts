import "server-only";

import { brand } from "@/content/brand";
import { getDb } from "@/lib/db";
import { env } from "@/lib/env";
import { resolveAuthSecret } from "./auth-secret";
import { createAuth, type Auth } from "./create-auth";

const LOOPBACK = /^(localhost|127\.0\.0\.1|\[::1\])$/;

const globalForAuth = globalThis as typeof globalThis & { matchaGlowAuth?: Promise<Auth> };

/** The origin account e-mails link to. */
export function authSiteUrl(): string {
  return env.BETTER_AUTH_URL ?? env.NEXT_PUBLIC_SITE_URL ?? brand.siteUrl;
}

/**
 * Secure cookies in production; the one exception is a production build served over plain http on this machine
 * (the embedded default on http://localhost:3000 and the end-to-end servers), where a browser would drop them.
 */
function useSecureCookies(siteUrl: string): boolean {
  const url = new URL(siteUrl);
  if (url.protocol === "https:") return true;
  return env.NODE_ENV === "production" && !LOOPBACK.test(url.hostname);
}

/** The shop's auth, created on first use (it needs the database and the secret, neither of which may open at build). */
export function getAuth(): Promise<Auth> {
  globalForAuth.matchaGlowAuth ??= (async () => {
    const siteUrl = authSiteUrl();
    return createAuth({ db: await getDb(), secret: await resolveAuthSecret(), siteUrl, secureCookies: useSecureCookies(siteUrl) });
  })().catch((error: unknown) => {
    globalForAuth.matchaGlowAuth = undefined;
    throw error;
  });
  return globalForAuth.matchaGlowAuth;
}

export type { Auth } from "./create-auth";
