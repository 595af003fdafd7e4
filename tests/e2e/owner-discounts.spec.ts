import { expect, test, type Page } from "@playwright/test";

import { signInAsAdmin } from "./support/admin-session";
import { addOneCleanser, submitDeliveryDetails, uniqueEmail, waitForHydration } from "./support/shop";

test.describe.configure({ mode: "default" });
test.setTimeout(240_000);

const toast = (page: Page, text: string | RegExp) =>
  page.getByRole("region", { name: /^Notifications/ }).getByText(text);
const summary = (page: Page) => page.getByRole("region", { name: "Order Summary" });

test("the owner makes a code in the back office, a shopper uses it on a cash order, the invoice and the dashboard show it", async ({
  page,
  baseURL,
}) => {
  const code = `EID${Date.now().toString(36).toUpperCase()}`;
  const email = uniqueEmail("owner-discount", test.info().workerIndex);

  // The owner makes a 20% code for orders from AED 50.00.
  await signInAsAdmin(page, baseURL!);
  await page.goto("/admin/discounts");
  await expect(page.getByRole("heading", { level: 1, name: "Discounts" })).toBeVisible();
  const form = page.getByRole("region", { name: "New discount code" });
  await waitForHydration(form.locator("form"));
  await form.getByLabel("Code", { exact: true }).fill(code.toLowerCase());
  await form.getByLabel("Gives", { exact: true }).selectOption("percent");
  await form.getByLabel("Percentage or amount").fill("20");
  await form.getByLabel("Minimum order (AED)").fill("50");
  await form.getByLabel("Uses in all").fill("10");
  await form.getByRole("button", { name: "Create code" }).click();
  await expect(toast(page, `Code ${code} created.`)).toBeVisible();
  const row = page.getByTestId(`discount-code-${code}`);
  await expect(row).toContainText("20% off, orders from AED 50.00");
  await expect(row).toContainText("0 of 10");

  // A shopper types it in the cart's discount field: 20% of AED 89.00 is AED 17.80, the fee stays AED 15.00.
  await addOneCleanser(page);
  await page.goto("/cart");
  await summary(page).getByLabel("Discount code").fill(code.toLowerCase());
  await summary(page).getByRole("button", { name: "Apply" }).click();
  await expect(summary(page).getByText(`Discount code ${code} applied.`)).toBeVisible();
  await expect(summary(page).getByTestId("cart-discount")).toHaveText("−AED 17.80");
  await expect(summary(page).getByTestId("cart-total")).toHaveText("AED 86.20");
  await page.goto("/checkout/delivery");
  await expect(page.getByTestId("checkout-total")).toHaveText("AED 86.20");
  await submitDeliveryDetails(page, email);
  await expect(page.getByTestId("order-discount")).toHaveText("−AED 17.80");
  await expect(page.getByTestId("order-total")).toHaveText("AED 86.20");

  // The invoice: the discounted total, and the VAT inside it (AED 71.20 of goods and the AED 15.00 fee, each
  // rounded: 3.39 + 0.71), not the VAT of the full price (4.95).
  await page.getByRole("link", { name: /View your tax invoice \(INV-\d{6}\)/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Tax Invoice" })).toBeVisible();
  const totals = page.getByTestId("invoice-totals");
  await expect(totals).toContainText(/Total including VAT\s*AED 86\.20/);
  await expect(totals.getByText("VAT amount (AED)").locator("xpath=following-sibling::dd")).toHaveText("AED 4.10");
  await expect(totals).toContainText(code);

  // The dashboard and the list show what the code sold.
  await page.goto("/admin");
  const sales = page.getByTestId("discount-code-sales");
  const sold = sales.getByRole("row").filter({ has: page.getByRole("rowheader", { name: code }) });
  await expect(sold).toHaveText(new RegExp(`${code}\\s*1\\s*AED 86\\.20\\s*AED 17\\.80`));
  await page.goto("/admin/discounts");
  await expect(page.getByTestId(`discount-code-${code}`)).toContainText("1 of 10");
  await expect(page.getByTestId(`discount-code-${code}`)).toContainText("1 order, AED 86.20");
});
