import "server-only";

import { headers } from "next/headers";

import { CLIENT_ADDRESS_HEADER } from "./client-address-core";

/**
 * The caller's address as server.ts derived it from the socket (and from X-Forwarded-For only as far as
 * TRUSTED_PROXY_HOPS allows). Under `next dev`, which has no such server, every caller shares one key.
 */
export async function getClientAddress(): Promise<string> {
  return (await headers()).get(CLIENT_ADDRESS_HEADER) ?? "unidentified";
}
