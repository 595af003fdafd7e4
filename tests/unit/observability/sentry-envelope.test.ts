import { parseSentryDsn, sentryAuthHeader } from "@/lib/observability/sentry-dsn";
import { errorEnvelope, stackFramesOf } from "@/lib/observability/sentry-envelope";
import { parseEnvelope } from "@/tests/support/sentry-collector";

describe("parseSentryDsn", () => {
  test.each([
    ["https://abc123@o1.ingest.sentry.io/456", "https://o1.ingest.sentry.io/api/456/envelope/", "abc123"],
    ["https://key@glitchtip.example.com/7", "https://glitchtip.example.com/api/7/envelope/", "key"],
    ["http://key@127.0.0.1:8000/errors/3", "http://127.0.0.1:8000/errors/api/3/envelope/", "key"],
  ])("reads %s", (dsn, envelopeUrl, publicKey) => {
    expect(parseSentryDsn(dsn)).toEqual({ envelopeUrl, publicKey, dsn });
  });

  test.each([
    [undefined],
    [""],
    ["not a url"],
    ["https://o1.ingest.sentry.io/456"],
    ["https://key@host/project"],
    ["ftp://key@host/1"],
  ])("refuses %s", (dsn) => {
    expect(parseSentryDsn(dsn)).toBeNull();
  });

  test("names the key in X-Sentry-Auth", () => {
    expect(sentryAuthHeader(parseSentryDsn("https://abc123@host/1")!)).toMatch(
      /^Sentry sentry_version=7, sentry_key=abc123, sentry_client=/,
    );
  });
});

describe("errorEnvelope", () => {
  const target = parseSentryDsn("https://abc123@host/1")!;
  const error = Object.assign(new Error("no cart for فاطمة fatima@example.ae on +971 50 123 4567"), {
    digest: "2896513452",
  });
  const envelope = errorEnvelope(
    {
      error,
      requestId: "req-12345678",
      method: "GET",
      route: "/[locale]/cart",
      routeType: "render",
      release: "abc",
      environment: "staging",
      serverName: "shop-1",
    },
    target,
    "0".repeat(32),
    new Date("2026-12-03T10:00:00Z"),
  );

  test("is a header line, an item header with the payload's byte length, and the event", () => {
    const { header, items } = parseEnvelope(Buffer.from(envelope));
    expect(header).toEqual({ event_id: "0".repeat(32), sent_at: "2026-12-03T10:00:00.000Z", dsn: target.dsn });
    expect(items).toHaveLength(1);
    expect(items[0]!.header.type).toBe("event");
    expect(items[0]!.payload).toMatchObject({
      event_id: "0".repeat(32),
      timestamp: Date.parse("2026-12-03T10:00:00Z") / 1000,
      level: "error",
      release: "abc",
      environment: "staging",
      server_name: "shop-1",
      transaction: "GET /[locale]/cart",
      tags: { request_id: "req-12345678", route: "/[locale]/cart", route_type: "render", digest: "2896513452" },
      exception: { values: [{ type: "Error", value: "no cart for فاطمة [scrubbed] on [scrubbed]" }] },
    });
  });

  test("carries no request data beyond the route: no headers, cookies, user or body", () => {
    const { items } = parseEnvelope(Buffer.from(envelope));
    expect(Object.keys(items[0]!.payload)).not.toEqual(expect.arrayContaining(["request"]));
    expect(items[0]!.payload).not.toHaveProperty("user");
    expect(envelope).not.toContain("fatima@example.ae");
  });

  test("orders stack frames oldest first and marks the shop's own", () => {
    const frames = stackFramesOf(
      [
        "Error: x",
        "    at inner (/srv/shop/lib/cart.ts:3:9)",
        "    at async /srv/shop/lib/page.ts:7:1",
        "    at outer (/srv/shop/node_modules/next/x.js:1:2)",
      ].join("\n"),
    );
    expect(frames).toEqual([
      { function: "outer", filename: "/srv/shop/node_modules/next/x.js", lineno: 1, colno: 2, in_app: false },
      { function: undefined, filename: "/srv/shop/lib/page.ts", lineno: 7, colno: 1, in_app: true },
      { function: "inner", filename: "/srv/shop/lib/cart.ts", lineno: 3, colno: 9, in_app: true },
    ]);
  });
});
