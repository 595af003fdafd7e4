import { expect, test, type Page } from "@playwright/test";

import { brand } from "@/content/brand";
import { cartMessages } from "@/content/messages/cart";
import { indexableRoutes } from "@/lib/seo/site-routes";

/**
 * Every Arabic page speaks Arabic (issue 24, point 4): the visible text of each /ar route may hold no run of three or
 * more Latin letters except the tokens below, each of which is Latin on purpose.
 */
const allowedTokens: RegExp[] = [
  // The brand's and the company's registered names are written the same in every language (longest first).
  new RegExp(brand.legalName, "g"),
  new RegExp(brand.name, "g"),
  // E-mail addresses (the shop's contact address) are typed as they are.
  /[\w.+-]+@[\w-]+(\.[\w-]+)+/g,
  // ISO currency codes, as the currency selector and converted prices name them.
  /\b(AED|SAR|KWD|QAR|BHD|OMR|USD|EUR|GBP|JPY|KRW)\b/g,
];

/** The Latin runs a page shows beyond the allowed tokens, each with a little context to find it. */
async function latinRuns(page: Page): Promise<string[]> {
  // innerText is what the shopper sees: hidden elements, scripts and styles are left out by the browser. Text marked as
  // another language (lang="en": the language switch names English in English) is that language on purpose.
  let text = await page.evaluate(() => {
    // Shoppers' own words (a review's title and text, marked data-shopper-text) are in whatever language they wrote.
    const foreign = [...document.body.querySelectorAll<HTMLElement>("[lang]:not([lang|='ar']), [data-shopper-text]")]
      .map((element) => element.innerText.trim())
      .filter(Boolean);
    return foreign.reduce((visible, marked) => visible.replace(marked, " "), document.body.innerText);
  });
  for (const token of allowedTokens) text = text.replace(token, " ");
  return [...text.matchAll(/[A-Za-z]{3,}/g)].map((match) =>
    text.slice(Math.max(0, match.index - 20), match.index + match[0].length + 20).replace(/\s+/g, " "),
  );
}

/** Opens the page and waits until it is hydrated and its Arabic texts are in (the cart provider asks for the cart after hydration). */
async function openArabic(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBeLessThan(400);
  await page.waitForLoadState("networkidle");
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
}

const publicRoutes = [
  ...indexableRoutes,
  "/checkout",
  "/checkout/delivery",
  "/account/sign-in",
  "/account/sign-up",
].map((route) => (route === "/" ? "/ar" : `/ar${route}`));

for (const route of publicRoutes) {
  test(`${route} shows no Latin words beyond the allowed tokens`, async ({ page }) => {
    await openArabic(page, route);
    expect(await latinRuns(page)).toEqual([]);
  });
}

test("the Arabic cart, checkout and delivery pages with items show no Latin words beyond the allowed tokens", async ({
  page,
}) => {
  await openArabic(page, "/ar/products/matcha-clay-mask");
  await page.getByRole("button", { name: cartMessages.ar.addButton.label }).click();
  await expect(page.getByTestId("cart-count")).toHaveText("1");
  for (const route of ["/ar/cart", "/ar/checkout", "/ar/checkout/delivery"]) {
    await openArabic(page, route);
    expect(await latinRuns(page), route).toEqual([]);
  }
});
