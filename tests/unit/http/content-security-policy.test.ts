import { createHash } from "node:crypto";

import { consentPendingScript } from "@/lib/analytics/consent-pending-script";
import { currencyPendingScript } from "@/lib/currency/currency-pending-script";
import { contentSecurityPolicy, createNonce, imageHostsFromEnv, needsNonce } from "@/lib/http/content-security-policy";
import { PIXEL_ENDPOINT } from "@/lib/analytics/pixel-events";

const directive = (policy: string, name: string) =>
  policy
    .split("; ")
    .find((part) => part.startsWith(`${name} `))
    ?.split(" ")
    .slice(1) ?? [];

describe("createNonce", () => {
  test("every nonce is 128 random bits, none repeated, across many refills of its random bytes", () => {
    const nonces = Array.from({ length: 2000 }, createNonce);
    expect(new Set(nonces).size).toBe(nonces.length);
    for (const nonce of nonces) expect(Buffer.from(nonce, "base64")).toHaveLength(16);
    // Random bytes, not a counter: the bits of all nonces are close to half ones.
    const ones = nonces.reduce(
      (sum, nonce) =>
        sum +
        [...Buffer.from(nonce, "base64")].reduce((bits, byte) => bits + byte.toString(2).replaceAll("0", "").length, 0),
      0,
    );
    expect(ones / (nonces.length * 128)).toBeCloseTo(0.5, 1);
  });
});

describe("needsNonce", () => {
  test.each([
    "/cart",
    "/cart/",
    "/checkout",
    "/checkout/delivery",
    "/order-confirmation",
    "/track-order",
    "/account",
    "/account/orders",
    "/admin/orders/42",
    "/ar/cart",
    "/ar/checkout/delivery",
    "/ar/order-confirmation",
    "/ar/track-order",
    "/ar/account/sign-in",
  ])("gives %p a nonce", (pathname) => expect(needsNonce(pathname)).toBe(true));

  test.each([
    "/",
    "/collection",
    "/products/matcha-clay-mask",
    "/cartography",
    "/accounting",
    "/api/cart",
    "/_next/static/chunks/app.js",
    "/ar",
    "/ar/collection",
    "/ar/cartography",
    "/ar/admin",
  ])("leaves %p to the static policy", (pathname) => expect(needsNonce(pathname)).toBe(false));
});

describe("contentSecurityPolicy", () => {
  test("with a nonce, scripts run only by that nonce, the consent and currency scripts' hashes and what they load: no 'unsafe-inline'", () => {
    const scripts = directive(contentSecurityPolicy({ nonce: "abc123" }), "script-src");
    const hash = (script: string) => `'sha256-${createHash("sha256").update(script).digest("base64")}'`;
    expect(scripts).toEqual([
      "'self'",
      "'nonce-abc123'",
      hash(consentPendingScript),
      hash(currencyPendingScript),
      "'strict-dynamic'",
    ]);
  });

  test("without one (prerendered pages), inline scripts are allowed from the shop itself only", () => {
    expect(directive(contentSecurityPolicy(), "script-src")).toEqual(["'self'", "'unsafe-inline'"]);
  });

  test("development adds 'unsafe-eval', which React needs there only", () => {
    expect(directive(contentSecurityPolicy({ development: true }), "script-src")).toContain("'unsafe-eval'");
    expect(directive(contentSecurityPolicy(), "script-src")).not.toContain("'unsafe-eval'");
  });

  test("images may come from the ad pixel's host, Shopify's CDN and the configured store", () => {
    const images = directive(
      contentSecurityPolicy({ imageHosts: imageHostsFromEnv({ SHOPIFY_STORE_DOMAIN: "matcha-glow.myshopify.com" }) }),
      "img-src",
    );
    expect(images).toEqual(
      expect.arrayContaining([
        new URL(PIXEL_ENDPOINT).origin,
        "https://cdn.shopify.com",
        "https://matcha-glow.myshopify.com",
      ]),
    );
  });

  test("keeps the baseline directives", () => {
    const policy = contentSecurityPolicy({ formActionHosts: ["checkout.example"] });
    expect(directive(policy, "object-src")).toEqual(["'none'"]);
    expect(directive(policy, "base-uri")).toEqual(["'none'"]);
    expect(directive(policy, "frame-ancestors")).toEqual(["'none'"]);
    expect(directive(policy, "form-action")).toEqual(["'self'", "https://checkout.example"]);
    expect(directive(policy, "report-uri")).toEqual(["/api/csp-report"]);
  });
});
