import type { IncomingMessage } from "node:http";

import { readBody, sendJson, startTestHttpServer } from "./test-http-server.mjs";

/** One envelope as a Sentry-compatible collector reads it: its header and each item's header and payload. */
export type ReceivedEnvelope = {
  auth: string;
  header: Record<string, unknown>;
  items: Array<{ header: { type: string; length?: number }; payload: Record<string, unknown> }>;
};

/**
 * The envelope format (develop.sentry.dev/sdk/envelopes): a JSON header line, then per item a JSON header line and
 * its payload, `length` bytes when the item header gives it, else up to the next newline. Throws on anything else.
 */
export function parseEnvelope(body: Buffer): Omit<ReceivedEnvelope, "auth"> {
  let offset = 0;
  const line = () => {
    const end = body.indexOf(0x0a, offset);
    const text = body.subarray(offset, end === -1 ? body.length : end).toString("utf8");
    offset = end === -1 ? body.length : end + 1;
    return text;
  };
  const header = JSON.parse(line()) as Record<string, unknown>;
  const items: ReceivedEnvelope["items"] = [];
  while (offset < body.length) {
    const itemHeader = JSON.parse(line()) as { type: string; length?: number };
    let payload: string;
    if (typeof itemHeader.length === "number") {
      payload = body.subarray(offset, offset + itemHeader.length).toString("utf8");
      offset += itemHeader.length;
      if (offset < body.length && body[offset] === 0x0a) offset += 1;
    } else payload = line();
    items.push({ header: itemHeader, payload: JSON.parse(payload) as Record<string, unknown> });
  }
  return { header, items };
}

/**
 * A local collector speaking Sentry's envelope endpoint (POST /api/<project>/envelope/ with X-Sentry-Auth naming the
 * DSN's key), as self-hosted GlitchTip does. Refuses other paths and keys as Sentry would.
 */
export async function startSentryCollector({ projectId = "42", publicKey = "publickey123" } = {}) {
  const received: ReceivedEnvelope[] = [];
  const waiting: Array<() => void> = [];
  const server = await startTestHttpServer(async (request: IncomingMessage, response) => {
    if (request.method !== "POST" || request.url !== `/api/${projectId}/envelope/`)
      return sendJson(response, 404, { detail: "not found" });
    const auth = String(request.headers["x-sentry-auth"] ?? "");
    if (!auth.includes(`sentry_key=${publicKey}`)) return sendJson(response, 401, { detail: "invalid key" });
    const envelope = parseEnvelope(await readBody(request));
    received.push({ auth, ...envelope });
    waiting.splice(0).forEach((wake) => wake());
    sendJson(response, 200, { id: envelope.header.event_id });
  });
  const { host } = new URL(server.url);
  return {
    dsn: `http://${publicKey}@${host}/${projectId}`,
    received,
    /** Resolves once `count` envelopes have arrived. */
    async waitFor(count: number) {
      while (received.length < count) await new Promise<void>((wake) => waiting.push(wake));
    },
    close: () => server.close(),
  };
}
