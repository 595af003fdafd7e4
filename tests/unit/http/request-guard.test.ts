import { refuseUnexpectedRequest as refuse, SERVER_ACTION_BODY_LIMIT_BYTES } from "@/lib/http/request-guard";

const refuseUnexpectedRequest = (method: string, url: string) =>
  refuse({ method, url, headers: { host: "shop.example" } });
const action = (headers: Record<string, string>, options?: Parameters<typeof refuse>[1]) =>
  refuse(
    { method: "POST", url: "/cart", headers: { host: "shop.example", "next-action": "40abc", ...headers } },
    options,
  );
import { baselineContentSecurityPolicy, securityHeaders } from "@/lib/http/security-headers";

describe("refuseUnexpectedRequest", () => {
  test.each(["TRACE", "trace", "TRACK", "CONNECT"])("refuses %s with 405", (method) => {
    expect(refuseUnexpectedRequest(method, "/")).toEqual({ status: 405, message: "Method Not Allowed" });
  });

  test.each(["/%E0%A4%A", "/products/%", "/collection%ZZ"])("answers malformed percent-encoding %p with 400", (url) => {
    expect(refuseUnexpectedRequest("GET", url)?.status).toBe(400);
  });

  test.each(["/.env", "/.git/config", "/%2egit/HEAD", "/assets/.htaccess", "/.env.local?x=1"])(
    "hides the dot-path %p with 404",
    (url) => {
      expect(refuseUnexpectedRequest("GET", url)?.status).toBe(404);
    },
  );

  test.each([
    "/",
    "/products/matcha-clay-mask",
    "/.well-known/security.txt",
    "/search?q=%25",
    "/_next/static/chunks/app.js",
    "/track-order?email=a%40b.co",
  ])("lets %p through", (url) => {
    expect(refuseUnexpectedRequest("GET", url)).toBeNull();
  });
});

describe("server actions", () => {
  test("from the shop's own origin go on", () => {
    expect(action({ origin: "https://shop.example" })).toBeNull();
    expect(action({ origin: "https://www.matcha.example" }, { siteHosts: ["www.matcha.example"] })).toBeNull();
  });

  test.each(["https://evil.example", "https://shop.example.evil.example", "null", "not a url"])(
    "from origin %p are refused with 403",
    (origin) => {
      expect(action({ origin })?.status).toBe(403);
    },
  );

  test("a forwarded host counts only behind a trusted proxy", () => {
    expect(action({ origin: "https://front.example", "x-forwarded-host": "front.example" })?.status).toBe(403);
    expect(
      action({ origin: "https://front.example", "x-forwarded-host": "front.example" }, { trustForwardedHost: true }),
    ).toBeNull();
  });

  test("a declared body over the limit is refused with 413 before it is read", () => {
    expect(
      action({ origin: "https://shop.example", "content-length": String(SERVER_ACTION_BODY_LIMIT_BYTES + 1) })?.status,
    ).toBe(413);
    expect(action({ origin: "https://shop.example", "content-length": "2048" })).toBeNull();
  });
});

describe("any other POST", () => {
  const post = (url: string, headers: Record<string, string>) =>
    refuse({ method: "POST", url, headers: { host: "shop.example", ...headers } });

  // A no-JavaScript form posted to an action page carries no next-action header; Next.js answered these with a 500.
  test.each([
    ["/contact", "multipart/form-data; boundary=x"],
    ["/ar/track-order", "application/x-www-form-urlencoded"],
    ["/api/auth/sign-in/email", "application/json"],
    ["/api/cart", "text/plain"],
  ])("to %p (%s) from a foreign or null origin is refused with 403", (url, contentType) => {
    for (const origin of ["https://evil.example", "null"])
      expect(post(url, { origin, "content-type": contentType })?.status).toBe(403);
  });

  test("from the shop's own origin, or with no Origin at all (no browser), goes on", () => {
    expect(post("/contact", { origin: "https://shop.example" })).toBeNull();
    expect(post("/contact", {})).toBeNull();
  });

  test.each(["/api/webhooks/shopify", "/api/csp-report"])(
    "to %p, which is meant to be posted from elsewhere, goes on",
    (url) => {
      expect(post(url, { origin: "https://evil.example" })).toBeNull();
      expect(post(url, { origin: "null" })).toBeNull();
    },
  );

  // Only the exact webhook route is exempt: a cross-site action post to any other path under it answered 500.
  test.each(["/api/webhooks/", "/api/webhooks/x", "/api/webhooks/shopify/extra", "/api/webhooksx"])(
    "to %p from a foreign origin is refused with 403 like any other path",
    (url) => {
      expect(post(url, { origin: "https://evil.example", "next-action": "abc" })?.status).toBe(403);
    },
  );

  test("GET from anywhere is left alone (links and redirects from other sites)", () => {
    expect(
      refuse({ method: "GET", url: "/contact", headers: { host: "shop.example", origin: "https://evil.example" } }),
    ).toBeNull();
  });
});

describe("securityHeaders", () => {
  const byKey = (options?: Parameters<typeof securityHeaders>[0]) =>
    Object.fromEntries(securityHeaders(options).map(({ key, value }) => [key, value]));

  test("every response forbids sniffing, framing, plugins and <base> rewriting", () => {
    const headers = byKey();
    expect(headers["X-Content-Type-Options"]).toBe("nosniff");
    expect(headers["Content-Security-Policy"]).toContain("object-src 'none'");
    expect(headers["Content-Security-Policy"]).toContain("base-uri 'none'");
    expect(headers["Content-Security-Policy"]).toContain("frame-ancestors 'none'");
    expect(headers["Permissions-Policy"]).toContain("camera=()");
  });

  test("HSTS only in production", () => {
    expect(byKey()["Strict-Transport-Security"]).toBeUndefined();
    expect(byKey({ production: true })["Strict-Transport-Security"]).toMatch(/^max-age=\d{8}/);
  });

  test("forms may post to the shop and to the configured checkout hosts only", () => {
    expect(
      baselineContentSecurityPolicy([
        "checkout.matcha.example",
        "https://matcha.myshopify.com/",
        "not a host at all ::",
      ]),
    ).toContain("form-action 'self' https://checkout.matcha.example https://matcha.myshopify.com");
    expect(baselineContentSecurityPolicy([])).toContain("form-action 'self'");
  });
});
