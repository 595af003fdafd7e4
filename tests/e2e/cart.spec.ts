import { expect, test, type Page } from "@playwright/test";

import {
  cartLink,
  fillCart,
  mask,
  ritual,
  seriousViolations,
  submitDeliveryDetails,
  uniqueEmail,
} from "./support/shop";

// Every test gets its own browser context, hence its own cart cookie: the tests can run side by side.

const quantityOf = (page: Page, name: string) =>
  page.getByRole("group", { name: `Quantity: ${name}` }).getByTestId("line-quantity");
const cartTotal = (page: Page) => page.getByTestId("cart-total");
const cartShipping = (page: Page) => page.getByTestId("cart-shipping");

test("the shopper edits the cart: quantities, totals, remove and clear", async ({ page }) => {
  await fillCart(page);
  await cartLink(page).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole("heading", { level: 1, name: "Shopping Cart" })).toBeVisible();
  await expect(quantityOf(page, mask)).toHaveText("2");
  await expect(page.getByTestId("cart-subtotal")).toHaveText("AED 437.00");
  await expect(cartShipping(page)).toHaveText("Free");
  await expect(cartTotal(page)).toHaveText("AED 437.00");
  await expect(page.getByRole("button", { name: `Decrease quantity of ${ritual}` })).toBeDisabled();
  await expect(page.getByTestId("tax-note")).toHaveText("All prices include 5% VAT");
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole("button", { name: `Increase quantity of ${mask}` }).click();
  await expect(quantityOf(page, mask)).toHaveText("3");
  await expect(cartTotal(page)).toHaveText("AED 536.00");
  await expect(cartLink(page)).toHaveAccessibleName("Cart, 4 items");

  await page.getByRole("button", { name: `Decrease quantity of ${mask}` }).click();
  await expect(quantityOf(page, mask)).toHaveText("2");
  await expect(cartTotal(page)).toHaveText("AED 437.00");

  await page.getByRole("button", { name: `Remove ${ritual} from cart` }).click();
  await expect(page.getByText("The item has been removed from your cart.")).toBeVisible();
  await expect(page.getByRole("heading", { name: ritual })).toHaveCount(0);
  // The pressed button is gone; keyboard focus lands on the page heading instead of the document body.
  await expect(page.getByRole("heading", { level: 1, name: "Shopping Cart" })).toBeFocused();
  await expect(cartTotal(page)).toHaveText("AED 198.00");

  // The change was saved, not just drawn: a reload shows the same cart.
  await page.reload();
  await expect(quantityOf(page, mask)).toHaveText("2");
  await expect(cartTotal(page)).toHaveText("AED 198.00");
  // The cart page renders the cart on the server; the header count appears once the page is hydrated.
  await expect(cartLink(page)).toHaveAccessibleName("Cart, 2 items");

  // One mask is under the free-shipping threshold: the standard fee joins the total, with how to avoid it.
  await page.getByRole("button", { name: `Decrease quantity of ${mask}` }).click();
  await expect(page.getByTestId("cart-subtotal")).toHaveText("AED 99.00");
  await expect(cartShipping(page)).toHaveText("AED 15.00");
  await expect(page.getByText("Free over AED 120")).toBeVisible();
  await expect(cartTotal(page)).toHaveText("AED 114.00");

  await page.getByRole("button", { name: "Clear Cart" }).click();
  await expect(page.getByRole("heading", { name: "Your Cart is Empty" })).toBeVisible();
  await expect(page.getByText("All items have been removed from your cart.")).toBeVisible();
  await expect(cartLink(page)).toHaveAccessibleName("Cart");
  await expect(page.getByRole("link", { name: "Shop All Products" })).toHaveAttribute("href", "/collection");
  await page.reload();
  await expect(page.getByRole("heading", { name: "Your Cart is Empty" })).toBeVisible();
});

test("the shopper checks out with cash on delivery and gets an order number", async ({ page }) => {
  await fillCart(page);

  await page.goto("/cart");
  await page.getByRole("link", { name: "Proceed to Checkout" }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole("heading", { level: 1, name: "Secure Checkout" })).toBeVisible();
  await expect(page.getByText("7-Day Returns")).toBeVisible();
  await expect(page.getByText("Free UAE Shipping over AED 120")).toBeVisible();
  await expect(page.getByText(mask)).toBeVisible();
  await expect(page.getByText("Qty 2 × AED 99.00")).toBeVisible();
  await expect(page.getByTestId("checkout-shipping")).toHaveText("Free");
  await expect(page.getByTestId("checkout-total")).toHaveText("AED 437.00");
  await expect(cartLink(page)).toHaveAccessibleName("Cart, 3 items");
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole("button", { name: "Proceed to Secure Checkout" }).click();
  await expect(page).toHaveURL(/\/checkout\/delivery$/);
  await submitDeliveryDetails(page, uniqueEmail("layla", test.info().workerIndex));

  const orderNumber = page.getByText(/^#\d{4,}$/);
  await expect(orderNumber).toBeVisible();
  const shown = await orderNumber.innerText();
  await expect(page.getByTestId("order-subtotal")).toHaveText("AED 437.00");
  await expect(page.getByTestId("order-shipping")).toHaveText("Free");
  await expect(page.getByTestId("order-total")).toHaveText("AED 437.00");

  await page.reload();
  await expect(page.getByRole("heading", { name: "Order Confirmed!" })).toBeVisible();
  await expect(page.getByText(shown, { exact: true }).first()).toBeVisible();
  // Placing the order used up the cart.
  await expect(cartLink(page)).toHaveAccessibleName("Cart");
});

test.describe("before JavaScript has loaded", () => {
  test.use({ javaScriptEnabled: false });

  test("the cart page shows the cart and its buttons still work", async ({ page, browser, baseURL }) => {
    // Fill the cart in a scripted context, then hand its cookie to this script-less one.
    const scripted = await browser.newContext({ baseURL, javaScriptEnabled: true });
    const scriptedPage = await scripted.newPage();
    await fillCart(scriptedPage);
    await page.context().addCookies(await scripted.cookies());
    await scripted.close();

    await page.goto("/cart");
    await expect(quantityOf(page, mask)).toHaveText("2");
    await expect(cartTotal(page)).toHaveText("AED 437.00");
    await page.getByRole("button", { name: `Increase quantity of ${mask}` }).click();
    await expect(quantityOf(page, mask)).toHaveText("3");
    await expect(cartTotal(page)).toHaveText("AED 536.00");
    await page.getByRole("button", { name: `Remove ${ritual} from cart` }).click();
    await expect(cartTotal(page)).toHaveText("AED 297.00");
  });
});
