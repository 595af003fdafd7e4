import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";

import { openHydrated } from "./support/shop";

const PRODUCT = "/products/matcha-clay-mask";

type JsonLdNode = Record<string, unknown> & { "@type"?: string };

async function readJsonLd(page: Page): Promise<JsonLdNode[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as JsonLdNode);
}

function counter(page: Page) {
  return page.getByText(/^\d+ \/ \d+$/);
}

test.describe("product detail page", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto(PRODUCT);
  });

  test("breadcrumb and back button lead home", async ({ page }) => {
    const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(breadcrumb.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    await expect(breadcrumb.getByRole("link", { name: "Products" })).toHaveAttribute("href", "/collection");
    await expect(breadcrumb.getByText("Matcha Clay Mask")).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("heading", { level: 1, name: "Matcha Clay Mask" })).toBeVisible();
    await page.getByRole("link", { name: "Back to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("gallery: next/previous wrap, thumbnails select, counter follows", async ({ page }) => {
    const main = page.getByRole("button", { name: "View full size" }).getByRole("img");
    await expect(counter(page)).toHaveText("1 / 3");
    await expect(main).toHaveAttribute("alt", "Matcha Clay Mask, image 1 of 3");

    await page.getByRole("button", { name: "Next image" }).click();
    await expect(counter(page)).toHaveText("2 / 3");
    await expect(main).toHaveAttribute("src", /matcha-clay-mask-2/);
    await page.getByRole("button", { name: "Previous image" }).click();
    await page.getByRole("button", { name: "Previous image" }).click();
    await expect(counter(page)).toHaveText("3 / 3");

    const second = page.getByRole("button", { name: "Show image 2 of 3" });
    await second.click();
    await expect(second).toHaveAttribute("aria-current", "true");
    await expect(page.getByRole("button", { name: "Show image 3 of 3" })).not.toHaveAttribute("aria-current", "true");
    await expect(counter(page)).toHaveText("2 / 3");
    await expect(main).toHaveAttribute("src", /matcha-clay-mask-2/);
  });

  test("zoom dialog opens by click and Escape closes it, returning focus", async ({ page }) => {
    const trigger = page.getByRole("button", { name: "View full size" });
    await trigger.click();
    const dialog = page.getByRole("dialog", { name: "Matcha Clay Mask, full size" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("img", { name: "Matcha Clay Mask, image 1 of 3" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test("quantity stepper stays between 1 and the per-line cap of 10", async ({ page }) => {
    const value = page.getByRole("status", { name: "Quantity" });
    const minus = page.getByRole("button", { name: "Decrease quantity" });
    const plus = page.getByRole("button", { name: "Increase quantity" });
    await expect(value).toHaveText("1");
    await expect(minus).toBeDisabled();
    // force: the button is aria-disabled (it keeps focus), so a real click still reaches it.
    await minus.click({ force: true });
    await expect(value).toHaveText("1");
    for (let i = 0; i < 12; i += 1) await plus.click({ force: true });
    await expect(value).toHaveText("10");
    await expect(plus).toHaveAttribute("aria-disabled", "true");
    await expect(page.getByText("Up to 10 per order")).toBeVisible();
    await minus.click();
    await expect(value).toHaveText("9");
    await expect(minus).toBeEnabled();
  });

  test("accordion: description open first, one panel at a time, mouse and keyboard", async ({ page }) => {
    const item = (name: string) =>
      page
        .locator("details[data-slot=accordion-item]")
        .filter({ has: page.locator("summary", { hasText: new RegExp(`^${name}$`) }) });
    const trigger = (name: string) => item(name).locator("summary");
    const open = page.locator("details[data-slot=accordion-item][open]");

    await expect(item("Product Description")).toHaveAttribute("open", "");
    await expect(page.getByText(/stone-ground Uji matcha/)).toBeVisible();

    await trigger("Benefits & Results").click();
    await expect(item("Benefits & Results")).toHaveAttribute("open", "");
    await expect(item("Product Description")).not.toHaveAttribute("open");
    await expect(page.getByText("Pore refining")).toBeVisible();
    await expect(open).toHaveCount(1);

    await trigger("How to Use").focus();
    await page.keyboard.press("Enter");
    await expect(item("How to Use")).toHaveAttribute("open", "");
    const steps = item("How to Use").locator("ol > li");
    await expect(steps).toHaveCount(5);
    await expect(steps.first()).toHaveText("Cleanse your face and pat dry.");
    await expect(open).toHaveCount(1);

    await trigger("Ingredients").focus();
    await page.keyboard.press("Space");
    await expect(page.getByText("Kaolin Clay", { exact: true })).toBeVisible();
    await expect(page.getByText(/Aqua, Kaolin, Bentonite/)).toBeVisible();

    await trigger("FAQ").click();
    await expect(page.getByText("Can I use it on sensitive skin?")).toBeVisible();
    await trigger("FAQ").click();
    await expect(open).toHaveCount(0);
  });

  test("wishlist toggle shows its toasts", async ({ page }) => {
    const toggle = page.getByRole("button", { name: "Add to wishlist" });
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByText("Added to Wishlist")).toBeVisible();
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
    await expect(page.getByText("Removed from Wishlist")).toBeVisible();
  });

  test("'You May Also Like' lists the two other products", async ({ page }) => {
    const related = page.getByRole("region", { name: "You May Also Like" });
    const links = related.getByRole("link");
    await expect(links).toHaveCount(2);
    await expect(links.nth(0)).toHaveAttribute("href", "/products/collagen-essence");
    await expect(links.nth(1)).toHaveAttribute("href", "/products/matcha-pure-cleanser");
    await expect(related.getByText("Matcha Clay Mask")).toHaveCount(0);
    await links.nth(0).click();
    await expect(page.getByRole("heading", { level: 1, name: "Collagen Essence" })).toBeVisible();
  });

  test("shows price, size, benefits, skin types and an Add to Cart button", async ({ page }) => {
    await expect(page.getByText("AED 99.00").first()).toBeVisible();
    await expect(page.getByText("100ml").first()).toBeVisible();
    await expect(page.getByRole("region", { name: "Key Benefits" }).getByRole("listitem")).toHaveCount(4);
    await expect(page.getByRole("region", { name: "Suitable for" }).getByText("Oily")).toBeVisible();
    await expect(page.getByRole("button", { name: "Add to Cart" })).toBeVisible();
  });

  test("a product nobody has reviewed here shows no rating, says so and offers to write the first review", async ({
    page,
  }) => {
    await expect(page.getByText("No reviews yet")).toBeVisible();
    await expect(page.getByText(/Rated [\d.]+ out of 5/)).toHaveCount(0);
    const reviews = page.getByRole("region", { name: "Customer reviews" });
    await expect(reviews.getByText("No one has reviewed this product yet.", { exact: false })).toBeVisible();
    await expect(reviews.getByRole("link", { name: "Write a Review" })).toHaveAttribute(
      "href",
      "/reviews#write-review",
    );
  });

  test("JSON-LD describes the product with offer and breadcrumb, and no rating without a review", async ({ page }) => {
    await expect(page).toHaveTitle(/Matcha Clay Mask/);
    const nodes = await readJsonLd(page);
    const product = nodes.find((node) => node["@type"] === "Product");
    expect(product).toMatchObject({
      name: "Matcha Clay Mask",
      offers: { "@type": "Offer", priceCurrency: "AED", price: "99.00", availability: "https://schema.org/InStock" },
    });
    expect(product).not.toHaveProperty("aggregateRating");
    expect(String((product?.offers as { url: string }).url)).toMatch(/\/products\/matcha-clay-mask$/);
    const crumbs = nodes.find((node) => node["@type"] === "BreadcrumbList");
    expect((crumbs?.itemListElement as { name: string }[]).map((item) => item.name)).toEqual([
      "Home",
      "Products",
      "Matcha Clay Mask",
    ]);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/products\/matcha-clay-mask$/);
    await expect(page.locator('meta[property="og:image"]').first()).toHaveAttribute(
      "content",
      /matcha-clay-mask-1\.webp/,
    );
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the sticky buy bar keeps price and Add to Cart in reach, steps aside for the main one, and adds to the cart", async ({
    page,
  }) => {
    await openHydrated(page, PRODUCT);
    const bar = page.getByRole("region", { name: "Quick buy: Matcha Clay Mask" });
    // The main buy row on screen: one Add to Cart, the bar out of the way (and out of the tab order).
    await page.getByRole("button", { name: "Share" }).scrollIntoViewIfNeeded();
    await expect(bar).toBeHidden();
    await expect(page.getByRole("button", { name: "Add to Cart" })).toHaveCount(1);

    // Scrolled to the foot of the page: the bar is back, and the page's last line still clears it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(bar).toBeVisible();
    await expect(bar.getByText("AED 99.00")).toBeVisible();
    const footer = await page.getByRole("contentinfo").boundingBox();
    const barBox = await bar.boundingBox();
    expect(footer!.y + footer!.height).toBeLessThanOrEqual(barBox!.y + 1);

    await bar.getByRole("button", { name: "Add to Cart" }).click();
    await expect(page.getByText("1 x Matcha Clay Mask added to your cart.")).toBeVisible();
  });
});

test.describe("share fallback", () => {
  test.beforeEach(async ({ page, context, baseURL }) => {
    // Chromium may offer a share sheet; the fallback path is what this test is about.
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, "share", { value: undefined, configurable: true });
    });
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
  });

  test("copies the page link and says 'Link Copied!'", async ({ page }) => {
    await page.goto(PRODUCT);
    await page.getByRole("button", { name: "Share" }).click();
    await expect(page.getByText("Link Copied!")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
  });
});

test.describe("unknown product", () => {
  test("shows 'Product Not Found' with a 404 and Return Home works", async ({ page }) => {
    const response = await page.goto("/products/no-such-product");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Product Not Found" })).toBeVisible();
    await page.getByRole("link", { name: "Return Home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe("bundle page", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/bundles/matcha-ritual");
  });

  test("shows prices, savings, benefits, included products and controls", async ({ page }) => {
    await expect(page).toHaveTitle(/The Matcha Ritual/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      /complete three-step matcha routine/,
    );
    await expect(page.getByRole("heading", { level: 1, name: "The Matcha Ritual" })).toBeVisible();
    await expect(page.getByText("Limited Time")).toBeVisible();
    await expect(page.getByText("No reviews yet")).toBeVisible();
    await expect(page.getByText("Bundle price: AED 239.00")).toBeVisible();
    await expect(page.getByText("Original price: AED 282.00")).toBeVisible();
    await expect(page.locator("s", { hasText: "AED 282.00" })).toBeVisible();
    await expect(page.getByText("Save AED 43.00 (15%)")).toBeVisible();
    await expect(page.getByRole("region", { name: "Why You'll Love It" }).getByRole("listitem")).toHaveCount(4);

    const included = page.getByRole("region", { name: "What's Included" });
    await expect(included.getByRole("listitem")).toHaveCount(3);
    for (const [name, size, price, href] of [
      ["Matcha Clay Mask", "100ml", "AED 99.00", "/products/matcha-clay-mask"],
      ["Collagen Essence", "50ml", "AED 94.00", "/products/collagen-essence"],
      ["Matcha Pure Cleanser", "100ml", "AED 89.00", "/products/matcha-pure-cleanser"],
    ] as const) {
      const link = included.getByRole("link", { name: new RegExp(name) });
      await expect(link).toHaveAttribute("href", href);
      await expect(link).toContainText(size);
      await expect(link).toContainText(price);
    }

    await expect(page.getByRole("button", { name: "Add to Cart" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Share" })).toBeVisible();
    await expect(counter(page)).toHaveText("1 / 2");
    await page.getByRole("button", { name: "Next image" }).click();
    await expect(counter(page)).toHaveText("2 / 2");
    await page.getByRole("button", { name: "Increase quantity" }).click();
    await expect(page.getByRole("status", { name: "Quantity" })).toHaveText("2");
    // Two bundles are AED 478: fine for cash on delivery. A third would make AED 717, and the stepper says so first.
    await expect(page.getByTestId("cod-limit-notice")).toHaveCount(0);
    await page.getByRole("button", { name: "Increase quantity" }).click();
    await expect(page.getByTestId("cod-limit-notice")).toHaveText(
      "Cash on delivery is for orders under AED 500: with 3 of these, your order would come to AED 717.00. Choose fewer to place it.",
    );
  });

  test("JSON-LD carries the bundle offer", async ({ page }) => {
    const product = (await readJsonLd(page)).find((node) => node["@type"] === "Product");
    expect(product).toMatchObject({
      name: "The Matcha Ritual",
      offers: { priceCurrency: "AED", price: "239.00", availability: "https://schema.org/InStock" },
    });
    expect(product).not.toHaveProperty("aggregateRating");
  });
});

test.describe("accessibility", () => {
  for (const path of [PRODUCT, "/bundles/matcha-ritual"]) {
    test(`${path} has no WCAG A/AA violations, also with the zoom dialog open`, async ({ page }) => {
      await page.goto(path);
      const scan = () => new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
      expect((await scan()).violations).toEqual([]);
      await page.getByRole("button", { name: "View full size" }).click();
      await expect(page.getByRole("dialog")).toBeVisible();
      expect((await scan()).violations).toEqual([]);
    });
  }
});
