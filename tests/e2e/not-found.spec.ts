import { expect, test } from "@playwright/test";

import { notFoundCopy } from "../../content/copy/en/not-found";
import { checkoutMessages } from "../../content/messages/en/checkout";
import { productMessages } from "../../content/messages/en/product";

// The server's HTML alone must carry the message: no script runs in these pages.
test.use({ javaScriptEnabled: false });

const cases = [
  { path: "/no-such-page", heading: notFoundCopy.title, home: notFoundCopy.home },
  { path: "/no-such-page/at-all", heading: notFoundCopy.title, home: notFoundCopy.home },
  {
    path: "/products/no-such-product",
    heading: productMessages.notFound.title,
    home: productMessages.notFound.returnHome,
  },
  { path: "/bundles/no-such-bundle", heading: notFoundCopy.title, home: notFoundCopy.home },
  {
    path: "/order-confirmation?order=not-a-real-order-token",
    heading: checkoutMessages.confirmation.notFoundTitle,
    home: checkoutMessages.confirmation.backHome,
  },
  {
    path: "/order-confirmation",
    heading: checkoutMessages.confirmation.notFoundTitle,
    home: checkoutMessages.confirmation.backHome,
  },
];

for (const { path, heading, home } of cases) {
  test(`${path} answers 404 with '${heading}' and a way home, without JavaScript`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole("link", { name: home })).toHaveAttribute("href", "/");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  });
}
