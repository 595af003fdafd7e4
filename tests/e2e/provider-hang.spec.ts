import { spawn, type ChildProcess } from "node:child_process";

import { expect, test, type Page } from "@playwright/test";

import type { StorefrontMode } from "../support/storefront-server.mjs";
import { e2eBasePort, startFreshShop, waitForHealth, type IsolatedShop } from "./support/isolated-shop";
import { returningShopper } from "./support/storage-state";

// The Storefront API accepts the connection and never answers. A shop on the Shopify provider must still answer every
// page and action within a bounded time (its own time-out and retries, never the provider's silence), with the
// specification's message and a rendered page, never a blank page or a stack trace. Its own shop and Storefront
// test server, so hanging them stalls no other test.
test.describe.configure({ mode: "serial", timeout: 300_000 });

const shopPort = e2eBasePort + 72;
const shopUrl = `http://127.0.0.1:${shopPort}`;
const storefrontUrl = `http://127.0.0.1:${e2eBasePort + 73}`;
const tokens = { public: "hang-test-public-token", private: "hang-test-private-token" };
/** The client's schedule at its worst: 3 attempts of 10 s with 1 s and 2 s between them, plus rendering. */
const BOUND_MS = 40_000;
const mask = "Matcha Clay Mask";
const leak = /\n\s+at [\w$.<>]+ \(|node_modules|AbortError|TimeoutError|ECONNRESET|fetch failed/;

test.use({ storageState: returningShopper([shopUrl]) });

let storefront: ChildProcess | undefined;
let shop: IsolatedShop | undefined;

/** Scripts the Storefront test server the way playwright.config.ts's shared one is scripted: over its HTTP API. */
async function setStorefrontMode(mode: StorefrontMode) {
  const response = await fetch(`${storefrontUrl}/__test/mode`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ mode }),
  });
  expect(response.ok).toBe(true);
}

test.beforeAll(async () => {
  // A process of its own (as in playwright.config.ts): stopping it drops the sockets the hang left open.
  storefront = spawn(
    process.execPath,
    [
      "tests/support/storefront-server.mjs",
      "--port",
      String(e2eBasePort + 73),
      "--public-token",
      tokens.public,
      "--private-token",
      tokens.private,
    ],
    { stdio: "ignore" },
  );
  await expect
    .poll(
      () =>
        fetch(`${storefrontUrl}/__test/status`).then(
          (response) => response.status,
          () => 0,
        ),
      { timeout: 30_000 },
    )
    .toBe(200);
  shop = await startFreshShop(shopPort, "provider_hang", {
    COMMERCE_PROVIDER: "shopify",
    SHOPIFY_STORE_DOMAIN: storefrontUrl,
    SHOPIFY_STOREFRONT_PUBLIC_TOKEN: tokens.public,
    SHOPIFY_STOREFRONT_PRIVATE_TOKEN: tokens.private,
  });
  await waitForHealth(shop.baseUrl);
});

test.afterAll(async () => {
  await shop?.stop();
  storefront?.kill("SIGTERM");
});

const cartLink = (page: Page) => page.getByRole("banner").getByRole("link", { name: /^Cart/ });
const toast = (page: Page, text: string) =>
  page.getByRole("region", { name: /Notifications/ }).getByText(text, { exact: true });

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = Date.now();
  const value = await work();
  return { value, ms: Date.now() - started };
}

test("product page, add to cart and the cart page answer in bounded time with the spec's message while Shopify hangs", async ({
  page,
}) => {
  // A shopper with a saved cart from before the hang.
  await page.goto(`${shopUrl}/products/matcha-clay-mask`);
  await page.getByRole("button", { name: "Add to Cart" }).click();
  await expect(page.getByText(`1 x ${mask} added to your cart.`)).toBeVisible();

  await setStorefrontMode({ kind: "hang" });
  const figures: string[] = [];

  const product = await timed(() => page.goto(`${shopUrl}/products/matcha-clay-mask`));
  expect(product.value?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: mask })).toBeVisible();
  figures.push(`product page ${product.ms} ms`);

  // The three answers that wait on Shopify are asked for at once (the same shopper in two tabs and a fetch): each is
  // timed on its own against the bound, and the test waits one schedule instead of three.
  const cartTab = await page.context().newPage();
  const cookie = (await page.context().cookies()).map(({ name, value }) => `${name}=${value}`).join("; ");
  const [add, cart, api] = await Promise.all([
    timed(async () => {
      await page.getByRole("button", { name: "Add to Cart" }).click();
      await expect(toast(page, "Add to Cart Failed")).toBeVisible({ timeout: BOUND_MS });
    }),
    timed(() => cartTab.goto(`${shopUrl}/cart`, { timeout: BOUND_MS })),
    timed(async () => {
      const response = await fetch(`${shopUrl}/api/cart`, { headers: { cookie } });
      return { status: response.status, body: await response.text() };
    }),
  ]);

  await expect(toast(page, "Request timed out")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: mask })).toBeVisible();
  await expect(page.getByRole("button", { name: "Add to Cart" })).toBeEnabled();
  expect(add.ms).toBeLessThan(BOUND_MS);
  figures.push(`add to cart ${add.ms} ms`);

  expect(cart.value?.status()).toBe(200);
  await expect(cartTab.getByRole("banner")).toBeVisible();
  await expect(cartTab.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(cartTab.getByText("Request timed out")).toBeVisible();
  expect(await cartTab.content()).not.toMatch(leak);
  expect(cart.ms).toBeLessThan(BOUND_MS);
  figures.push(`cart page ${cart.ms} ms`);
  await cartTab.close();

  expect(api.value.status).toBeLessThan(500);
  expect(api.value.body).not.toMatch(leak);
  expect(api.ms).toBeLessThan(BOUND_MS);
  figures.push(`/api/cart ${api.ms} ms`);
  console.log(`[provider-hang] Storefront API hanging: ${figures.join(", ")} (bound ${BOUND_MS} ms)`);

  // Shopify answers again: the saved cart is back, untouched by the failed add.
  await setStorefrontMode({ kind: "ok" });
  await page.goto(`${shopUrl}/cart`);
  await expect(page.getByRole("group", { name: `Quantity: ${mask}` }).getByTestId("line-quantity")).toHaveText("1");
  await expect(cartLink(page)).toHaveAccessibleName("Cart, 1 item");
});
