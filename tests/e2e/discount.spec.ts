import { expect, test, type Page } from "@playwright/test";

import { waitForMessage } from "./support/mailbox";
import { seedDiscountCode } from "./support/seed-discount-code";
import { addOneCleanser, submitDeliveryDetails, uniqueEmail } from "./support/shop";

const USED = "This discount code has already been used. Each code can be used for one order only.";
const NOT_OWNER =
  "This welcome code can only be used with the e-mail address it was sent to. Enter that address, or remove the code from your cart to order without it.";
const USED_AT_CHECKOUT =
  "Your discount code has already been used on another order, so we have taken it off your cart. Please check the new total and place your order again.";

const summary = (page: Page) => page.getByRole("region", { name: "Order Summary" });

/** Types the code into the field under the cart summary and applies it. */
async function enterCode(page: Page, code: string) {
  await page.goto("/cart");
  await summary(page).getByLabel("Discount code").fill(code.toLowerCase());
  await summary(page).getByRole("button", { name: "Apply" }).click();
}

test("a welcome code takes 15% of the subtotal off the cash-on-delivery total, the confirmation e-mail shows it, and the code works once", async ({
  page,
  baseURL,
}, testInfo) => {
  const email = uniqueEmail("discount", testInfo.workerIndex);
  const code = await seedDiscountCode(baseURL!, 15, email);

  // One cleanser: AED 89.00 plus the AED 15.00 fee; 15% of the subtotal is AED 13.35.
  await addOneCleanser(page);
  await enterCode(page, code);
  await expect(summary(page).getByText(`Discount code ${code} applied.`)).toBeVisible();
  await expect(summary(page).getByTestId("cart-subtotal")).toHaveText("AED 89.00");
  await expect(summary(page).getByTestId("cart-discount")).toHaveText("−AED 13.35");
  await expect(summary(page).getByTestId("cart-shipping")).toHaveText("AED 15.00");
  await expect(summary(page).getByTestId("cart-total")).toHaveText("AED 90.65");

  await page.goto("/checkout/delivery");
  await expect(page.getByText(`Discount (${code})`)).toBeVisible();
  await expect(page.getByTestId("checkout-total")).toHaveText("AED 90.65");
  await submitDeliveryDetails(page, email);
  await expect(page.getByTestId("order-discount")).toHaveText("−AED 13.35");
  await expect(page.getByTestId("order-total")).toHaveText("AED 90.65");
  const orderNumber = await page.getByText(/^#\d{4,}$/).innerText();
  const confirmationPath = new URL(page.url()).search;

  const mail = await waitForMessage(email, new RegExp(`order ${orderNumber} is confirmed`));
  expect(mail.to).toEqual([email]);
  expect(mail.subject).toBe(`Your Matcha Glow order ${orderNumber} is confirmed`);
  expect(mail.text).toContain("1 × Matcha Pure Cleanser: AED 89.00");
  expect(mail.text).toContain(`Discount (${code}): −AED 13.35`);
  expect(mail.text).toContain("Total to pay on delivery: AED 90.65");
  expect(mail.text).toContain("Villa 12, Al Wasl Road\nJumeirah, Dubai");
  expect(mail.text).toContain(`/order-confirmation${confirmationPath}`);
  expect(mail.text).toContain(`Enter your order number ${orderNumber} and your e-mail address ${email}`);

  // A second order: the same code is refused with a clear message and the total stays in full.
  await addOneCleanser(page);
  await enterCode(page, code);
  await expect(summary(page).getByText(USED)).toBeVisible();
  await expect(summary(page).getByLabel("Discount code")).toHaveValue(code.toLowerCase());
  await expect(summary(page).getByTestId("cart-discount")).toHaveCount(0);
  await expect(summary(page).getByTestId("cart-total")).toHaveText("AED 104.00");
});

test("two carts holding the same code: the second checkout is refused once the first order has used it", async ({
  browser,
  baseURL,
}, testInfo) => {
  const firstEmail = uniqueEmail("discount-first", testInfo.workerIndex);
  const code = await seedDiscountCode(baseURL!, 15, firstEmail);
  const shoppers = await Promise.all([browser.newPage(), browser.newPage()]);
  for (const page of shoppers) {
    await addOneCleanser(page);
    await enterCode(page, code);
    await expect(summary(page).getByTestId("cart-total")).toHaveText("AED 90.65");
  }
  const [first, second] = shoppers as [Page, Page];

  await first.goto("/checkout/delivery");
  await submitDeliveryDetails(first, firstEmail);

  await second.goto("/checkout/delivery");
  await second.getByLabel("Full name").fill("Layla Test");
  await second.getByLabel("E-mail").fill(uniqueEmail("discount-second", testInfo.workerIndex));
  await second.getByLabel("Phone").fill("+971 50 123 4567");
  await second.getByLabel("Emirate").selectOption("Dubai");
  await second.getByLabel("Address", { exact: true }).fill("Villa 12, Al Wasl Road");
  await second.getByLabel("City / area").fill("Jumeirah");
  await second.getByRole("button", { name: "Place Order" }).click();
  await expect(second.getByRole("alert").filter({ hasText: USED_AT_CHECKOUT })).toBeVisible();
  await expect(second).toHaveURL(/\/checkout\/delivery$/);
  // The summary beside the form now shows the full price, and the entries are kept for the second try.
  await expect(second.getByTestId("checkout-total")).toHaveText("AED 104.00");
  await expect(second.getByLabel("Address", { exact: true })).toHaveValue("Villa 12, Al Wasl Road");

  await second.getByRole("button", { name: "Place Order" }).click();
  await expect(second).toHaveURL(/\/order-confirmation\?order=/);
  await expect(second.getByTestId("order-total")).toHaveText("AED 104.00");
  await Promise.all(shoppers.map((page) => page.close()));
});

test("a welcome code is refused under another e-mail, keeping the entries and the code, and accepted under its own", async ({
  page,
  baseURL,
}, testInfo) => {
  const owner = uniqueEmail("welcome-owner", testInfo.workerIndex);
  const code = await seedDiscountCode(baseURL!, 15, owner);
  await addOneCleanser(page);
  await enterCode(page, code);
  await expect(summary(page).getByTestId("cart-total")).toHaveText("AED 90.65");

  // Someone else's code (seen in a popup, passed around): the order under their own address is refused.
  await page.goto("/checkout/delivery");
  await page.getByLabel("Full name").fill("Omar Stranger");
  await page.getByLabel("E-mail").fill(uniqueEmail("welcome-stranger", testInfo.workerIndex));
  await page.getByLabel("Phone").fill("+971 50 765 4321");
  await page.getByLabel("Emirate").selectOption("Sharjah");
  await page.getByLabel("Address", { exact: true }).fill("Flat 3, Al Majaz Tower");
  await page.getByLabel("City / area").fill("Al Majaz");
  await page.getByRole("button", { name: "Place Order" }).click();
  await expect(page.getByRole("alert").filter({ hasText: NOT_OWNER })).toBeVisible();
  await expect(page.getByText("Use the e-mail address your welcome code was sent to.")).toBeVisible();
  await expect(page).toHaveURL(/\/checkout\/delivery$/);
  // Everything typed is still there, and the code is still on the cart, unused.
  await expect(page.getByLabel("Full name")).toHaveValue("Omar Stranger");
  await expect(page.getByLabel("Address", { exact: true })).toHaveValue("Flat 3, Al Majaz Tower");
  await expect(page.getByLabel("City / area")).toHaveValue("Al Majaz");
  await expect(page.getByText(`Discount (${code})`)).toBeVisible();
  await expect(page.getByTestId("checkout-total")).toHaveText("AED 90.65");

  // The inbox owner's address (typed in capitals) redeems it.
  await page.getByLabel("E-mail").fill(owner.toUpperCase());
  await page.getByRole("button", { name: "Place Order" }).click();
  await expect(page).toHaveURL(/\/order-confirmation\?order=/);
  await expect(page.getByTestId("order-discount")).toHaveText("−AED 13.35");
  await expect(page.getByTestId("order-total")).toHaveText("AED 90.65");
});
