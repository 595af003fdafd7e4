import { expect, test, type Page } from "@playwright/test";

import { createConfirmedAccount, newTestAccount, signInThroughApi } from "./support/accounts";
import { desktopViewport, docsScreenshot, phoneViewport } from "./support/docs-screenshot";

const PRODUCT = "/products/matcha-clay-mask";
const heart = (page: Page) => page.getByRole("button", { name: "Add to wishlist" });

test("a guest's wishlist survives sign-in and a second device, the export lists it, and removing it works", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  // A guest hearts the mask: it is kept in this browser only. The heart asks whose list it shows once hydrated.
  const asked = page.waitForResponse((answer) => answer.request().method() === "POST");
  await page.goto(PRODUCT);
  await asked;
  await expect(heart(page)).toHaveAttribute("aria-pressed", "false");
  await heart(page).click();
  await expect(heart(page)).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByText("Added to Wishlist")).toBeVisible();
  await page.reload();
  await expect(heart(page)).toHaveAttribute("aria-pressed", "true");

  // Signing in and landing on the account takes the guest's list into the account and clears the browser's copy.
  const account = newTestAccount("wishlist", test.info().workerIndex);
  await createConfirmedAccount(page.request, baseURL!, account);
  expect((await signInThroughApi(page, baseURL!, account)).ok()).toBe(true);
  await page.goto("/account");
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem("wishlist"))).toBeNull();
  await page.getByRole("link", { name: "View your wishlist" }).click();
  await expect(page).toHaveURL(/\/account\/wishlist$/);
  await expect(page.getByRole("heading", { level: 1, name: "Your wishlist" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Matcha Clay Mask" })).toHaveAttribute("href", PRODUCT);
  await expect(page.getByRole("button", { name: "Add to Cart" })).toBeVisible();
  await docsScreenshot(page, "wishlist-en-phone", phoneViewport);
  await docsScreenshot(page, "wishlist-en-desktop", desktopViewport);

  // The data export lists it.
  const exported = (await (await page.request.get("/api/account/export")).json()) as {
    wishlist: Array<{ product: string }>;
  };
  expect(exported.wishlist.map((item) => item.product)).toEqual(["matcha-clay-mask"]);

  // A second device, signed in as the same shopper, in Arabic: the list is there, and the heart shows it saved.
  const other = await browser.newContext();
  const second = await other.newPage();
  expect((await signInThroughApi(second, baseURL!, account)).ok()).toBe(true);
  await second.goto(`/ar${PRODUCT}`);
  await expect(second.getByRole("button", { name: "أضف إلى قائمة الأمنيات" })).toHaveAttribute("aria-pressed", "true");
  await second.goto("/ar/account/wishlist");
  await expect(second.getByRole("heading", { level: 1, name: "قائمة أمنياتك" })).toBeVisible();
  await expect(second.getByRole("link", { name: "قناع الطين بالماتشا" })).toBeVisible();
  await docsScreenshot(second, "wishlist-ar-phone", phoneViewport);

  // Removing it there empties the list on both devices.
  await second.getByRole("button", { name: "حذف قناع الطين بالماتشا من قائمة أمنياتك" }).click();
  await expect(second.getByText("لم تحفظ أي منتج بعد.", { exact: false })).toBeVisible();
  await expect(second.getByRole("link", { name: "تسوّق المجموعة" })).toHaveAttribute("href", "/ar/collection");
  await page.reload();
  await expect(page.getByText("Nothing saved yet.", { exact: false })).toBeVisible();
  await page.goto(PRODUCT);
  await expect(heart(page)).toHaveAttribute("aria-pressed", "false");
  await other.close();
});

test("a heart on the collection's card saves the product, and its page shows it saved", async ({ page }) => {
  const asked = page.waitForResponse((answer) => answer.request().method() === "POST");
  await page.goto("/collection");
  await asked;
  const card = page.getByRole("button", { name: "Add Matcha Clay Mask to wishlist" });
  await expect(card).toHaveAttribute("aria-pressed", "false");
  await card.click();
  await expect(card).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("region", { name: /^Notifications/ }).getByText("Added to Wishlist")).toBeVisible();
  await page.goto(PRODUCT);
  await expect(heart(page)).toHaveAttribute("aria-pressed", "true");
});
