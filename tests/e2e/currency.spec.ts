import { expect, test, type APIRequestContext, type Page } from "@playwright/test";

import { cartLink, mask, openHydrated, ritual } from "./support/shop";

/**
 * The shop fetches rates from the stub rate file (tests/support/rate-source-server.mjs, served by the Storefront
 * API test server): SAR 1.02, KWD 0.0837, JPY 41.5 per AED. A fresh shop answers AED only until its first
 * background fetch has landed, so the suite waits for that once.
 */
async function waitForRates(request: APIRequestContext) {
  await expect
    .poll(
      async () => ((await (await request.get("/api/rates")).json()) as { rates: Record<string, number> }).rates.SAR,
      { timeout: 20_000 },
    )
    .toBe(1.02);
}

test.beforeAll(async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL });
  await waitForRates(request);
  await request.dispose();
});

const currencySelect = (page: Page) => page.getByRole("banner").getByLabel("Currency");

test.describe("currency display", () => {
  test("SAR shows approximate SAR prices on collection, product and bundle pages, while cart and checkout stay in AED", async ({
    page,
    context,
  }) => {
    await openHydrated(page, "/collection");
    await expect(page.locator("article", { hasText: mask })).toContainText("AED 99.00");
    await currencySelect(page).selectOption("SAR");
    await expect(page.locator("article", { hasText: mask })).toContainText("≈ SAR 100.98");
    expect((await context.cookies()).find((cookie) => cookie.name === "selected-currency")?.value).toBe("SAR");

    await openHydrated(page, "/products/matcha-clay-mask");
    await expect(currencySelect(page)).toHaveValue("SAR");
    const main = page.getByRole("main");
    await expect(main.getByText("Price:").locator("..")).toContainText("≈ SAR 100.98");
    await expect(main.getByText("Approximate price in SAR. You pay AED 99.00.")).toBeVisible();
    await page.getByRole("button", { name: "Add to Cart" }).click();
    await expect(cartLink(page)).toHaveAccessibleName("Cart, 1 item");

    await openHydrated(page, "/bundles/matcha-ritual");
    await expect(page.getByRole("heading", { level: 1, name: ritual })).toBeVisible();
    await expect(page.getByRole("main").getByText("Bundle price:").locator("..")).toContainText("≈ SAR 243.78");

    await page.goto("/cart");
    await expect(page.getByRole("main")).toContainText("AED 99.00");
    await expect(
      page.getByText("Prices elsewhere in the shop are shown in approximate SAR; your order is charged in AED."),
    ).toBeVisible();
    await expect(page.getByRole("main")).not.toContainText("≈");
    await page.goto("/checkout");
    await expect(page.getByRole("main")).toContainText("AED 99.00");
    await expect(page.getByRole("main")).not.toContainText("SAR");
  });

  test("KWD shows three decimals and JPY none", async ({ page }) => {
    await openHydrated(page, "/products/matcha-clay-mask");
    const price = page.getByRole("main").getByText("Price:").locator("..");
    await currencySelect(page).selectOption("KWD");
    await expect(price).toContainText("≈ KWD 8.286");
    await currencySelect(page).selectOption("JPY");
    await expect(price).toContainText("≈ JPY 4,109");
    await currencySelect(page).selectOption("AED");
    await expect(price).toHaveText("Price: AED 99.00");
  });

  test("a saved SAR choice never paints AED first: prices are held until the rate is in", async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: "selected-currency", value: "SAR", url: baseURL! }]);
    // The rates are held back, as on a slow phone connection, until the test lets them through.
    let letRatesThrough = () => {};
    const ratesMayGo = new Promise<void>((resolve) => (letRatesThrough = resolve));
    await page.route("**/api/rates", async (route) => {
      await ratesMayGo;
      await route.continue();
    });
    await page.goto("/products/matcha-clay-mask", { waitUntil: "domcontentloaded" });
    const price = page.getByRole("main").getByText("Price:").locator("..").locator("[data-price]");
    await expect(price).toHaveText("AED 99.00");
    await expect(price).toBeHidden();
    letRatesThrough();
    await expect(price).toBeVisible();
    await expect(price).toContainText("≈ SAR 100.98");
  });

  test("an unsupported saved currency is ignored: prices stay in AED", async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: "selected-currency", value: "BTC", url: baseURL! }]);
    await openHydrated(page, "/products/matcha-clay-mask");
    await expect(currencySelect(page)).toHaveValue("AED");
    await expect(page.getByRole("main").getByText("Price:").locator("..")).toHaveText("Price: AED 99.00");
  });

  test("the rates payload is small, shared and cacheable", async ({ request }) => {
    const response = await request.get("/api/rates");
    expect(response.headers()["cache-control"]).toMatch(/^public, max-age=\d+/);
    expect((await response.body()).length).toBeLessThan(400);
  });
});
