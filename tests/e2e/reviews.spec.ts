import { expect, test, type Page } from "@playwright/test";

import { defaultReviewText as reviewText, writeReview } from "./support/reviews";
import { addOneCleanser, openHydrated, placeCashOnDeliveryOrder, seriousViolations, uniqueEmail } from "./support/shop";

const toast = (page: Page, text: string) => page.getByRole("region", { name: /^Notifications/ }).getByText(text, { exact: true });

test("every review rule shows its message under its field", async ({ page }) => {
  await openHydrated(page, "/reviews");
  const form = page.getByRole("region", { name: "Write a Review" });
  await form.getByLabel("Your review").fill("Too short to be useful.");
  await expect(form.getByText("23/500")).toBeVisible();
  await form.getByRole("button", { name: "Submit Review" }).click();
  for (const message of [
    "Please enter your order number",
    "Name is required",
    "Email is required",
    "Please select a product",
    "Please select a rating",
    "Review title is required",
    "Review must be at least 50 characters",
  ]) {
    await expect(form.getByText(message)).toBeVisible();
  }
  await expect(form.getByLabel("Order number")).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);
});

test("a review for a real cash-on-delivery order is accepted for moderation, once", async ({ page }) => {
  const email = uniqueEmail("review", test.info().workerIndex);
  const orderNumber = await placeCashOnDeliveryOrder(page, email, addOneCleanser);

  await openHydrated(page, "/reviews");
  const form = page.getByRole("region", { name: "Write a Review" });

  // The real order number with another e-mail reads like an unknown number.
  await writeReview(page, { orderNumber, email: "someone.else@example.com" });
  await expect(form.getByText("Order number format is incorrect or order not found")).toBeVisible();
  await expect(form.getByLabel("Order number")).toHaveValue(orderNumber);

  await page.route((url) => url.pathname === "/reviews", async (route) => {
    if (route.request().method() === "POST") await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  // Typed without '#' and in upper case, as the field writes it.
  await writeReview(page, { orderNumber: orderNumber.replace("#", ""), email: email.toUpperCase() });
  await expect(form.getByRole("button", { name: "Submitting..." })).toBeDisabled();
  await expect(toast(page, "Review Submitted Successfully!")).toBeVisible();
  await expect(toast(page, "Thank you for your feedback. Your review will be published after verification.")).toBeVisible();
  await expect(form.getByLabel("Order number")).toHaveValue("");
  await expect(form.getByText("0/500")).toBeVisible();
  // Pending: nothing is published before moderation.
  await expect(page.getByText(reviewText)).toBeHidden();

  await writeReview(page, { orderNumber, email });
  await expect(form.getByRole("alert")).toHaveText("You have already reviewed this product for this order. Thank you!");
});
