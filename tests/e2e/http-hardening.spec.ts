import { expect, test } from "@playwright/test";

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
});
