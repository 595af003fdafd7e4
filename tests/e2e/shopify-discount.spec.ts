import type { Page } from "@playwright/test";

import { expect, test } from "./support/storefront-test";

// COMMERCE_PROVIDER=shopify against the Storefront API test server, which accepts MATCHA15-TEST (15% off the order,
// DEFAULT_DISCOUNT_CODES in tests/support/storefront-server.mjs) and reports any other code as not applicable.
test.describe.configure({ mode: "serial" });

const summary = (page: Page) => page.getByRole("region", { name: "Order Summary" });

async function cartWithTwoMasks(page: Page) {
  await page.goto("/products/matcha-clay-mask");
  await page.getByRole("button", { name: "Increase quantity" }).click();
  await page.getByRole("button", { name: "Add to Cart" }).click();
  await expect(page.getByText("2 x Matcha Clay Mask added to your cart.")).toBeVisible();
  await page.goto("/cart");
  await expect(summary(page).getByTestId("cart-total")).toHaveText("AED 198.00");
}

async function applyCode(page: Page, code: string) {
  await summary(page).getByLabel("Discount code").fill(code);
  await summary(page).getByRole("button", { name: "Apply" }).click();
}

test("a code Shopify accepts shows as a discount line, also at the secure checkout, and can be removed", async ({
  page,
}) => {
  await cartWithTwoMasks(page);
  await applyCode(page, "matcha15-test");
  await expect(summary(page).getByTestId("cart-discount")).toHaveText("−AED 29.70");
  await expect(summary(page).getByTestId("cart-total")).toHaveText("AED 168.30");

  // The code lives on Shopify's cart: the page rendered from it again still shows the discount.
  await page.goto("/checkout");
  await expect(page.getByTestId("checkout-discount")).toHaveText("−AED 29.70");
  await expect(page.getByTestId("checkout-total")).toHaveText("AED 168.30");

  await page.goto("/cart");
  await summary(page).getByRole("button", { name: "Remove" }).click();
  await expect(summary(page).getByTestId("cart-discount")).toHaveCount(0);
  await expect(summary(page).getByTestId("cart-total")).toHaveText("AED 198.00");
});

test("a code Shopify does not apply is refused with a clear message", async ({ page }) => {
  await cartWithTwoMasks(page);
  await applyCode(page, "NOT-A-SHOP-CODE");
  await expect(summary(page).getByText("This discount code can't be applied to the items in your cart.")).toBeVisible();
  await expect(summary(page).getByTestId("cart-discount")).toHaveCount(0);
  await page.reload();
  await expect(summary(page).getByTestId("cart-total")).toHaveText("AED 198.00");
});
