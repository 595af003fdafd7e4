import "server-only";

import { brand } from "@/content/brand";
import { getDb } from "@/lib/db";
import { env } from "@/lib/env";
import { resolveAuthSecret } from "./auth-secret";
import { shouldUseSecureCookies } from "./cookie-security";
import { createAuth, type Auth } from "./create-auth";

const globalForAuth = globalThis as typeof globalThis & { matchaGlowAuth?: Promise<Auth> };

/** The origin account e-mails link to. */
export function authSiteUrl(): string {
  return env.BETTER_AUTH_URL ?? env.NEXT_PUBLIC_SITE_URL ?? brand.siteUrl;
}

/** The shop's auth, created on first use (it needs the database and the secret, neither of which may open at build). */
export function getAuth(): Promise<Auth> {
  globalForAuth.matchaGlowAuth ??= (async () => {
    const siteUrl = authSiteUrl();
    return createAuth({
      db: await getDb(),
      secret: await resolveAuthSecret(),
      siteUrl,
      secureCookies: shouldUseSecureCookies(siteUrl, env.NODE_ENV),
    });
  })().catch((error: unknown) => {
    globalForAuth.matchaGlowAuth = undefined;
    throw error;
  });
  return globalForAuth.matchaGlowAuth;
}

export type { Auth } from "./create-auth";
