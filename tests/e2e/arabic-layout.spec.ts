import { expect, test, type Page, type TestInfo } from "@playwright/test";

import { collectionCopy } from "@/content/copy/collection";
import { notFoundCopy } from "@/content/copy/not-found";
import { productIn } from "@/content/localized";
import { languageSwitchMessages } from "@/content/messages/en/language-switch";
import { productMessages } from "@/content/messages/product";
import { openHydrated } from "./support/shop";

const slug = "matcha-clay-mask";
const arabicProduct = productIn(slug, "ar");

async function attachScreenshot(page: Page, testInfo: TestInfo, name: string) {
  await testInfo.attach(name, { body: await page.screenshot({ fullPage: false }), contentType: "image/png" });
}

async function box(page: Page, selector: Parameters<Page["locator"]>[0]) {
  const bounds = await page.locator(selector).first().boundingBox();
  if (!bounds) throw new Error(`${selector} is not visible`);
  return bounds;
}

test.describe("the Arabic shop is mirrored", () => {
  test("<html lang dir> comes from the server: ar/rtl under /ar, en/ltr elsewhere", async ({ request }) => {
    for (const [path, lang, dir] of [
      ["/ar", "ar", "rtl"],
      ["/ar/collection", "ar", "rtl"],
      [`/ar/products/${slug}`, "ar", "rtl"],
      ["/ar/cart", "ar", "rtl"],
      ["/", "en", "ltr"],
      ["/collection", "en", "ltr"],
    ] as const) {
      const html = await (await request.get(path)).text();
      expect(html, path).toMatch(new RegExp(`<html[^>]*lang="${lang}"[^>]*dir="${dir}"`));
    }
  });

  test("the logo sits on the right in Arabic and on the left in English", async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/ar");
    const arabicLogo = await box(page, '[data-testid="site-logo"]');
    expect(arabicLogo.x).toBeGreaterThan(1280 / 2);
    await attachScreenshot(page, testInfo, "ar-home-header");

    await page.goto("/");
    const englishLogo = await box(page, '[data-testid="site-logo"]');
    expect(englishLogo.x + englishLogo.width).toBeLessThan(1280 / 2);
  });

  test("the gallery's next arrow is on the left and previous on the right, and next moves forward", async ({
    page,
  }, testInfo) => {
    // Clicks before hydration would be lost: wait for React to take over the server HTML.
    await openHydrated(page, `/ar/products/${slug}`);
    // The labels are the Arabic ones once the client components are translated; the English ones until then.
    const next = page.getByRole("button", {
      name: new RegExp(`^(${productMessages.ar.gallery.next}|${productMessages.en.gallery.next})$`),
    });
    const previous = page.getByRole("button", {
      name: new RegExp(`^(${productMessages.ar.gallery.previous}|${productMessages.en.gallery.previous})$`),
    });
    const nextBox = await next.boundingBox();
    const previousBox = await previous.boundingBox();
    expect(nextBox && previousBox).toBeTruthy();
    expect(nextBox!.x).toBeLessThan(previousBox!.x);
    await attachScreenshot(page, testInfo, "ar-product-gallery");
    await next.click();
    await expect(page.getByText(/^2 \/ \d+$/)).toBeVisible();
  });

  test("on a phone the menu drawer opens from the right in Arabic and from the left in English", async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const [path, edge] of [
      ["/ar", "right"],
      ["/", "left"],
    ] as const) {
      await openHydrated(page, path);
      await page.locator('header button[aria-haspopup="dialog"]').first().click();
      const drawer = page.getByRole("dialog");
      await expect(drawer).toBeVisible();
      // Polled so a transition has settled before the edge is measured.
      await expect
        .poll(async () => {
          const bounds = await drawer.boundingBox();
          return bounds ? { left: Math.round(bounds.x), right: Math.round(bounds.x + bounds.width) } : null;
        })
        .toMatchObject(edge === "right" ? { right: 390 } : { left: 0 });
      const bounds = await drawer.boundingBox();
      // Narrower than the screen, so touching one edge means it is not touching the other.
      expect(bounds!.width).toBeLessThan(390);
      if (edge === "right") await attachScreenshot(page, testInfo, "ar-phone-drawer");
    }
  });
});

test.describe("the language switch", () => {
  test("takes the shopper to the same page in the other language and back", async ({ page }) => {
    // Each click waits for the page to hydrate: on prerendered pages React swaps the switch's server-rendered link for
    // the one that knows the query string, and a click whose press and release straddle that swap is no click.
    await openHydrated(page, `/products/${slug}`);
    const toArabic = page.locator('header a[hreflang="ar"]');
    await expect(toArabic).toHaveText(languageSwitchMessages.label);
    const arabicHydrated = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/cart");
    await toArabic.click();
    await expect(page).toHaveURL(new RegExp(`/ar/products/${slug}$`));
    await arabicHydrated;
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { level: 1, name: arabicProduct?.name })).toBeVisible();

    await page.locator('header a[hreflang="en"]').click();
    await expect(page).toHaveURL(new RegExp(`127\\.0\\.0\\.1:\\d+/products/${slug}$`));
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });

  test("keeps the query string where the page uses it", async ({ page }) => {
    await page.goto("/account/sign-in?next=%2Faccount%2Forders");
    await expect(page.locator('header a[hreflang="ar"]')).toHaveAttribute(
      "href",
      "/ar/account/sign-in?next=%2Faccount%2Forders",
    );
  });

  test("/en/... is the unprefixed English page", async ({ request }) => {
    const response = await request.get("/en/collection", { maxRedirects: 0 });
    expect([301, 308]).toContain(response.status());
    expect(response.headers().location).toMatch(/\/collection$/);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("Arabic pages render on the server, with the switch, canonical and hreflang alternates", async ({
    page,
  }, testInfo) => {
    await page.goto("/ar/collection");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { level: 1, name: collectionCopy.ar.hero.title })).toBeVisible();
    await expect(page.locator('header a[hreflang="en"]')).toHaveAttribute("href", "/collection");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/ar\/collection$/);
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute("href", /:\d+\/collection$/);
    await expect(page.locator('link[rel="alternate"][hreflang="ar"]')).toHaveAttribute("href", /\/ar\/collection$/);
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
      "href",
      /:\d+\/collection$/,
    );
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute("content", "ar_AE");
    await attachScreenshot(page, testInfo, "ar-collection-no-js");

    await page.goto("/about");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /:\d+\/about$/);
    await expect(page.locator('link[rel="alternate"][hreflang="ar"]')).toHaveAttribute("href", /\/ar\/about$/);
  });

  test("an unknown Arabic path answers 404 with the Arabic not-found page", async ({ page }, testInfo) => {
    const response = await page.goto("/ar/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
    await expect(page.getByRole("heading", { level: 1, name: notFoundCopy.ar.title })).toBeVisible();
    await expect(page.getByRole("link", { name: notFoundCopy.ar.home })).toHaveAttribute("href", "/ar");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await attachScreenshot(page, testInfo, "ar-not-found");

    const product = await page.goto("/ar/products/no-such-product");
    expect(product?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: productMessages.ar.notFound.title })).toBeVisible();
  });
});

test("the Arabic typeface loads on Arabic pages only", async ({ page }) => {
  const arabicFaces = () =>
    page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts].filter((face) => /U\+0*600-0*6FF/i.test(face.unicodeRange)).map((face) => face.status);
    });
  await page.goto("/");
  expect(await arabicFaces()).not.toContain("loaded");
  await page.goto("/ar");
  await expect.poll(arabicFaces).toContain("loaded");
});

test("the sitemap lists both languages with their alternates", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).toMatch(/<loc>[^<]*\/ar\/collection<\/loc>/);
  expect(sitemap).toMatch(/<loc>[^<]*:\d+\/collection<\/loc>/);
  expect(sitemap).toMatch(/hreflang="ar"[^>]*href="[^"]*\/ar\/collection"/);
  expect(sitemap).toMatch(/hreflang="x-default"/);
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain("Disallow: /ar/cart");
});
