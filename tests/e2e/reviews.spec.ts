import { expect, test, type Page } from "@playwright/test";

import { defaultReviewText as reviewText, fillInReview, findOrderToReview } from "./support/reviews";
import {
  addOneCleanser,
  mask,
  openHydrated,
  placeCashOnDeliveryOrder,
  ritual,
  seriousViolations,
  uniqueEmail,
} from "./support/shop";

const toast = (page: Page, text: string) =>
  page.getByRole("region", { name: /^Notifications/ }).getByText(text, { exact: true });
const reviewForm = (page: Page) => page.locator("#write-review");

test("every review rule shows its message under its field, on both steps", async ({ page }) => {
  const email = uniqueEmail("review-rules", test.info().workerIndex);
  const orderNumber = await placeCashOnDeliveryOrder(page, email, addOneCleanser);
  await openHydrated(page, "/reviews");
  const form = reviewForm(page);
  await form.getByRole("button", { name: "Find my order" }).click();
  for (const message of ["Please enter your order number", "Email is required"])
    await expect(form.getByText(message)).toBeVisible();
  await expect(form.getByLabel("Order number")).toBeFocused();

  await findOrderToReview(page, { orderNumber, email });
  await expect(form.getByRole("status")).toHaveText(`Order ${orderNumber}: choose the product you are reviewing.`);
  await form.getByLabel("Your review").fill("Too short to be useful.");
  await expect(form.getByText("23/500")).toBeVisible();
  await form.getByRole("button", { name: "Submit Review" }).click();
  for (const message of [
    "Name is required",
    "Please select a rating",
    "Review title is required",
    "Review must be at least 50 characters",
  ]) {
    await expect(form.getByText(message)).toBeVisible();
  }
  await expect(form.getByLabel("Your name")).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);
});

test("the form offers what the order contained, the bundle included, and takes one review per line", async ({
  page,
  browser,
}) => {
  const email = uniqueEmail("review", test.info().workerIndex);
  // Two clay masks (one line) and the ritual bundle.
  const orderNumber = await placeCashOnDeliveryOrder(page, email);

  await openHydrated(page, "/reviews");
  const form = reviewForm(page);
  // The real order number with another e-mail reads like an unknown number.
  await findOrderToReview(page, { orderNumber, email: "someone.else@example.com" });
  await expect(form.getByText("Order number format is incorrect or order not found")).toBeVisible();
  await expect(form.getByLabel("Order number")).toHaveValue(orderNumber);
  await expect(form.getByLabel("Product purchased")).toHaveCount(0);

  // Typed without '#' and in upper case, as the field writes it.
  await findOrderToReview(page, { orderNumber: orderNumber.replace("#", ""), email: email.toUpperCase() });
  await expect(form.getByLabel("Product purchased").getByRole("option")).toHaveText(["Select a product", mask, ritual]);
  await fillInReview(page, { product: ritual });
  await page.route(
    (url) => url.pathname === "/reviews",
    async (route) => {
      if (route.request().method() === "POST") await new Promise((resolve) => setTimeout(resolve, 2000));
      await route.continue();
    },
  );
  await form.getByRole("button", { name: "Submit Review" }).click();
  await expect(form.getByRole("button", { name: "Submitting..." })).toBeDisabled();
  await expect(toast(page, "Review Submitted Successfully!")).toBeVisible();
  await expect(
    toast(page, "Thank you for your feedback. Your review will be published after verification."),
  ).toBeVisible();
  await expect(form.getByLabel("Order number")).toHaveValue("");
  // Pending: nothing is published before moderation.
  await expect(page.getByText(reviewText)).toBeHidden();

  // Both steps work without JavaScript, and the same line cannot be reviewed twice.
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const plain = await noScript.newPage();
  await plain.goto("/reviews");
  await findOrderToReview(plain, { orderNumber, email });
  await fillInReview(plain, { product: ritual, title: "Again" });
  await reviewForm(plain).getByRole("button", { name: "Submit Review" }).click();
  await expect(reviewForm(plain).getByRole("alert")).toHaveText(
    "You have already reviewed this product for this order. Thank you!",
  );
  await expect(reviewForm(plain).getByLabel("Review title")).toHaveValue("Again");
  // The way back to step 1 keeps the order number.
  await reviewForm(plain).getByRole("button", { name: "Use another order" }).click();
  await expect(reviewForm(plain).getByLabel("Order number")).toHaveValue(orderNumber);
  await noScript.close();
});

test("the Arabic form finds the order and names its lines in Arabic", async ({ page }) => {
  const email = uniqueEmail("review-ar", test.info().workerIndex);
  const orderNumber = await placeCashOnDeliveryOrder(page, email, addOneCleanser);
  await openHydrated(page, "/ar/reviews");
  const form = reviewForm(page);
  await form.getByLabel("رقم الطلب").fill(orderNumber);
  await form.getByLabel("البريد الإلكتروني").fill(email);
  await form.getByRole("button", { name: "ابحث عن طلبي" }).click();
  await expect(form.getByLabel("المنتج الذي اشتريته").getByRole("option")).toHaveText([
    "اختر منتجًا",
    "غسول الماتشا النقي",
  ]);
  await expect(form.getByLabel("المنتج الذي اشتريته")).toHaveValue(/^\d+$/);
});
