import { expect, test } from "@playwright/test";

// Sections below the first screen are laid out only when they come near it (content-visibility, the
// render-when-near utility). A shopper must not notice: links to them land on them, and the keyboard reaches them.
test.use({ viewport: { width: 390, height: 844 } });

test("a link to a section far down the home page lands on that section's heading", async ({ page }) => {
  await page.goto("/#faq");
  const heading = page.locator("#faq-heading");
  await expect(heading).toBeInViewport();
  // It stays there once the sections above it have been laid out at their real height.
  await page.waitForTimeout(500);
  await expect(heading).toBeInViewport();
});

test("keyboard focus reaches a footer link and brings it into view", async ({ page }) => {
  await page.goto("/");
  const footerLinks = page.getByRole("contentinfo").getByRole("link");
  await expect(footerLinks.first()).toBeAttached();
  // Shift+Tab with nothing focused starts from the end of the page, where the footer's links are; the page stays
  // scrolled to the top, so the footer has not been laid out yet.
  await expect(page.getByRole("heading", { level: 1 })).toBeInViewport();
  for (let step = 0; step < 3; step += 1) await page.keyboard.press("Shift+Tab");
  const focused = page.locator(":focus");
  await expect(focused).toBeInViewport();
  await expect(page.getByRole("contentinfo").locator(":focus")).toHaveCount(1);
});
