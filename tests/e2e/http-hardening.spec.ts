import { expect, test, type Page } from "@playwright/test";

import { readServerActions } from "../support/server-actions.mjs";
import { TRACK_NOT_FOUND, trackOrderActionFields } from "./support/track-order-form";

// Plain HTTP like the shop under test: a form posted from HTTPS to HTTP sends `Origin: null` (a downgrade).
const elsewhere = "http://shop-elsewhere.example";
const escapeAttribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/**
 * Another site's page holding a copy of the shop's order-tracking form (its hidden server-action fields included),
 * posting to the shop the way a browser without JavaScript does; `sandboxed` makes its origin opaque (`Origin: null`).
 */
async function submitFormFromElsewhere(page: Page, baseURL: string, options: { enctype: string; sandboxed?: boolean }) {
  const fields = [
    ...(await trackOrderActionFields(baseURL)),
    ["email", "someone@example.com"],
    ["orderNumber", "#999999"],
  ];
  const inputs = fields
    .map(([name, value]) => `<input type="hidden" name="${escapeAttribute(name!)}" value="${escapeAttribute(value!)}">`)
    .join("");
  await page.route(`${elsewhere}/**`, (route) =>
    route.fulfill({
      contentType: "text/html",
      headers: options.sandboxed ? { "Content-Security-Policy": "sandbox allow-forms" } : {},
      body: `<form method="post" enctype="${options.enctype}" action="${baseURL}/track-order">${inputs}<button>Track</button></form>`,
    }),
  );
  await page.goto(`${elsewhere}/free-samples`);
  const [response] = await Promise.all([
    page.waitForResponse((answer) => answer.url() === `${baseURL}/track-order`),
    page.getByRole("button", { name: "Track" }).click(),
  ]);
  return { status: response.status(), origin: await response.request().headerValue("origin") };
}

// The shop's own server (server.ts) answers these before Next.js does, so nothing reaches a framework 500.
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

  test("a server action from a foreign origin, from Origin: null or over the body limit is refused and does nothing", async ({
    baseURL,
  }) => {
    const addToCart = readServerActions().get("lib/actions/cart.ts#addToCartAction")!;
    const post = (
      origin: string,
      body = JSON.stringify([{ merchandiseId: "gid://shopify/ProductVariant/4801000000001", quantity: 1 }]),
    ) =>
      fetch(`${baseURL}/products/matcha-clay-mask`, {
        method: "POST",
        headers: { "next-action": addToCart, origin, "content-type": "text/plain;charset=UTF-8" },
        body,
      });

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

  for (const enctype of ["multipart/form-data", "application/x-www-form-urlencoded"]) {
    test(`a no-JavaScript form (${enctype}) posted to an action page from another site or from Origin: null gets 403`, async ({
      page,
      baseURL,
    }) => {
      const foreign = await submitFormFromElsewhere(page, baseURL!, { enctype });
      expect(foreign).toEqual({ status: 403, origin: elsewhere });
      const opaque = await submitFormFromElsewhere(page, baseURL!, { enctype, sandboxed: true });
      expect(opaque).toEqual({ status: 403, origin: "null" });
      await expect(page.getByText("Forbidden")).toBeVisible();
    });
  }

  test("the same no-JavaScript form posted from the shop's own page still works", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${baseURL}/track-order`);
    await page.getByLabel("Email address").fill("someone@example.com");
    await page.getByLabel("Order number").fill("#999999");
    const [response] = await Promise.all([
      page.waitForResponse(
        (answer) => answer.url() === `${baseURL}/track-order` && answer.request().method() === "POST",
      ),
      page.getByRole("button", { name: "Track Order" }).click(),
    ]);
    expect(response.status()).toBe(200);
    await expect(page.getByText(TRACK_NOT_FOUND)).toBeVisible();
    await context.close();
  });
});
