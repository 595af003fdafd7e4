import { onRequestError } from "@/instrumentation";
import { logRequest } from "@/lib/observability/json-log";
import { requestIdFor } from "@/lib/observability/request-id";
import { sendEnvelope } from "@/lib/observability/send-to-sentry";
import { parseSentryDsn } from "@/lib/observability/sentry-dsn";
import { startTestHttpServer } from "@/tests/support/test-http-server.mjs";
import { startSentryCollector } from "@/tests/support/sentry-collector";

// A page's render throws with a shopper's e-mail and phone in its message, on a request whose URL and cookies hold
// more of them: the collector gets the error with its request id and none of those.
const failedRequest = {
  path: "/en/track-order?email=layla%40example.ae&phone=0501234567",
  method: "GET",
  headers: { "x-request-id": "req-4f1c9a7e", cookie: "session=secret-session", "user-agent": "Mozilla/5.0" },
};
const route = {
  routerKind: "App Router",
  routePath: "/[locale]/track-order",
  routeType: "render",
  revalidateReason: undefined,
} as const;
const thrown = () =>
  Object.assign(new Error("no order for layla@example.ae / +971 50 123 4567"), { digest: "3141592653" });

const savedEnv = { ...process.env };
afterEach(() => {
  process.env = { ...savedEnv };
  jest.restoreAllMocks();
});

describe("onRequestError", () => {
  test("sends a thrown error to the collector with its request id, route and digest, without personal data", async () => {
    const collector = await startSentryCollector();
    const errorLines = jest.spyOn(console, "error").mockImplementation(() => {});
    Object.assign(process.env, { NEXT_RUNTIME: "nodejs", SENTRY_DSN: collector.dsn, INSTANCE_ID: "shop-2" });
    try {
      await onRequestError(thrown(), failedRequest, route);
      await collector.waitFor(1);
    } finally {
      await collector.close();
    }
    const [envelope] = collector.received;
    expect(envelope!.auth).toContain("sentry_key=publickey123");
    expect(envelope!.items[0]!.payload).toMatchObject({
      server_name: "shop-2",
      transaction: "GET /[locale]/track-order",
      tags: { request_id: "req-4f1c9a7e", route: "/[locale]/track-order", digest: "3141592653" },
      exception: { values: [{ type: "Error", value: "no order for [scrubbed] / [scrubbed]" }] },
    });
    const sent = JSON.stringify(envelope);
    for (const personal of ["layla", "0501234567", "50 123 4567", "secret-session", "Mozilla"])
      expect(sent).not.toContain(personal);

    // The log's error line ties the digest the error page shows to the request id.
    expect(errorLines).toHaveBeenCalledTimes(1);
    const line = JSON.parse(String(errorLines.mock.calls[0]![0]));
    expect(line).toMatchObject({
      level: "error",
      event: "error",
      requestId: "req-4f1c9a7e",
      digest: "3141592653",
      route: "/[locale]/track-order",
      instance: "shop-2",
      error: { type: "Error", message: "no order for [scrubbed] / [scrubbed]" },
    });
    expect(JSON.stringify(line)).not.toContain("layla");
  });

  test("without SENTRY_DSN only logs; Next.js's redirects and not-founds are neither logged nor sent", async () => {
    const errorLines = jest.spyOn(console, "error").mockImplementation(() => {});
    Object.assign(process.env, { NEXT_RUNTIME: "nodejs" });
    delete process.env.SENTRY_DSN;
    await onRequestError(thrown(), failedRequest, route);
    await onRequestError(
      Object.assign(new Error("NEXT_REDIRECT"), { digest: "NEXT_REDIRECT;replace;/en;307;" }),
      failedRequest,
      route,
    );
    expect(errorLines).toHaveBeenCalledTimes(1);
  });

  test("a collector that is down costs nothing: the hook resolves, never throws", async () => {
    jest.spyOn(console, "error").mockImplementation(() => {});
    Object.assign(process.env, { NEXT_RUNTIME: "nodejs", SENTRY_DSN: "http://key@127.0.0.1:9/1" });
    await expect(onRequestError(thrown(), failedRequest, route)).resolves.toBeUndefined();
  });
});

test("a collector that never answers is given up on after the timeout", async () => {
  const hanging = await startTestHttpServer(() => new Promise(() => {}));
  const target = parseSentryDsn(`http://key@${new URL(hanging.url).host}/1`)!;
  const startedAt = Date.now();
  try {
    expect(await sendEnvelope(target, "{}\n", 300)).toBe(false);
  } finally {
    await hanging.close();
  }
  expect(Date.now() - startedAt).toBeLessThan(2000);
});

describe("requestIdFor", () => {
  const newId = () => "generated-id";
  test.each([
    ["no proxy trusted: a client's id is ignored", "client-chosen-id", 0, "generated-id"],
    ["a trusted proxy's id is kept", "7f3a9c0d1e2b4f5a6b7c8d9e0f1a2b3c", 1, "7f3a9c0d1e2b4f5a6b7c8d9e0f1a2b3c"],
    ["a malformed id is replaced", "bad id\nwith a line break", 1, "generated-id"],
    ["no id sent", undefined, 1, "generated-id"],
  ])("%s", (_, sent, hops, expected) => {
    expect(requestIdFor(sent, hops, newId)).toBe(expected);
  });
});

test("a request line names the id, method, route pattern, status, duration and instance", () => {
  const lines = jest.spyOn(console, "log").mockImplementation(() => {});
  process.env.INSTANCE_ID = "shop-1";
  logRequest({ requestId: "req-1", method: "GET", route: "/[locale]/products/[slug]", status: 200, durationMs: 12.3 });
  expect(JSON.parse(String(lines.mock.calls[0]![0]))).toEqual({
    time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    level: "info",
    event: "request",
    requestId: "req-1",
    method: "GET",
    route: "/[locale]/products/[slug]",
    status: 200,
    durationMs: 12.3,
    instance: "shop-1",
  });
});
