import "server-only";

import { headers } from "next/headers";

/** The caller's address as the nearest proxy (or `next start` itself) reports it; good enough to key a throttle. */
export async function getClientIp(): Promise<string> {
  const requestHeaders = await headers();
  return requestHeaders.get("x-forwarded-for")?.split(",")[0]?.trim() || requestHeaders.get("x-real-ip")?.trim() || "unknown";
}
