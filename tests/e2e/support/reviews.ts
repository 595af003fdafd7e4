import { expect, type Page } from "@playwright/test";

export const defaultReviewText =
  "Gentle, never tight, and my skin looks brighter after two weeks of using it every single evening.";

/**
 * Step 1 of the 'Write a Review' form on /reviews: the order number (typed, as the field upper-cases it) and e-mail.
 */
export async function findOrderToReview(page: Page, entries: { orderNumber: string; email: string }) {
  const form = page.locator("#write-review");
  await form.getByLabel("Order number").fill("");
  await form.getByLabel("Order number").pressSequentially(entries.orderNumber);
  await form.getByLabel("Email address").fill(entries.email);
  await form.getByRole("button", { name: "Find my order" }).click();
}

/** Step 2, once the order is found: a five-star, recommended review of `product` (the cleanser unless told). */
export async function fillInReview(page: Page, entries: { title?: string; text?: string; product?: string } = {}) {
  const form = page.locator("#write-review");
  await expect(form.getByLabel("Product purchased")).toBeVisible();
  await form.getByLabel("Your name").fill("Layla Test");
  await form.getByLabel("Product purchased").selectOption({ label: entries.product ?? "Matcha Pure Cleanser" });
  await form.getByRole("radio", { name: "5 stars" }).check({ force: true });
  await form.getByLabel("Review title").fill(entries.title ?? "Gentle and bright");
  await form.getByLabel("Your review").fill(entries.text ?? defaultReviewText);
  await form.getByRole("radio", { name: "Yes" }).check();
}

/** Both steps, and Submit Review. */
export async function writeReview(
  page: Page,
  entries: { orderNumber: string; email: string; title?: string; text?: string; product?: string },
) {
  await findOrderToReview(page, entries);
  await fillInReview(page, entries);
  await page.locator("#write-review").getByRole("button", { name: "Submit Review" }).click();
}
