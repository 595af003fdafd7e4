import "server-only";

import { headers } from "next/headers";

import { env } from "@/lib/env";

const LOCAL_HOST = /^(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

function firstValue(value: string | null): string | undefined {
  return value?.split(",")[0]?.trim() || undefined;
}

/**
 * The shop's own origin. NEXT_PUBLIC_SITE_URL is the answer whenever it is set. Without it, the request's Host is
 * used; X-Forwarded-Host/-Proto are believed only when TRUSTED_PROXY_HOPS says a proxy of ours sets them, because
 * otherwise any client could name a host of its choosing.
 */
export async function getRequestOrigin(): Promise<URL | null> {
  if (env.NEXT_PUBLIC_SITE_URL) return new URL(new URL(env.NEXT_PUBLIC_SITE_URL).origin);
  const requestHeaders = await headers();
  const behindProxy = env.TRUSTED_PROXY_HOPS > 0;
  const host = (behindProxy && firstValue(requestHeaders.get("x-forwarded-host"))) || requestHeaders.get("host");
  if (!host) return null;
  const protocol =
    (behindProxy && firstValue(requestHeaders.get("x-forwarded-proto"))) || (LOCAL_HOST.test(host) ? "http" : "https");
  try {
    return new URL(`${protocol}://${host}`);
  } catch {
    return null;
  }
}
