/** The body was larger than the route accepts; the caller answers 413 without reading the rest. */
export class BodyTooLargeError extends Error {
  constructor(readonly limitBytes: number) {
    super(`request body over ${limitBytes} bytes`);
  }
}

/**
 * Reads a request body up to `limitBytes`. A declared Content-Length over the limit is refused before anything is
 * read, and a chunked body is cut off as soon as it passes the limit, so a huge body never sits in memory.
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
      await reader.cancel().catch(() => undefined);
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
