import type { Page } from "@playwright/test";

import { expect, test } from "./support/storefront-test";

// The shop here runs with COMMERCE_PROVIDER=shopify against the Storefront API test server (playwright.config.ts).
// That server is shared and some tests script it to fail, so these tests run one after another.
test.describe.configure({ mode: "serial" });

const mask = "Matcha Clay Mask";
const ritual = "The Matcha Ritual";

const cartLink = (page: Page) => page.getByRole("banner").getByRole("link", { name: /^Cart/ });
const quantityOf = (page: Page, name: string) =>
  page.getByRole("group", { name: `Quantity: ${name}` }).getByTestId("line-quantity");
const cartTotal = (page: Page) => page.getByTestId("cart-total");
const toast = (page: Page, text: string) =>
  page.getByRole("region", { name: /Notifications/ }).getByText(text, { exact: true });

async function addMasks(page: Page, quantity: number) {
  await page.goto("/products/matcha-clay-mask");
  for (let step = 1; step < quantity; step += 1) await page.getByRole("button", { name: "Increase quantity" }).click();
  await page.getByRole("button", { name: "Add to Cart" }).click();
  await expect(page.getByText(`${quantity} x ${mask} added to your cart.`)).toBeVisible();
}

test("the cart lives in Shopify and Proceed to Secure Checkout lands on Shopify's checkout", async ({
  page,
  storefrontURL,
}) => {
  await addMasks(page, 2);
  await expect(cartLink(page)).toHaveAccessibleName("Cart, 2 items");
  await page.goto("/bundles/matcha-ritual");
  await page.getByRole("button", { name: /Add .*to Cart/i }).click();
  await expect(page.getByText(`${ritual} has been added to your cart.`)).toBeVisible();
  await expect(cartLink(page)).toHaveAccessibleName("Cart, 3 items");
  await expect(cartLink(page)).toContainText("3");

  await cartLink(page).click();
  await expect(page.getByRole("heading", { level: 1, name: "Shopping Cart" })).toBeVisible();
  await expect(quantityOf(page, mask)).toHaveText("2");
  await expect(quantityOf(page, ritual)).toHaveText("1");
  await expect(page.getByText("AED 99.00 each")).toBeVisible();
  await expect(page.getByText("AED 239.00 each")).toBeVisible();
  await expect(cartTotal(page)).toHaveText("AED 437.00");
  // Taxes are Shopify's: the row shows what its cart reports (the test store's prices hold 5%: AED 20.81 of 437).
  await expect(page.getByText("Tax", { exact: true })).toBeVisible();
  await expect(page.getByTestId("cart-vat")).toHaveText("AED 20.81");
  await expect(page.getByTestId("tax-note")).toHaveText("Any taxes are shown as Shopify works them out at checkout");
  // The line pictures come from Shopify's CDN (here the test server), and they do load.
  const cdnImages = page.locator(`img[src^="${storefrontURL}/cdn/shop/files/"]`);
  await expect(cdnImages).toHaveCount(2);
  await expect
    .poll(() =>
      cdnImages.evaluateAll((images) => images.every((image) => (image as HTMLImageElement).naturalWidth > 0)),
    )
    .toBe(true);

  await page.getByRole("button", { name: `Increase quantity of ${mask}` }).click();
  await expect(quantityOf(page, mask)).toHaveText("3");
  await expect(cartTotal(page)).toHaveText("AED 536.00");
  await page.getByRole("button", { name: `Decrease quantity of ${mask}` }).click();
  await expect(quantityOf(page, mask)).toHaveText("2");
  await page.getByRole("button", { name: `Remove ${ritual} from cart` }).click();
  await expect(page.getByText("The item has been removed from your cart.")).toBeVisible();
  await expect(cartTotal(page)).toHaveText("AED 198.00");

  // The page is rendered from Shopify's copy of the cart, so a reload proves the changes reached it.
  await page.reload();
  await expect(quantityOf(page, mask)).toHaveText("2");
  await expect(page.getByRole("heading", { name: ritual })).toHaveCount(0);
  await expect(cartTotal(page)).toHaveText("AED 198.00");
  await expect(cartLink(page)).toHaveAccessibleName("Cart, 2 items");

  await page.getByRole("link", { name: "Proceed to Checkout" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Secure Checkout" })).toBeVisible();
  await expect(page.getByText(mask)).toBeVisible();
  await expect(page.getByText("Qty 2 × AED 99.00")).toBeVisible();
  await expect(page.getByTestId("checkout-total")).toHaveText("AED 198.00");

  await page.getByRole("button", { name: "Proceed to Secure Checkout" }).click();
  await page.waitForURL((url) => url.origin === storefrontURL);
  expect(new URL(page.url()).pathname).toMatch(/^\/checkouts\/cn\/\w+$/);
  await expect(page.getByRole("heading", { name: "Checkout" })).toBeVisible();
  await expect(page.getByText(`2 x ${mask}: AED 198.0`)).toBeVisible();
  await expect(page.getByText("Total: AED 198.0")).toBeVisible();
});

test("a checkout URL on a foreign host is refused and the shopper stays on /checkout", async ({ page, storefront }) => {
  const foreignRequests: string[] = [];
  await page.route("https://evil.example/**", (route) => {
    foreignRequests.push(route.request().url());
    return route.abort();
  });
  await storefront.setMode({ kind: "foreign-checkout", host: "evil.example" });

  await addMasks(page, 1);
  await page.goto("/checkout");
  await expect(page.getByTestId("checkout-total")).toHaveText("AED 99.00");
  const proceed = page.getByRole("button", { name: "Proceed to Secure Checkout" });
  await proceed.click();

  await expect(toast(page, "Invalid checkout URL. Please try again.")).toBeVisible();
  await expect(proceed).toBeEnabled();
  expect(new URL(page.url()).pathname).toBe("/checkout");
  expect(foreignRequests).toEqual([]);
});

test("the local cash-on-delivery form does not exist here, even with a cart", async ({ page }) => {
  await addMasks(page, 1);
  const response = await page.goto("/checkout/delivery");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Oops! Page not found" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Place Order" })).toHaveCount(0);
});

test.describe("while Shopify is down", () => {
  const connectionFailed = (page: Page) => toast(page, "Connection Failed");

  test("pages still render, 'Connection Failed' shows once per session and Add to Cart explains the failure", async ({
    page,
    request,
    storefront,
  }) => {
    await storefront.setMode({ kind: "status", status: 503 });
    // /api/health shares one check for five seconds (lib/health/recent-health.ts): a page of the test before may have
    // left an "ok" from before the outage, which the page's own check would then be given. Wait until it is stale.
    await expect.poll(async () => (await request.get("/api/health")).status(), { timeout: 15_000 }).toBe(503);

    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await expect(connectionFailed(page)).toBeVisible();
    await expect(connectionFailed(page)).toHaveCount(1);
    await expect(page.getByText("We couldn't reach Shopify.", { exact: false })).toBeVisible();

    await page.goto("/products/matcha-clay-mask");
    await expect(page.getByRole("heading", { level: 1, name: mask })).toBeVisible();
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: mask })).toBeVisible();
    // The check runs 2 s after load; give it time to (wrongly) warn again.
    await page.waitForTimeout(3_500);
    await expect(connectionFailed(page)).toHaveCount(0);

    await page.getByRole("button", { name: "Add to Cart" }).click();
    await expect(toast(page, "Add to Cart Failed")).toBeVisible({ timeout: 15_000 });
    await expect(toast(page, "Shopify's servers are experiencing issues")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: mask })).toBeVisible();
    await expect(cartLink(page)).toHaveAccessibleName("Cart");
    await expect(page.getByRole("button", { name: "Add to Cart" })).toBeEnabled();
  });

  test("a saved cart survives the outage: cart and checkout pages still render, and it is back afterwards", async ({
    page,
    storefront,
  }) => {
    await addMasks(page, 2);
    await storefront.setMode({ kind: "drop" });

    for (const path of ["/cart", "/checkout"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole("banner")).toBeVisible();
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    }

    await storefront.reset();
    await page.goto("/cart");
    await expect(quantityOf(page, mask)).toHaveText("2");
    await expect(cartTotal(page)).toHaveText("AED 198.00");
  });
});
