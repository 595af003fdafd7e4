import { expect, test } from "@playwright/test";

import { findSellableItem } from "@/content/catalog";
import { merchant } from "@/content/merchant";

import { waitForMessage } from "./support/mailbox";
import { cartLink, fillCart, openHydrated, submitDeliveryDetails, uniqueEmail } from "./support/shop";

// A VAT-registered shop (content/merchant.ts as shipped): every price already includes VAT, and every total says how
// much.

const MASK = findSellableItem("gid://shopify/ProductVariant/4801000000001")!;
const RITUAL = findSellableItem("gid://shopify/ProductVariant/4801000000010")!;
const rate = merchant.vatRatePercent;
const note = `All prices include ${rate}% VAT`;

/**
 * The VAT inside fillCart's cart (two clay masks and the ritual bundle, shipped free), worked out here from the
 * catalogue prices: each line's VAT rounded half up to the fils on its own, then added up.
 */
const vatInFils = (grossFils: number) => Math.floor((2 * grossFils * rate + (100 + rate)) / (2 * (100 + rate)));
const expectedVat = `AED ${((vatInFils(MASK.price * 2 * 100) + vatInFils(RITUAL.price * 100)) / 100).toFixed(2)}`;

test("a VAT-registered shop shows VAT-inclusive prices from the product page to the confirmation e-mail and order tracking", async ({
  page,
}, testInfo) => {
  expect(merchant.vatRegistered).toBe(true);
  expect(expectedVat).toBe("AED 20.81");

  await fillCart(page);
  await expect(page.getByText("incl. VAT", { exact: true })).toBeVisible();

  await cartLink(page).click();
  await expect(page.getByTestId("cart-total")).toHaveText("AED 437.00");
  await expect(page.getByTestId("tax-note")).toHaveText(note);
  await expect(page.getByTestId("cart-vat")).toHaveText(expectedVat);

  await page.getByRole("link", { name: "Proceed to Checkout" }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByTestId("tax-note")).toHaveText(note);
  await expect(page.getByTestId("checkout-vat")).toHaveText(expectedVat);

  await page.goto("/checkout/delivery");
  const summary = page.getByRole("region", { name: "Order Summary" });
  await expect(summary.getByTestId("tax-note")).toHaveText(note);
  await expect(summary.getByText("VAT included")).toBeVisible();
  await expect(summary.getByTestId("checkout-vat")).toHaveText(expectedVat);

  const email = uniqueEmail("vat", testInfo.workerIndex);
  await submitDeliveryDetails(page, email);
  await expect(page.getByTestId("order-total")).toHaveText("AED 437.00");
  await expect(page.getByText("VAT included")).toBeVisible();
  await expect(page.getByTestId("order-vat")).toHaveText(expectedVat);
  const orderNumber = await page.getByText(/^#\d{4,}$/).innerText();

  const confirmation = await waitForMessage(email, /is confirmed/);
  expect(confirmation.text).toContain("Total to pay on delivery: AED 437.00");
  expect(confirmation.text).toContain(`VAT included: ${expectedVat}`);

  // Order tracking shows the VAT stored with the order.
  await openHydrated(page, "/track-order");
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Order number").fill(orderNumber);
  await page.getByRole("button", { name: "Track Order" }).click();
  await expect(page.getByTestId("tracking-total")).toHaveText("AED 437.00");
  await expect(page.getByTestId("tracking-vat")).toHaveText(expectedVat);
});

test("the Arabic cart says the prices include VAT, in Arabic", async ({ page }) => {
  await fillCart(page);
  await page.goto("/ar/cart");
  await expect(page.getByTestId("tax-note")).toHaveText(`جميع الأسعار تشمل ضريبة القيمة المضافة بنسبة ${rate}%`);
  await expect(page.getByText("ضريبة القيمة المضافة المشمولة")).toBeVisible();
});
