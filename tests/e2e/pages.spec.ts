import { expect, test } from "@playwright/test";

import { brand, claims } from "../../content/brand";
import { activeBundles } from "../../content/bundles";
import { policyText } from "../../content/copy/en/policy-text";
import { faqGroupsIn } from "../../content/localized";
import { products } from "../../content/products";
import { testimonials } from "../../content/testimonials";

const bundle = activeBundles[0]!;

test.describe("home", () => {
  test("hero, sections and footer anchors", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("link", { name: "Shop Our Collection" })).toHaveAttribute("href", "/collection");
    await expect(page.getByRole("link", { name: "Learn More about our ingredients" })).toHaveAttribute(
      "href",
      "/ingredients",
    );
    // The hero is the largest paint: it must be preloaded, not lazy-loaded.
    await expect(page.locator('link[rel="preload"][as="image"][imagesrcset*="hero.webp"]')).toHaveCount(1);

    const signature = page.getByRole("region", { name: "Our Signature Collection" });
    await expect(signature).toHaveAttribute("id", "products");
    const cards = signature.getByRole("article");
    expect(await cards.count()).toBeGreaterThan(0);
    expect(await cards.count()).toBeLessThanOrEqual(4);
    await expect(signature.getByRole("link", { name: products[0]!.name })).toHaveAttribute(
      "href",
      `/products/${products[0]!.slug}`,
    );

    await expect(page.getByRole("heading", { name: bundle.name })).toBeVisible();
    await expect(page.getByText(`Save ${Math.round(bundle.savingsPercentage)}%`).first()).toBeVisible();

    for (const id of ["products", "about", "reviews", "faq", "track"]) {
      await expect(page.locator(`#${id}`)).toHaveCount(1);
    }
    await expect(page.locator("#about").getByRole("heading", { level: 2 })).toHaveText(`Why Choose ${brand.name}`);
    await expect(page.locator("#track").getByRole("link", { name: "Track Order" })).toHaveAttribute(
      "href",
      "/track-order",
    );
    await expect(page.getByRole("heading", { name: /newsletter|community/i })).toBeVisible();

    await page.getByRole("contentinfo").getByRole("link", { name: "Customer Love" }).click();
    await expect(page).toHaveURL(/\/#reviews$/);
    await expect(page.locator("#reviews")).toBeInViewport();
  });

  test("tells search engines who the shop is", async ({ page }) => {
    await page.goto("/");
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(jsonLd.map((text) => JSON.parse(text)["@type"])).toContain("Organization");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /^https?:\/\/[^/]+\/?$/);
  });
});

test("collection: every product with its hint, issues, cart button and the real bundle saving", async ({ page }) => {
  await page.goto("/collection");
  const grid = page.getByRole("region", { name: "All products" });
  await expect(grid.getByRole("article")).toHaveCount(products.length);
  for (const product of products) {
    const card = grid.getByRole("article").filter({ has: page.getByRole("heading", { name: product.name }) });
    await expect(card.getByText("Perfect if you have")).toBeVisible();
    await expect(card.getByText(product.perfectFor)).toBeVisible();
    for (const issue of product.skinIssues) await expect(card.getByText(issue, { exact: true })).toBeVisible();
    await expect(card.getByRole("button", { name: /add to cart|coming soon/i })).toBeVisible();
    await expect(card.getByRole("link", { name: product.name })).toHaveAttribute("href", `/products/${product.slug}`);
  }
  await expect(page.getByText(`${claims.improvementPercent}%`, { exact: true })).toBeVisible();
  const completeSet = page.getByRole("link", { name: /Save 15%/ });
  await expect(completeSet).toHaveAttribute("href", "/bundles/matcha-ritual");
  await expect(page.getByText(/Save 25%/)).toHaveCount(0);
});

test("collection: the first product image, the largest paint on a phone, is fetched first and the others lazily", async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto("/collection");
  const images = page.getByRole("region", { name: "All products" }).getByRole("article").getByRole("img");
  await expect(images.first()).toHaveAttribute("fetchpriority", "high");
  await expect(images.first()).not.toHaveAttribute("loading", "lazy");
  await expect(
    page.locator(`link[rel="preload"][as="image"][imagesrcset*="${encodeURIComponent(products[0]!.image)}"]`),
  ).toHaveCount(1);
  for (const later of await images.all().then((all) => all.slice(1)))
    await expect(later).toHaveAttribute("loading", "lazy");
});

test("about: story, heritage, values and milestones", async ({ page }) => {
  await page.goto("/about");
  for (const name of ["Our Story", "Our Heritage", "Our Values", "Our Journey"]) {
    await expect(page.getByRole("heading", { name, level: 2 })).toBeVisible();
  }
  const timeline = page.getByRole("region", { name: "Our Journey" }).getByRole("listitem");
  await expect(timeline).toHaveCount(4);
  for (const [index, period] of ["Late 2023", "2024", "2025", "2026"].entries()) {
    await expect(timeline.nth(index)).toContainText(period);
  }
  await expect(timeline.nth(3)).toContainText("Planned");
});

test("contact: e-mail, business hours and the form slot", async ({ page }) => {
  await page.goto("/contact");
  await expect(page.getByRole("main").getByRole("link", { name: brand.contactEmail })).toHaveAttribute(
    "href",
    `mailto:${brand.contactEmail}`,
  );
  const hours = page.getByRole("region", { name: "Get in touch" });
  await expect(hours.getByRole("definition").first()).toHaveText("9:00 AM - 6:00 PM");
  await expect(hours.getByText("Sunday - Thursday")).toBeVisible();
  await expect(hours.getByText("Friday - Saturday")).toBeVisible();
  await expect(hours.getByText("Closed")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Send us a message" })).toBeVisible();
});

test("ingredients: star ingredients and key ingredients flagged per product", async ({ page }) => {
  await page.goto("/ingredients");
  await expect(page.getByRole("region", { name: "Star Ingredients" }).getByRole("heading", { level: 3 })).toHaveCount(
    6,
  );
  for (const product of products) {
    const block = page.getByRole("article", { name: product.name });
    await expect(block.getByText("Key ingredient")).toHaveCount(product.keyIngredients.length);
  }
});

test("reviews: hero, six testimonials, stats and calls to action", async ({ page }) => {
  await page.goto("/reviews");
  await expect(page.getByText("4.9/5 from 89 verified reviews")).toBeVisible();
  const cards = page.getByTestId("testimonials").getByRole("listitem");
  await expect(cards).toHaveCount(6);
  await expect(cards.getByText("Verified Purchase")).toHaveCount(6);
  const first = cards.first();
  await expect(first).toContainText(testimonials[0]!.name);
  await expect(first).toContainText(testimonials[0]!.location);
  await expect(first).toContainText(testimonials[0]!.productUsed);
  await expect(first).toContainText(testimonials[0]!.timeUsed);
  const stats = page.getByRole("region", { name: "Reviews in numbers" });
  for (const value of ["89", "98%", "4.9/5"]) await expect(stats.getByText(value, { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Write a Review" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Shop Now" })).toHaveAttribute("href", "/collection");
  await expect(page.getByRole("link", { name: "Ask a Question" })).toHaveAttribute("href", "/contact");
});

test("shipping: options, guidelines and notes from the policy", async ({ page }) => {
  await page.goto("/shipping");
  const main = page.getByRole("main");
  for (const text of [
    policyText.uaeDelivery,
    `Free over ${policyText.freeShippingThreshold}`,
    policyText.sameDayProcessing,
    policyText.weekendProcessing,
    policyText.coldChain,
  ]) {
    await expect(main.getByText(text).first()).toBeVisible();
  }
});

test("returns: cards, conditions, three steps and an accordion that opens by click", async ({ page }) => {
  await page.goto("/returns");
  await expect(page.getByText(policyText.returnsWindow).first()).toBeVisible();
  await expect(page.getByRole("region", { name: "How to return" }).getByRole("listitem")).toHaveCount(3);
  const question = page
    .locator("details")
    .filter({ has: page.locator("summary", { hasText: "What is your return policy?" }) });
  await expect(question).not.toHaveAttribute("open");
  await question.locator("summary").click();
  await expect(question).toHaveAttribute("open", "");
  await expect(question.locator("[data-slot=accordion-content]")).toBeVisible();
  await expect(question).toContainText(policyText.returnsWindow);
});

test("faq: four groups, keyboard accordions, e-mail and contact links", async ({ page }) => {
  await page.goto("/faq");
  for (const group of faqGroupsIn("en", "local"))
    await expect(page.getByRole("heading", { name: group.title, level: 2 })).toBeVisible();
  const question = page
    .locator("details")
    .filter({ has: page.locator("summary", { hasText: "How much does shipping cost?" }) });
  await question.locator("summary").focus();
  await page.keyboard.press("Enter");
  await expect(question).toHaveAttribute("open", "");
  await expect(question.locator("[data-slot=accordion-content]")).toContainText(policyText.freeShippingOver);
  await page.keyboard.press("Space");
  await expect(question).not.toHaveAttribute("open");
  await expect(page.getByRole("link", { name: `E-mail ${brand.contactEmail}` })).toHaveAttribute(
    "href",
    `mailto:${brand.contactEmail}`,
  );
  await expect(page.getByRole("main").getByRole("link", { name: "Contact us" })).toHaveAttribute("href", "/contact");
});

test("privacy and terms set title and description; terms adds robots and canonical", async ({ page }) => {
  await page.goto("/privacy");
  await expect(page).toHaveTitle(`Privacy Policy | ${brand.name}`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /personal data/);
  await page.goto("/terms");
  await expect(page).toHaveTitle(`Terms of Service | ${brand.name}`);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "index, follow");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/terms$/);
});

test("mobile drawer opens from the menu button, closes on Escape and returns focus", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  const menuButton = page.getByRole("button", { name: "Open menu" });
  await menuButton.click();
  const drawer = page.getByRole("dialog", { name: "Menu" });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole("link", { name: "Track Order" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();
  await expect(menuButton).toBeFocused();
});

test("unknown paths answer 404 with a way home", async ({ page }) => {
  const response = await page.goto("/no-such-page/at-all");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
  await page.getByRole("link", { name: "Return Home" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("robots.txt and sitemap.xml", async ({ request }) => {
  const robots = await (await request.get("/robots.txt")).text();
  for (const path of ["/admin", "/api", "/cart", "/checkout"]) expect(robots).toContain(`Disallow: ${path}`);
  expect(robots).toMatch(/Sitemap: .+\/sitemap\.xml/);

  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const path of [
    "/collection",
    "/about",
    "/faq",
    "/terms",
    ...products.map((product) => `/products/${product.slug}`),
    `/bundles/${bundle.slug}`,
  ]) {
    expect(sitemap).toContain(`${path}</loc>`);
  }
  expect(sitemap).not.toContain("/cart</loc>");
  expect(sitemap).not.toContain("/checkout</loc>");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("every FAQ answer is in the page and opens by click", async ({ page }) => {
    await page.goto("/faq");
    const panels = (await page.locator("[data-slot=accordion-content]").allTextContents()).join("\n");
    for (const entry of faqGroupsIn("en", "local").flatMap((group) => group.entries))
      expect(panels).toContain(entry.answer);
    const question = page
      .locator("details")
      .filter({ has: page.locator("summary", { hasText: faqGroupsIn("en", "local")[0]!.entries[0]!.question }) });
    await question.locator("summary").click();
    await expect(question.locator("[data-slot=accordion-content]")).toBeVisible();
  });

  test("every product-page panel is in the page, the description open", async ({ page }) => {
    const product = products[0]!;
    await page.goto(`/products/${product.slug}`);
    const panels = page.locator("details[data-slot=accordion-item]");
    await expect(panels).toHaveCount(5);
    await expect(panels.first()).toHaveAttribute("open", "");
    const text = (await panels.allTextContents()).join("\n");
    for (const expected of [
      product.usage.at(-1)!,
      product.faq.at(-1)!.answer,
      product.detailedBenefits.at(-1)!.description,
      product.ingredients,
    ])
      expect(text).toContain(expected);
  });
});
