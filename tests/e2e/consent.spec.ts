import { expect, test, type Page, type Request } from "@playwright/test";

import { recordCspViolations } from "./support/csp";
import { cartLink, mask, openHydrated, seriousViolations } from "./support/shop";
import { POPUP_CLOSED_FOR_GOOD, returningShopper } from "./support/storage-state";

// These shoppers have not answered the banner yet (the config's default storage has them declined).
test.use({
  storageState: returningShopper([`http://127.0.0.1:${process.env.E2E_PORT ?? 3100}`], [POPUP_CLOSED_FOR_GOOD]),
});

const pixelHost = "www.facebook.com";

/**
 * Every request the page makes off the shop's own origin, and every pixel event. The pixel host is routed to a
 * local stub, so nothing leaves the machine even after consent.
 */
async function watchRequests(page: Page, shopOrigin: string) {
  const offOrigin: string[] = [];
  const pixelEvents: URL[] = [];
  page.on("request", (request: Request) => {
    const url = new URL(request.url());
    if (url.origin !== shopOrigin && !url.protocol.startsWith("data")) offOrigin.push(request.url());
  });
  await page.route(`https://${pixelHost}/**`, async (route) => {
    pixelEvents.push(new URL(route.request().url()));
    await route.fulfill({
      status: 200,
      contentType: "image/gif",
      body: Buffer.from("R0lGODlhAQABAAAAACwAAAAAAQABAAA=", "base64"),
    });
  });
  return {
    offOrigin,
    pixelEvents,
    events: (name: string) => pixelEvents.filter((url) => url.searchParams.get("ev") === name),
  };
}

const banner = (page: Page) => page.getByRole("region", { name: "Cookies for ads" });

test.describe("cookie consent and the ad pixel", () => {
  test("before consent nothing goes to an analytics host; after it, an add to cart sends one AddToCart in AED", async ({
    page,
    baseURL,
  }) => {
    const watched = await watchRequests(page, new URL(baseURL!).origin);
    await openHydrated(page, "/products/matcha-clay-mask");
    // The build under test sets NEXT_PUBLIC_AD_PIXEL_ID (scripts/test-all.sh); without one there is no banner.
    await expect(banner(page)).toBeVisible();
    await expect(banner(page)).toHaveCSS("position", "fixed");
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole("button", { name: "Add to Cart" }).click();
    await expect(page.getByText(`1 x ${mask} added to your cart.`)).toBeVisible();
    expect(watched.offOrigin).toEqual([]);

    const headingBox = await page.getByRole("heading", { level: 1 }).boundingBox();
    await banner(page).getByRole("button", { name: "Accept" }).click();
    await expect(banner(page)).toHaveCount(0);
    // The banner floated over the page: taking it away moved nothing.
    expect(await page.getByRole("heading", { level: 1 }).boundingBox()).toEqual(headingBox);
    await expect.poll(() => watched.events("ViewContent").length).toBe(1);

    await page.getByRole("button", { name: "Add to Cart" }).click();
    await expect(cartLink(page)).toHaveAccessibleName("Cart, 2 items");
    await expect.poll(() => watched.events("AddToCart").length).toBe(1);
    const [addToCart] = watched.events("AddToCart");
    expect(addToCart!.searchParams.get("cd[currency]")).toBe("AED");
    expect(addToCart!.searchParams.get("cd[value]")).toBe("99");
    expect(addToCart!.searchParams.get("cd[content_name]")).toBe(mask);
    // The only requests that ever left the origin went to the pixel, and only after the shopper said yes.
    expect(watched.offOrigin.every((url) => new URL(url).host === pixelHost)).toBe(true);

    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
  });

  test("declining is one click, is remembered, and nothing is ever sent", async ({ page, baseURL }) => {
    const watched = await watchRequests(page, new URL(baseURL!).origin);
    await openHydrated(page, "/bundles/matcha-ritual");
    await banner(page).getByRole("button", { name: "Decline" }).click();
    await expect(banner(page)).toHaveCount(0);

    await openHydrated(page, "/products/matcha-clay-mask");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
    await page.getByRole("button", { name: "Add to Cart" }).click();
    await expect(page.getByText(`1 x ${mask} added to your cart.`)).toBeVisible();
    expect(watched.offOrigin).toEqual([]);
    expect(watched.pixelEvents).toEqual([]);
  });

  test("the banner paints with the page, before the shop's scripts, and never flashes for a shopper who answered", async ({
    page,
  }) => {
    // Next.js's scripts never arrive (its stylesheet does): what shows is the server's HTML with the inline consent
    // script alone.
    await page.route(/\/_next\/static\/chunks\/.*\.js(\?.*)?$/, (route) => route.abort());
    const violations = await recordCspViolations(page);
    // A prerendered page and a per-request one, whose policy runs inline scripts by nonce or hash only.
    const paths = ["/collection", "/cart"];
    for (const path of paths) {
      await page.goto(path);
      await expect(banner(page)).toBeVisible();
    }
    await page.evaluate(() => localStorage.setItem("cookie-consent", "declined"));
    for (const path of paths) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.locator("[data-consent-banner]")).toHaveCount(1);
      await expect(banner(page)).toBeHidden();
    }
    expect(violations).toEqual([]);
  });
});
