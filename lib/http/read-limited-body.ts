import { apiError } from "@/lib/http/api-error";

import { routeBodyLimits, type BodyLimitedRoute } from "./body-limits";

/** The body was larger than the route accepts; the caller answers 413 without reading the rest. */
export class BodyTooLargeError extends Error {
  constructor(readonly limitBytes: number) {
    super(`request body over ${limitBytes} bytes`);
  }
}

/**
 * Reads a request body up to `limitBytes`. A declared Content-Length over the limit is refused before anything is
 * read, and reading a chunked body stops as soon as it passes the limit, so a huge body never sits in memory.
 */
export async function readLimitedBody(request: Request, limitBytes: number): Promise<Uint8Array> {
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > limitBytes) throw new BodyTooLargeError(limitBytes);
  if (!request.body) return new Uint8Array(0);

  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limitBytes) {
      // Stop reading, but do not cancel: under `next start` and server.ts the body is the socket's own stream, and
      // cancelling it destroys the socket before the 413 can be sent. Unread, the rest stays in the socket's buffers
      // (the client is held back by TCP) until the connection closes.
      reader.releaseLock();
      throw new BodyTooLargeError(limitBytes);
    }
    chunks.push(value);
  }
  const body = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

export type RouteBody = { ok: true; bytes: Uint8Array; text: () => string } | { ok: false; response: Response };

/** The answer to an oversized body: 413, never stored by a cache. */
export const payloadTooLarge = () => apiError(413, "payload too large");

/**
 * The one way a route handler reads its body: within the route's limit from `routeBodyLimits`, or a ready 413 answer.
 * `if (!body.ok) return body.response;`
 */
export async function readRouteBody(request: Request, route: BodyLimitedRoute): Promise<RouteBody> {
  try {
    const bytes = await readLimitedBody(request, routeBodyLimits[route]);
    return { ok: true, bytes, text: () => new TextDecoder().decode(bytes) };
  } catch (error) {
    if (error instanceof BodyTooLargeError) return { ok: false, response: await payloadTooLarge() };
    throw error;
  }
}

/** The parsed JSON body (undefined when it is not JSON), or a ready 413 answer. */
export async function readRouteJson(
  request: Request,
  route: BodyLimitedRoute,
): Promise<{ ok: true; json: unknown } | { ok: false; response: Response }> {
  const body = await readRouteBody(request, route);
  if (!body.ok) return body;
  try {
    return { ok: true, json: JSON.parse(body.text()) as unknown };
  } catch {
    return { ok: true, json: undefined };
  }
}

/**
 * The same request with its body already read within the limit, for handlers (Better Auth) that read the body
 * themselves. Length and transfer headers are left out: the copy carries a complete body of its own.
 */
export function requestWithBody(request: Request, bytes: Uint8Array): Request {
  const headers = new Headers(request.headers);
  headers.delete("content-length");
  headers.delete("transfer-encoding");
  const hasBody = request.method !== "GET" && request.method !== "HEAD";
  return new Request(request.url, {
    method: request.method,
    headers,
    body: hasBody ? (bytes as BodyInit) : undefined,
    signal: request.signal,
  });
}
