import { expect, test, type Page } from "@playwright/test";

import { brand } from "@/content/brand";
import { accountMessages } from "@/content/messages/account";
import { accountScreens } from "@/content/messages/account-screens";
import { cartMessages } from "@/content/messages/cart";
import { commerceMessages } from "@/content/messages/commerce";
import { productMessages } from "@/content/messages/product";
import { trackOrderMessages } from "@/content/messages/track-order";
import { indexableRoutes } from "@/lib/seo/site-routes";
import { createConfirmedAccount, newTestAccount, originHeaders, signInThroughApi } from "./support/accounts";
import { addOneCleanser, placeCashOnDeliveryOrder, waitForHydration } from "./support/shop";

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
  // The file format of the account's data download, named as its file is (.json).
  /\bJSON\b/g,
  // Tax document numbers (lib/invoices/numbering.ts): one sequence whatever the language the document is read in.
  /\b(INV|CN)-\d+\b/g,
  // ISO currency codes, as the currency selector and converted prices name them.
  /\b(AED|SAR|KWD|QAR|BHD|OMR|USD|EUR|GBP|JPY|KRW)\b/g,
];

/**
 * The Latin runs a page shows beyond the allowed tokens (and `typed`: words the shopper typed, such as their
 * address, which are theirs), each with a little context to find it.
 */
async function latinRuns(page: Page, typed: string[] = []): Promise<string[]> {
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
  for (const words of typed) text = text.replaceAll(words, " ");
  return [...text.matchAll(/[A-Za-z]{3,}/g)].map((match) =>
    text.slice(Math.max(0, match.index - 20), match.index + match[0].length + 20).replace(/\s+/g, " "),
  );
}

/**
 * Opens the page and waits until it is hydrated and its Arabic texts are in (the cart provider asks for the cart after
 * hydration).
 */
async function openArabic(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBeLessThan(400);
  await page.waitForLoadState("networkidle");
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
}

const publicRoutes = [
  ...indexableRoutes,
  "/checkout",
  "/checkout/delivery",
  "/account/sign-in",
  "/account/sign-up",
  "/account/reset-password",
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

// What the delivery form of tests/e2e/support/shop.ts types in: the shopper's own words, in Latin letters.
const typedAtDelivery = ["Layla Test", "Villa 12, Al Wasl Road", "Jumeirah"];

test("a signed-in shopper's Arabic account and order pages show no Latin words, order status included", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const account = newTestAccount("arabic-account", test.info().workerIndex);
  const orderNumber = await placeCashOnDeliveryOrder(page, account.email, addOneCleanser);
  await createConfirmedAccount(page.request, baseURL!, account);
  expect((await signInThroughApi(page, baseURL!, account)).ok()).toBe(true);

  await openArabic(page, "/ar/account");
  const orders = page.getByRole("listitem").filter({ hasText: orderNumber });
  const status = await orders.getByRole("definition").first().innerText();
  expect(Object.values(trackOrderMessages.ar.result.statusNames), "the order's status").toContain(status.trim());
  expect(await latinRuns(page, [account.firstName, account.lastName]), "/ar/account").toEqual([]);

  await openArabic(page, `/ar/account/orders/${orderNumber.replace(/^#/, "")}`);
  expect(await latinRuns(page, [...typedAtDelivery, account.firstName, account.lastName]), "the order").toEqual([]);
});

test("a signed-in shopper's Arabic wishlist, empty and with a product, shows no Latin words", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const account = newTestAccount("arabic-wishlist", test.info().workerIndex);
  await createConfirmedAccount(page.request, baseURL!, account);
  expect((await signInThroughApi(page, baseURL!, account)).ok()).toBe(true);
  await openArabic(page, "/ar/account/wishlist");
  expect(await latinRuns(page), "the empty wishlist").toEqual([]);

  await openArabic(page, "/ar/products/matcha-clay-mask");
  const heart = page.getByRole("button", { name: productMessages.ar.wishlist.add });
  await heart.click();
  await expect(heart).toHaveAttribute("aria-pressed", "true");
  await expect.poll(async () => (await page.request.get("/api/account/export")).text()).toContain("matcha-clay-mask");
  await openArabic(page, "/ar/account/wishlist");
  await expect(page.getByRole("link", { name: "قناع الطين بالماتشا" })).toBeVisible();
  expect(await latinRuns(page), "the wishlist").toEqual([]);
});

test("a throttled sign-in is refused in Arabic", async ({ page, baseURL }) => {
  // A few wrong passwords for an address are free; then its sign-in locks for a minute (lib/auth/sign-in-lockout.ts).
  const email = newTestAccount("arabic-throttle", test.info().workerIndex).email;
  const statuses: number[] = [];
  while (statuses.at(-1) !== 429 && statuses.length < 12) {
    const answer = await page.request.post("/api/auth/sign-in/email", {
      headers: originHeaders(baseURL!),
      data: { email, password: `not the password ${statuses.length}` },
    });
    statuses.push(answer.status());
  }
  expect(statuses.at(-1), statuses.join(" ")).toBe(429);
  await openArabic(page, "/ar/account/sign-in");
  const form = page.getByRole("main").locator("form");
  await waitForHydration(form);
  await form.getByLabel(accountMessages.ar.fields.identifier.label).fill(email);
  await form.getByLabel(accountMessages.ar.fields.password.label).fill("not the password 7");
  await form.getByRole("button", { name: accountScreens.ar.signIn.submit }).click();
  await expect(form.getByRole("alert")).toHaveText(accountMessages.ar.errors.throttled(1));
  expect(await latinRuns(page)).toEqual([]);
});

test("the notice that the shop cannot be reached is in Arabic", async ({ page }) => {
  await page.route("**/api/health", (route) =>
    route.fulfill({ status: 503, json: { database: "ok", commerce: "error", provider: "the shop" } }),
  );
  await openArabic(page, "/ar/collection");
  const { title, description, unnamedProvider } = commerceMessages.ar.healthConnectionFailed;
  // The check runs 2 s after load and then fetches the Arabic words: slow on a loaded machine.
  await expect(page.getByText(title)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(description(unnamedProvider))).toBeVisible();
  expect(await latinRuns(page)).toEqual([]);
});
