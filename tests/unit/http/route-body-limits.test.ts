import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { routeBodyLimits } from "@/lib/http/body-limits";
import { readRouteBody, readRouteJson } from "@/lib/http/read-limited-body";

const root = process.cwd();

function filesUnder(dir: string, match: (name: string) => boolean): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(relative, match);
    return match(entry.name) ? [relative] : [];
  });
}

/** app/api/auth/[...all]/route.ts -> /api/auth/[...all] (route groups dropped, as Next.js routes them). */
const routePath = (file: string) =>
  `/${path
    .dirname(path.relative("app", file))
    .split(path.sep)
    .filter((segment) => !/^\(.+\)$/.test(segment))
    .join("/")}`;

const routeFiles = filesUnder("app", (name) => name === "route.ts");
const bodyMethods =
  /export\s+(?:async\s+)?function\s+(POST|PUT|PATCH|DELETE)\b|export\s*\{[^}]*\bas\s+(POST|PUT|PATCH|DELETE)\b/;
const bodyRoutes = routeFiles
  .filter((file) => bodyMethods.test(readFileSync(path.join(root, file), "utf8")))
  .map(routePath);
const sources = [
  ...filesUnder("app", (name) => /\.tsx?$/.test(name)),
  ...filesUnder("lib", (name) => /\.tsx?$/.test(name)),
].map((file) => readFileSync(path.join(root, file), "utf8"));

describe("every route handler that takes a body reads it within a limit", () => {
  test("the route handlers with body methods are exactly the ones with a limit", () => {
    expect(bodyRoutes.length).toBeGreaterThan(0);
    expect([...bodyRoutes].sort()).toEqual(Object.keys(routeBodyLimits).sort());
  });

  test.each(Object.keys(routeBodyLimits))("%s reads its body through the shared reader with its own limit", (route) => {
    const call = new RegExp(`readRoute(?:Body|Json)\\(request, "${route.replace(/[[\].]/g, "\\$&")}"\\)`);
    expect(sources.some((source) => call.test(source))).toBe(true);
  });
});

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
