// Kept free of Next.js and of path aliases: server.ts gives every request its id with it.
import { randomUUID } from "node:crypto";

/** Set by server.ts on every request (server code reads it through headers()) and on every response. */
export const REQUEST_ID_HEADER = "x-request-id";

/** What a proxy's id may look like: nginx's $request_id is 32 hex digits, others send UUIDs. Nothing that could break a log line. */
const wellFormed = /^[A-Za-z0-9._:-]{8,128}$/;

/**
 * The request's id: the one a trusted proxy sent (so its access log and ours name the same request), else a new
 * UUID. With no proxy trusted, a client's X-Request-Id is ignored: it could pass itself off as another shopper's
 * request, or fill the log with ids of its choosing.
 */
export function requestIdFor(
  sent: string | string[] | undefined,
  trustedHops: number,
  newId: () => string = randomUUID,
): string {
  const candidate = Array.isArray(sent) ? sent[sent.length - 1] : sent;
  if (trustedHops > 0 && candidate && wellFormed.test(candidate)) return candidate;
  return newId();
}

/** The id server.ts put on a request, read from its headers (a Request's or headers()'s), or undefined outside one. */
export function requestIdOf(headers: { get(name: string): string | null } | null | undefined): string | undefined {
  return headers?.get(REQUEST_ID_HEADER) ?? undefined;
}
