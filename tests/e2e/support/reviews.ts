import type { Page } from "@playwright/test";

export const defaultReviewText = "Gentle, never tight, and my skin looks brighter after two weeks of using it every single evening.";

/** Fills and submits the 'Write a Review' form on /reviews for the cleanser, five stars, recommended. */
export async function writeReview(page: Page, entries: { orderNumber: string; email: string; title?: string; text?: string }) {
  const form = page.getByRole("region", { name: "Write a Review" });
  await form.getByLabel("Order number").fill("");
  await form.getByLabel("Order number").pressSequentially(entries.orderNumber);
  await form.getByLabel("Email address").fill(entries.email);
  await form.getByLabel("Your name").fill("Layla Test");
  await form.getByLabel("Product purchased").selectOption("Matcha Pure Cleanser");
  await form.getByRole("radio", { name: "5 stars" }).check({ force: true });
  await form.getByLabel("Review title").fill(entries.title ?? "Gentle and bright");
  await form.getByLabel("Your review").fill(entries.text ?? defaultReviewText);
  await form.getByRole("radio", { name: "Yes" }).check();
  await form.getByRole("button", { name: "Submit Review" }).click();
}
