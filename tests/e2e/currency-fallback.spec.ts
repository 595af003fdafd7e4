import { expect, test, type Browser, type Page } from "@playwright/test";

import { e2eBasePort, startFreshShop, waitForHealth, type IsolatedShop } from "./support/isolated-shop";
import { returningShopper } from "./support/storage-state";

/**
 * The currency selector never pretends (issue 24): with no rate file reachable, the dollar-pegged currencies convert
 * at their central banks' pegs and the others are named unavailable; on a cold start, the first visit converts as
 * soon as the server's first table lands. Each case runs on a fresh shop of its own, so the server has no table.
 */
test.describe.configure({ mode: "serial" });

let shop: IsolatedShop | undefined;
test.afterEach(async () => {
  await shop?.stop();
  shop = undefined;
});

/** A shopper whose saved currency is `currency`, on a fresh page of `baseUrl` (not yet opened). */
async function shopperWith(browser: Browser, baseUrl: string, currency: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseUrl, storageState: returningShopper([baseUrl]) });
  await context.addCookies([{ name: "selected-currency", value: currency, url: baseUrl }]);
  return context.newPage();
}

const currencySelect = (page: Page) => page.getByRole("banner").getByLabel("Currency");
const price = (page: Page) => page.getByRole("main").getByText("Price:").locator("..");

test("rate source unreachable: KWD is named unavailable with prices in AED; SAR and USD convert at their pegs", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  // Port 9 (discard) refuses the connection at once: the rate files are unreachable.
  const unreachable = "http://127.0.0.1:9/v1/currencies/aed.json";
  shop = await startFreshShop(e2eBasePort + 66, "currency_offline", {
    EXCHANGE_RATES_PRIMARY_URL: unreachable,
    EXCHANGE_RATES_FALLBACK_URL: unreachable,
  });
  await waitForHealth(shop.baseUrl);

  const page = await shopperWith(browser, shop.baseUrl, "KWD");
  await page.goto("/products/matcha-clay-mask");
  const status = page.getByRole("banner").getByRole("status");
  await expect(status).toHaveText("KWD is unavailable right now; prices are shown in AED.");
  await expect(currencySelect(page)).toHaveValue("AED");
  await expect(price(page)).toHaveText("Price: AED 99.00");
  await expect(currencySelect(page).locator("option[value='KWD']")).toBeDisabled();

  // 99 AED at 3.75 SAR and 3.6725 AED per US dollar.
  await currencySelect(page).selectOption("SAR");
  await expect(price(page)).toContainText("≈ SAR 101.09");
  await expect(status).toHaveCount(0);
  await currencySelect(page).selectOption("USD");
  await expect(price(page)).toContainText("≈ USD 26.96");
});

test("cold start: the first visit converts once the server's first rate table lands, without a reload", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  shop = await startFreshShop(e2eBasePort + 67, "currency_cold_start");
  await waitForHealth(shop.baseUrl);

  // The shop's first /api/rates answer is AED only (the table is fetched in the background after it).
  const page = await shopperWith(browser, shop.baseUrl, "KWD");
  const firstAnswer = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/rates");
  await page.goto("/products/matcha-clay-mask");
  expect(((await (await firstAnswer).json()) as { fetchedAt: string | null }).fetchedAt).toBeNull();
  await expect(price(page)).toContainText("≈ KWD 8.286", { timeout: 20_000 });
  await expect(currencySelect(page)).toHaveValue("KWD");
  await expect(page.getByRole("banner").getByRole("status")).toHaveCount(0);
});
