import "server-only";

import { headers } from "next/headers";

const LOCAL_HOST = /^(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

/** The origin the shopper used, as far as the request (and a proxy in front of it) tells. */
export async function getRequestOrigin(): Promise<URL | null> {
  const requestHeaders = await headers();
  const host = requestHeaders.get("x-forwarded-host")?.split(",")[0]?.trim() || requestHeaders.get("host");
  if (!host) return null;
  const protocol = requestHeaders.get("x-forwarded-proto")?.split(",")[0]?.trim() || (LOCAL_HOST.test(host) ? "http" : "https");
  try {
    return new URL(`${protocol}://${host}`);
  } catch {
    return null;
  }
}
