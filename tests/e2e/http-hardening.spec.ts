import { expect, test } from "@playwright/test";

import { readServerActions } from "../support/server-actions.mjs";

// The shop's own server (server.mjs) answers these before Next.js does, so nothing reaches a framework 500.
test.describe("requests the shop does not expect", () => {
  test("TRACE is refused with 405 and the baseline headers", async ({ request }) => {
    const response = await request.fetch("/", { method: "TRACE" });
    expect(response.status()).toBe(405);
    expect(response.headers()["x-content-type-options"]).toBe("nosniff");
  });

  test("malformed percent-encoding gets 400, not a 500", async ({ baseURL }) => {
    // Playwright would normalise the path, so the raw request line goes out through fetch.
    const response = await fetch(`${baseURL}/products/%E0%A4%A`);
    expect(response.status).toBe(400);
  });

  for (const path of ["/.env", "/.git/config", "/%2egit/HEAD"]) {
    test(`${path} is not found`, async ({ baseURL }) => {
      expect((await fetch(`${baseURL}${path}`)).status).toBe(404);
    });
  }

  test("pages, and the framework's own trailing-slash redirect, carry the security headers", async ({ request }) => {
    for (const path of ["/", "/collection/"]) {
      const response = await request.get(path, { maxRedirects: 0 });
      const headers = response.headers();
      expect(headers["content-security-policy"], path).toContain("frame-ancestors 'none'");
      expect(headers["strict-transport-security"], path).toMatch(/^max-age=/);
      expect(headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
    }
  });

  test("a server action from a foreign origin, from Origin: null or over the body limit is refused and does nothing", async ({ baseURL }) => {
    const addToCart = readServerActions().get("lib/actions/cart.ts#addToCartAction")!;
    const post = (origin: string, body = JSON.stringify([{ merchandiseId: "gid://shopify/ProductVariant/4801000000001", quantity: 1 }])) =>
      fetch(`${baseURL}/products/matcha-clay-mask`, { method: "POST", headers: { "next-action": addToCart, origin, "content-type": "text/plain;charset=UTF-8" }, body });

    for (const origin of ["https://evil.example", "null"]) {
      const response = await post(origin);
      expect(response.status, origin).toBe(403);
      expect(response.headers.getSetCookie().join(), origin).not.toContain("cart_id");
    }
    const oversized = await post(baseURL!, "x".repeat(1024 * 1024 + 10));
    expect(oversized.status).toBe(413);
    // The same call from the shop's own origin works, so the refusals above are about the origin and the size.
    const own = await post(baseURL!);
    expect(own.status).toBe(200);
    expect(own.headers.getSetCookie().join()).toContain("cart_id");
  });
});
