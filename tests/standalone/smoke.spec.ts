import { expect, test } from "@playwright/test";

import { cartLink, mask, openHydrated } from "../e2e/support/shop";

// The deployed shop as an owner's first visitor meets it: the standalone build, started by deploy/'s command line.

test("the health probe the Dockerfile and nginx use answers healthy", async ({ request }) => {
  const response = await request.get("/api/health");
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ database: "ok", commerce: "ok" });
});

test("the shop's own server answers, not Next.js's server.js: per-request nonces and the request guard", async ({
  request,
}) => {
  // server.ts puts a fresh nonce into the policy of per-shopper pages; Next.js alone sends the static policy.
  const cart = await request.get("/cart");
  expect(cart.status()).toBe(200);
  expect(cart.headers()["content-security-policy"]).toMatch(/'nonce-[A-Za-z0-9+/=]+'/);
  // lib/http/request-guard.ts: dot-paths are refused before Next.js sees them.
  expect((await request.get("/.env")).status()).toBe(404);
});

test("home, a product page and add to cart work, with the shop's own security headers", async ({ page }) => {
  const home = await page.goto("/");
  expect(home?.status()).toBe(200);
  await expect(page.getByRole("banner")).toBeVisible();

  await openHydrated(page, "/products/matcha-clay-mask");
  await expect(page.getByRole("heading", { level: 1, name: mask })).toBeVisible();
  await page.getByRole("button", { name: "Add to Cart" }).click();
  await expect(page.getByText(`1 x ${mask} added to your cart.`)).toBeVisible();
  await expect(cartLink(page)).toHaveAccessibleName("Cart, 1 item");

  await cartLink(page).click();
  await expect(page.getByRole("heading", { level: 1, name: "Shopping Cart" })).toBeVisible();
  await expect(page.getByRole("heading", { name: mask })).toBeVisible();
});
