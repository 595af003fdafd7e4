// Kept free of Next.js and of path aliases: server.ts (run by Node, outside the Next build) and the app both need it.

/** Set by server.ts on every request; a copy sent by the client is overwritten before the app sees it. */
export const CLIENT_ADDRESS_HEADER = "x-shop-client-address";

/**
 * The client address: the socket's peer when no proxy is trusted, otherwise the entry of X-Forwarded-For that the
 * outermost trusted proxy appended. Entries left of that one were written by the client and are ignored.
 */
export function clientAddressFor(
  forwardedFor: string | string[] | undefined,
  socketAddress: string | undefined,
  trustedHops: number,
): string {
  const socket = socketAddress || "unknown";
  if (!trustedHops || trustedHops < 1) return socket;
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(",") : forwardedFor || "";
  const chain = [
    ...header
      .split(",")
      .map((entry) => entry.trim())
      .filter(Boolean),
    socket,
  ];
  return chain[Math.max(0, chain.length - 1 - trustedHops)] ?? socket;
}
