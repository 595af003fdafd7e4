import { expect, test, type Page } from "@playwright/test";

import {
  addOneCleanser,
  cleanser,
  mask,
  openHydrated,
  placeCashOnDeliveryOrder,
  ritual,
  seriousViolations,
  uniqueEmail,
} from "./support/shop";

const found = "Order found!";
const notFound = "Order not found. Please check your email and order number.";

const toast = (page: Page, text: string) =>
  page.getByRole("region", { name: /^Notifications/ }).getByText(text, { exact: true });
const inline = (page: Page, text: string) => page.getByRole("main").getByText(text, { exact: true });
// Server actions post to the page they were called from.
const trackOrderPage = (url: URL) => url.pathname === "/track-order";

async function lookUp(page: Page, email: string, orderNumber: string) {
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Order number").fill(orderNumber);
  await page.getByRole("button", { name: "Track Order" }).click();
}

test("a shopper finds a cash-on-delivery order with the e-mail and order number", async ({ page }) => {
  const email = uniqueEmail("track", test.info().workerIndex);
  const orderNumber = await placeCashOnDeliveryOrder(page, email);

  await openHydrated(page, "/track-order");
  await expect(page.getByRole("heading", { level: 1, name: "Track Your Order" })).toBeVisible();
  await expect(page.getByLabel("Order number")).toHaveAttribute("placeholder", "#1001");

  // Nothing entered: each field says what it needs, and focus goes to the first one.
  await page.getByRole("button", { name: "Track Order" }).click();
  await expect(page.getByText("Please enter your email address")).toBeVisible();
  await expect(page.getByText("Please enter your order number")).toBeVisible();
  await expect(page.getByLabel("Email address")).toBeFocused();
  await expect(page.getByLabel("Order number")).toHaveAttribute("aria-invalid", "true");

  // Slow the lookup down enough to see the busy state.
  await page.route(trackOrderPage, async (route) => {
    if (route.request().method() === "POST") await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await lookUp(page, email.toUpperCase(), orderNumber.replace("#", ""));
  await expect(page.getByRole("button", { name: "Looking up..." })).toBeDisabled();

  await expect(toast(page, found)).toBeVisible();
  await expect(inline(page, found)).toBeVisible();
  const result = page.getByRole("article", { name: `Order ${orderNumber}` });
  await expect(page.getByRole("heading", { level: 2, name: `Order ${orderNumber}` })).toBeFocused();
  // The date under the heading (the lifecycle steps below repeat it on their "placed" step).
  await expect(
    result.getByRole("paragraph").filter({ hasText: /^Placed on \w+day, \d{1,2} \w+ \d{4}$/ }),
  ).toBeVisible();
  // The order's lines (the lifecycle steps are list items too, marked by their step).
  await expect(result.locator("li:not([data-step])")).toHaveCount(2);
  await expect(result.getByRole("listitem").filter({ hasText: mask })).toContainText("Qty 2 × AED 99.00");
  await expect(result.getByRole("listitem").filter({ hasText: mask })).toContainText("AED 198.00");
  await expect(result.getByRole("listitem").filter({ hasText: ritual })).toContainText("Qty 1 × AED 239.00");
  await expect(result.getByTestId("tracking-subtotal")).toHaveText("AED 437.00");
  await expect(result.getByTestId("tracking-shipping")).toHaveText("Free");
  await expect(result.getByTestId("tracking-total")).toHaveText("AED 437.00");
  // A cash-on-delivery order shows one status, its stage (issue 32), not Shopify's payment and fulfilment words.
  await expect(result.getByText("Placed", { exact: true }).first()).toBeVisible();
  await expect(result.getByText("Unfulfilled", { exact: true })).toHaveCount(0);
  // Only the area: knowing an e-mail and an order number must not hand a stranger the street or the phone.
  await expect(result.getByText(/^Jumeirah, /)).toBeVisible();
  await expect(result.getByText("Villa 12, Al Wasl Road")).toHaveCount(0);
  // A cash-on-delivery order has no shipment yet, so no tracking block.
  await expect(result.getByRole("heading", { name: "Shipment tracking" })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  // The right order number with someone else's e-mail reveals nothing about the order.
  await lookUp(page, `other-${email}`, orderNumber);
  await expect(inline(page, notFound)).toBeVisible();
  await expect(toast(page, notFound)).toBeVisible();
  await expect(page.getByRole("article")).toHaveCount(0);
  await expect(page.getByRole("main").getByText(mask)).toHaveCount(0);
});

test("an order under the free-shipping threshold shows the fee it paid, so the result adds up", async ({ page }) => {
  const email = uniqueEmail("track-fee", test.info().workerIndex);
  const orderNumber = await placeCashOnDeliveryOrder(page, email, addOneCleanser);

  await openHydrated(page, "/track-order");
  await lookUp(page, email, orderNumber);
  const result = page.getByRole("article", { name: `Order ${orderNumber}` });
  await expect(result.getByRole("listitem").filter({ hasText: cleanser })).toContainText("Qty 1 × AED 89.00");
  await expect(result.getByTestId("tracking-subtotal")).toHaveText("AED 89.00");
  await expect(result.getByTestId("tracking-shipping")).toHaveText("AED 15.00");
  await expect(result.getByTestId("tracking-total")).toHaveText("AED 104.00");
});

test("a lookup that never reaches the shop says 'Failed to look up order'", async ({ page }) => {
  await openHydrated(page, "/track-order");
  await page.route(trackOrderPage, (route) =>
    route.request().method() === "POST" ? route.abort("internetdisconnected") : route.continue(),
  );
  await lookUp(page, "layla@example.com", "#1001");
  await expect(inline(page, "Failed to look up order")).toBeVisible();
  await expect(toast(page, "Failed to look up order")).toBeVisible();
  await expect(page.getByRole("button", { name: "Track Order" })).toBeEnabled();
});

test.describe("before JavaScript has loaded", () => {
  test.use({ javaScriptEnabled: false });

  test("the form still finds the order", async ({ page, browser, baseURL }) => {
    const scripted = await browser.newContext({ baseURL, javaScriptEnabled: true });
    const email = uniqueEmail("nojs", test.info().workerIndex);
    const orderNumber = await placeCashOnDeliveryOrder(await scripted.newPage(), email);
    await scripted.close();

    await page.goto("/track-order");
    await lookUp(page, email, orderNumber);
    await expect(page.getByRole("heading", { level: 2, name: `Order ${orderNumber}` })).toBeVisible();
    await expect(inline(page, found)).toBeVisible();
    await expect(page.getByRole("main").getByText(mask)).toBeVisible();
    // The entries come back filled in.
    await expect(page.getByLabel("Email address")).toHaveValue(email);
  });
});
