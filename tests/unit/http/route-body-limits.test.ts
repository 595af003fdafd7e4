import { routeBodyLimits } from "@/lib/http/body-limits";
import { readRouteBody, readRouteJson } from "@/lib/http/read-limited-body";

// Which routes read a body, and that they read it through this reader, is the lint's (eslint.config.mjs: no direct
// request.json()/text()/...) and tests/e2e/body-limits.spec.ts's (each listed route answers 413 over its limit).
const limit = routeBodyLimits["/api/csp-report"];

/** A body that never ends, counting how much of it the reader pulled. */
function endlessBody() {
  const counter = { pulled: 0 };
  const chunk = new Uint8Array(8 * 1024);
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      counter.pulled += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return { stream, counter };
}

describe("readRouteBody", () => {
  test("refuses a declared Content-Length over the limit with 413 without reading a byte", async () => {
    const { stream, counter } = endlessBody();
    const request = new Request("http://shop.test/api/csp-report", {
      method: "POST",
      body: stream,
      headers: { "content-length": String(limit + 1) },
      duplex: "half",
    } as RequestInit);
    const body = await readRouteBody(request, "/api/csp-report");
    expect(body.ok ? 200 : body.response.status).toBe(413);
    expect(counter.pulled).toBeLessThanOrEqual(8 * 1024);
  });

  test("cuts a chunked body off right after the limit with 413", async () => {
    const { stream, counter } = endlessBody();
    const request = new Request("http://shop.test/api/csp-report", {
      method: "POST",
      body: stream,
      duplex: "half",
    } as RequestInit);
    const body = await readRouteBody(request, "/api/csp-report");
    expect(body.ok ? 200 : body.response.status).toBe(413);
    expect(counter.pulled).toBeLessThan(limit + 64 * 1024);
  });

  test("hands back a body within the limit, and its JSON", async () => {
    const request = () =>
      new Request("http://shop.test/api/csp-report", { method: "POST", body: JSON.stringify({ percentOff: 15 }) });
    const bytes = await readRouteBody(request(), "/api/csp-report");
    expect(bytes.ok && bytes.text()).toBe('{"percentOff":15}');
    const json = await readRouteJson(request(), "/api/csp-report");
    expect(json.ok && json.json).toEqual({ percentOff: 15 });
  });
});
