import { expect, test, type Page } from "@playwright/test";

import { estimateDelivery } from "../../content/shop-promises";
import { formatShopDate } from "../../lib/orders/delivery-estimate";
import { indexableRoutes } from "../../lib/seo/site-routes";
import { addOneCleanser, placeCashOnDeliveryOrder, uniqueEmail } from "./support/shop";

/**
 * The local shop takes cash on delivery in the UAE only, and its delivery form offers the seven emirates: no page,
 * in either language, may offer a card payment or a delivery to another GCC country (content/shop-promises.ts).
 */
const cardPayment = /\b(cards?|visa|master ?card|credit|debit|apple pay)\b|بطاق|ائتمان|فيزا|ماستركارد/i;
// Arabic names may carry a clinging "و" (and) or "ب"/"ل" before them; a letter after them makes another word (قطرات,
// drops).
const gccCountry =
  /\b(saudi|ksa|kuwait|qatar|bahrain|oman|riyadh|jeddah|doha|manama|muscat)\b|(?<![\u0600-\u06FF])[وبل]?(السعودية|الكويت|قطر|البحرين|عُمان|عمان|الرياض|جدة|الدوحة|المنامة|مسقط)(?![\u0600-\u06FF])/i;

/**
 * Everything the page says: its text (closed FAQ answers too, through the FAQPage JSON-LD), title and description.
 * A testimonial's home town says who wrote it, not where the shop delivers, so its caption is left out.
 */
async function pageText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const body = document.body.cloneNode(true) as HTMLElement;
    for (const element of body.querySelectorAll(
      "script:not([type='application/ld+json']), style, template, figure figcaption",
    ))
      element.remove();
    const jsonLd = [...document.querySelectorAll("script[type='application/ld+json']")]
      .map((script) => script.textContent ?? "")
      .join("\n");
    const description = document.querySelector("meta[name='description']")?.getAttribute("content") ?? "";
    return [document.title, description, body.textContent ?? "", jsonLd].join("\n");
  });
}

function unkeptPromises(text: string): string[] {
  const found: string[] = [];
  for (const pattern of [cardPayment, gccCountry]) {
    const match = pattern.exec(text);
    if (match)
      found.push(
        `"${match[0]}" in …${text.slice(Math.max(0, match.index - 80), match.index + 80).replace(/\s+/g, " ")}…`,
      );
  }
  return found;
}

const routes = [...indexableRoutes, "/cart", "/checkout"].flatMap((path) => [
  path,
  path === "/" ? "/ar" : `/ar${path}`,
]);

test.describe("no page promises what the local provider cannot keep", () => {
  test("every public page in both languages: no card payment, no GCC country outside the UAE", async ({ page }) => {
    test.setTimeout(180_000);
    const problems: string[] = [];
    for (const path of routes) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      problems.push(...unkeptPromises(await pageText(page)).map((problem) => `${path}: ${problem}`));
    }
    expect(problems).toEqual([]);
  });

  test("checkout, the delivery form and the confirmation, in both languages, with the next-day promise on the confirmation", async ({
    page,
  }, testInfo) => {
    await addOneCleanser(page);
    const problems: string[] = [];
    for (const path of ["/checkout", "/ar/checkout", "/checkout/delivery", "/ar/checkout/delivery"]) {
      await page.goto(path);
      await expect(page.getByRole("main")).toContainText(/AED|درهم/);
      problems.push(...unkeptPromises(await pageText(page)).map((problem) => `${path}: ${problem}`));
    }
    await page.goto("/checkout");
    await expect(page.getByRole("main")).toContainText("you pay in cash when it arrives");

    const orderedAt = new Date();
    await placeCashOnDeliveryOrder(page, uniqueEmail("promise", testInfo.workerIndex), async () => {});
    problems.push(...unkeptPromises(await pageText(page)).map((problem) => `confirmation: ${problem}`));
    // The confirmation promises the shipping page's day (next day, 2:00 PM GST cut-off, weekend rule), not "3 days".
    const promised = formatShopDate(estimateDelivery(orderedAt).deliveredOn, "en");
    await expect(page.locator("dl > div", { hasText: "Estimated delivery" })).toContainText(promised);
    expect(problems).toEqual([]);
  });
});

test("the shipping page, FAQ and terms state one delivery promise and no GCC delivery", async ({ page }) => {
  await page.goto("/shipping");
  const main = page.getByRole("main");
  await expect(main).toContainText(
    "Orders placed before 2:00 PM GST are processed the same day and delivered the next day.",
  );
  await expect(main).toContainText("Weekend orders are processed on Sunday.");
  await expect(main).not.toContainText(/3 days|business days/);
  await expect(main).not.toContainText(/processed on sunday|aed 120/);
  await page.goto("/faq");
  await page.locator("summary", { hasText: "Do you ship to other GCC countries?" }).click();
  await expect(page.getByText("Not at the moment: we deliver to all seven emirates of the UAE only.")).toBeVisible();
  await page.goto("/terms");
  await expect(page.getByRole("main")).toContainText("We deliver within the UAE only.");
});
