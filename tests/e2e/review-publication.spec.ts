import { expect, test, type Page } from "@playwright/test";

import { productIn } from "@/content/localized";
import { productMessages } from "@/content/messages/product";
import { reviewMessages } from "@/content/messages/en/reviews";
import { signInAsAdmin } from "./support/admin-session";
import { addOneCleanser, openHydrated, placeCashOnDeliveryOrder, uniqueEmail } from "./support/shop";
import { writeReview } from "./support/reviews";

// The whole life of a review: a shopper reviews a real order, it waits for moderation, an admin approves it in the
// back office, and then /reviews, the product page and the product's JSON-LD rating all include it, and every page
// that shows the product's count (product page, collection, home, JSON-LD, in both languages) shows the same one.
test.describe.configure({ mode: "default" });

const cleanserPath = "/products/matcha-pure-cleanser";

async function jsonLdReviewCount(page: Page): Promise<number> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  for (const block of blocks) {
    const data = JSON.parse(block) as { "@type"?: string; aggregateRating?: { reviewCount?: number | string } };
    if (data["@type"] === "Product" && data.aggregateRating) return Number(data.aggregateRating.reviewCount);
  }
  throw new Error("no Product JSON-LD with an aggregateRating on the page");
}

async function jsonLdReviewTitles(page: Page): Promise<string[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const product = blocks
    .map((block) => JSON.parse(block) as { "@type"?: string; review?: { name: string }[] })
    .find((data) => data["@type"] === "Product");
  return (product?.review ?? []).map((review) => review.name);
}

test("an approved review shows on /reviews and the product page and counts in the JSON-LD rating", async ({
  page,
  baseURL,
}) => {
  // An order, a review, an admin sign-in and ten page visits: more than the default minute on a busy machine.
  test.setTimeout(180_000);
  const email = uniqueEmail("published", test.info().workerIndex);
  const orderNumber = await placeCashOnDeliveryOrder(page, email, addOneCleanser);
  const title = `Calm and bright ${Date.now()}`;
  const text = `My skin felt calm from the first week, and the matcha scent is lovely every evening. (${title})`;

  await openHydrated(page, "/reviews");
  await writeReview(page, { orderNumber, email, title, text });
  await expect(
    page.getByRole("region", { name: /^Notifications/ }).getByText("Review Submitted Successfully!", { exact: true }),
  ).toBeVisible();
  await page.reload();
  await expect(page.getByText(text)).toHaveCount(0);

  await signInAsAdmin(page, baseURL!);
  await page.goto("/admin/reviews");
  await page.getByRole("article", { name: title }).getByRole("button", { name: "Approve" }).click();
  await expect(page.getByRole("article", { name: title })).toHaveCount(0);

  // Published pages are prerendered; approval expires their cache tags, so the next visits render them afresh.
  await expect
    .poll(async () => (await page.goto("/reviews"), await page.getByText(text).count()), { timeout: 20_000 })
    .toBeGreaterThan(0);
  await expect
    .poll(async () => (await page.goto(cleanserPath), await page.getByText(text).count()), { timeout: 20_000 })
    .toBeGreaterThan(0);
  // The rating counts exactly the approved reviews the fresh page lists, the new one included, the older ones behind
  // "Show all" too. (A count read before approving could come from a page the build folder kept from an earlier run
  // on another database.)
  const approvedShown = await page
    .getByRole("region", { name: reviewMessages.approved.productTitle })
    .getByRole("article", { includeHidden: true })
    .count();
  expect(approvedShown).toBeGreaterThan(0);
  const count = approvedShown;
  expect(await jsonLdReviewCount(page)).toBe(count);
  // Each listed review is one Review in the JSON-LD, the new one among them.
  expect(await jsonLdReviewTitles(page)).toContain(title);

  // One reading (the approved reviews) under one tag: the approval refreshed every page showing it.
  for (const locale of ["en", "ar"] as const) {
    const prefix = locale === "ar" ? "/ar" : "";
    const shown = productMessages[locale].reviewCount(count);
    const name = productIn("matcha-pure-cleanser", locale)!.name;
    const card = (target: Page) =>
      target.getByRole("article").filter({ has: target.getByRole("heading", { name, exact: true }) });
    await page.goto(`${prefix}${cleanserPath}`);
    expect(await jsonLdReviewCount(page), `${locale} JSON-LD`).toBe(count);
    await expect(
      page.getByRole("main").getByText(shown, { exact: true }).first(),
      `${locale} product page`,
    ).toBeVisible();
    for (const path of [`${prefix}/collection`, prefix || "/"]) {
      await page.goto(path);
      await expect(card(page).getByText(shown, { exact: true }), `${locale} ${path}`).toBeVisible();
    }
  }
  // The Arabic reviews page names the product in Arabic, not by the English name the order line stored.
  const arabicName = productIn("matcha-pure-cleanser", "ar")!.name;
  await expect
    .poll(
      async () => (
        await page.goto("/ar/reviews"),
        await page.getByRole("article").filter({ hasText: text }).filter({ hasText: arabicName }).count()
      ),
      { timeout: 20_000 },
    )
    .toBeGreaterThan(0);
  // Add to Cart renders the product page again in the action's answer: it reads the same figures, not newer ones.
  await openHydrated(page, cleanserPath);
  await page.getByRole("button", { name: "Add to Cart" }).click();
  await expect(page.getByText("1 x Matcha Pure Cleanser added to your cart.")).toBeVisible();
  await expect(
    page.getByRole("main").getByText(productMessages.en.reviewCount(count), { exact: true }).first(),
  ).toBeVisible();
  expect(await jsonLdReviewCount(page)).toBe(count);
});
