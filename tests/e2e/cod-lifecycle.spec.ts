import { expect, test, type Page } from "@playwright/test";

import { signInAsAdmin } from "./support/admin-session";
import { messagesTo, waitForMessage } from "./support/mailbox";
import { e2eOwnerEmail } from "./support/owner-inbox";
import {
  addOneCleanser,
  openHydrated,
  placeCashOnDeliveryOrder,
  seriousViolations,
  uniqueEmail,
  waitForHydration,
} from "./support/shop";

// One worker: the dashboard's cash figures are compared before and after, and the e2e admin is signed up once.
test.describe.configure({ mode: "default" });
// Each test walks an order through several back-office steps and tracking look-ups.
test.setTimeout(240_000);

const toast = (page: Page, text: string | RegExp) =>
  page.getByRole("region", { name: /^Notifications/ }).getByText(text);
const aedIn = (text: string) => Number(text.replace(/[^\d.]/g, ""));
const screens = process.env.SCREENS_DIR ?? "/work/screens";
const suffix = process.env.DATABASE_URL ? "-postgres" : "";

async function dashboardFigures(page: Page) {
  await page.goto("/admin");
  await expect(page.getByRole("heading", { level: 1, name: "Today at a glance" })).toBeVisible();
  return {
    awaiting: aedIn(await page.getByTestId("figure-awaiting-cash").innerText()),
    collected: aedIn(await page.getByTestId("figure-collected").innerText()),
    today: aedIn(await page.getByTestId("figure-today").innerText()),
  };
}

async function openOrder(page: Page, email: string, orderNumber: string) {
  await page.goto(`/admin/orders?q=${encodeURIComponent(email)}`);
  await page.getByRole("link", { name: orderNumber, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Order ${orderNumber}` })).toBeVisible();
  await waitForHydration(page.getByRole("main").locator("form"));
}

/** What order tracking shows: the order badge and the dated progress list. */
async function expectTracking(
  page: Page,
  email: string,
  orderNumber: string,
  stage: string,
  step: RegExp,
  locale: "" | "/ar" = "",
) {
  await openHydrated(page, `${locale}/track-order`);
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="orderNumber"]').fill(orderNumber);
  await page.locator('form:has(input[name="orderNumber"]) button[type="submit"]').click();
  const result = page.getByRole("article");
  await expect(result.getByText(stage, { exact: true })).toBeVisible();
  await expect(result.getByTestId("cod-progress")).toContainText(step);
}

test("the owner is e-mailed the order, confirms, ships and marks it delivered and paid: tracking shows each state and the dashboard follows", async ({
  page,
  baseURL,
}) => {
  const email = uniqueEmail("cod-path", test.info().workerIndex);
  const orderNumber = await placeCashOnDeliveryOrder(page, email, addOneCleanser);
  // SHOP_OWNER_EMAIL (playwright.config.ts): one notice per order, with what to act on and the link to do it.
  const notice = await waitForMessage(e2eOwnerEmail, new RegExp(`^New order ${orderNumber}: `));
  expect(notice.text).toContain("Cash on delivery: the courier collects the total.");
  expect(notice.text).toContain("1 × Matcha Pure Cleanser");
  expect(notice.text).toMatch(/\/admin\/orders\/[0-9a-f-]{36}/);
  expect((await messagesTo(e2eOwnerEmail)).filter((message) => message.subject === notice.subject)).toHaveLength(1);
  await expectTracking(page, email, orderNumber, "Placed", /Placed on/);

  await signInAsAdmin(page, baseURL!);
  const before = await dashboardFigures(page);

  await openOrder(page, email, orderNumber);
  await expect(page.getByTestId("cod-stage")).toHaveText("Placed");
  // No "paid" before "shipped": the back office does not even offer it.
  await expect(page.getByRole("button", { name: "Mark delivered and paid" })).toHaveCount(0);
  await page.getByRole("button", { name: "Mark confirmed" }).click();
  await expect(toast(page, `Order ${orderNumber} confirmed.`)).toBeVisible();
  await expect(page.getByTestId("cod-stage")).toHaveText("Confirmed");
  await expectTracking(page, email, orderNumber, "Confirmed", /Confirmed on/);

  await openOrder(page, email, orderNumber);
  await page.getByLabel("Carrier").fill("Aramex");
  await page.getByLabel("Tracking number").fill("AX 2026-0426");
  await page.getByRole("button", { name: "Mark fulfilled" }).click();
  await expect(page.getByTestId("cod-stage")).toHaveText("Shipped");
  const total = aedIn(await page.getByLabel("Cash collected (AED)").inputValue());
  expect(total).toBeGreaterThan(0);
  await expectTracking(page, email, orderNumber, "Shipped", /Shipped on/);

  const shipped = await dashboardFigures(page);
  expect(shipped.awaiting).toBeCloseTo(before.awaiting + total, 2);
  expect(shipped.today).toBeGreaterThanOrEqual(before.today);

  await openOrder(page, email, orderNumber);
  await page.getByLabel("Cash collected (AED)").fill("abc");
  await page.getByRole("button", { name: "Mark delivered and paid" }).click();
  await expect(page.getByText("Enter the amount in AED, e.g. 239 or 239.50")).toBeVisible();
  await page.getByLabel("Cash collected (AED)").fill(total.toFixed(2));
  await page.getByRole("button", { name: "Mark delivered and paid" }).click();
  await expect(toast(page, `Order ${orderNumber} delivered and paid.`)).toBeVisible();
  await expect(page.getByTestId("cod-stage")).toHaveText("Delivered and paid");
  // A delivered order cannot be cancelled any more.
  await expect(page.getByRole("button", { name: "Cancel order" })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await expectTracking(page, email, orderNumber, "Delivered and paid", /Delivered on .*paid in cash/);
  await expectTracking(page, email, orderNumber, "تم التسليم والدفع", /نقدًا/, "/ar");

  const delivered = await dashboardFigures(page);
  expect(delivered.awaiting).toBeCloseTo(shipped.awaiting - total, 2);
  expect(delivered.collected).toBeCloseTo(shipped.collected + total, 2);
  const chart = page.getByRole("img", { name: /Orders and revenue, last 30 days/ });
  await expect(chart).toBeVisible();
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.screenshot({ path: `${screens}/dashboard-desktop${suffix}.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${screens}/dashboard-phone${suffix}.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.getByText("Show the figures as a table").click();
  await expect(page.getByTestId("orders-chart-table").getByRole("row")).toHaveCount(31);
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto("/admin?days=90");
  await expect(page.getByRole("img", { name: /last 90 days/ })).toBeVisible();
});

test("the owner cancels another order with a reason: the shopper gets the e-mail, tracking shows it, the export lists it", async ({
  page,
  baseURL,
}) => {
  const email = uniqueEmail("cod-cancel", test.info().workerIndex);
  const orderNumber = await placeCashOnDeliveryOrder(page, email, addOneCleanser);
  await signInAsAdmin(page, baseURL!);

  await openOrder(page, email, orderNumber);
  // "Cancel order" asks again before anything happens (issue 32).
  await page.getByRole("button", { name: "Cancel order" }).click();
  await page.getByRole("button", { name: "Yes, cancel the order" }).click();
  await expect(page.getByText("Please give a reason (at least 3 characters)")).toBeVisible();
  await page.getByLabel("Reason (sent to the shopper)").fill("The cleanser is out of stock until next week.");
  await page.getByRole("button", { name: "Cancel order" }).click();
  await expect(page.getByRole("alertdialog")).toContainText(`Cancel order ${orderNumber}?`);
  await page.getByRole("button", { name: "Yes, cancel the order" }).click();
  await expect(toast(page, `Order ${orderNumber} cancelled. The shopper's e-mail is on its way.`)).toBeVisible();
  await expect(page.getByTestId("cod-stage")).toHaveText("Cancelled");
  await expect(page.getByRole("button", { name: "Mark fulfilled" })).toHaveCount(0);

  const mail = await waitForMessage(email, new RegExp(`Your order ${orderNumber} has been cancelled`));
  expect(mail.text).toContain("Reason: The cleanser is out of stock until next week.");

  await expectTracking(page, email, orderNumber, "Cancelled", /Cancelled on/);
  // That the cancelled order leaves today's revenue is held by tests/unit/data/admin-dashboard.test.ts: here other
  // specs place orders on the same shop at the same time, so today's figure can rise while this one falls.

  const csv = await (await page.request.get(`/admin/orders/export?q=${encodeURIComponent(email)}`)).text();
  expect(csv.split("\r\n")[1]).toMatch(
    new RegExp(
      // Its one status, no Shopify words (the shop's own order), and an empty Returns column last.
      `^${orderNumber},.*,Cancelled,,,,\\d+\\.\\d{2},[\\d.]*,AED,,,"?The cleanser is out of stock until next week\\."?,$`,
    ),
  );
});

test("delivered and paid with less cash than the total needs a reason, which the order and the dashboard then show", async ({
  page,
  baseURL,
}) => {
  const email = uniqueEmail("cod-short", test.info().workerIndex);
  const orderNumber = await placeCashOnDeliveryOrder(page, email, addOneCleanser);
  await signInAsAdmin(page, baseURL!);

  await openOrder(page, email, orderNumber);
  await page.getByLabel("Carrier").fill("Aramex");
  await page.getByLabel("Tracking number").fill("AX 2026-0430");
  await page.getByRole("button", { name: "Mark fulfilled" }).click();
  await expect(page.getByTestId("cod-stage")).toHaveText("Shipped");
  const total = (await page.getByLabel("Cash collected (AED)").inputValue()).trim();

  // The probe's case: AED 0 on an order of AED 114 was accepted as "delivered and paid".
  await page.getByLabel("Cash collected (AED)").fill("0");
  await page.getByRole("button", { name: "Mark delivered and paid" }).click();
  await expect(page.getByText(`The amount differs from the order total (AED ${total})`)).toBeVisible();
  await expect(page.getByTestId("cod-stage")).toHaveText("Shipped");

  await page.getByLabel("Cash collected (AED)").fill("100");
  await page.getByLabel("Reason for a different amount").fill("The shopper kept AED 14 for a damaged lid");
  await page.getByRole("button", { name: "Mark delivered and paid" }).click();
  await expect(toast(page, `Order ${orderNumber} delivered and paid.`)).toBeVisible();
  await expect(page.getByTestId("cod-stage")).toHaveText("Delivered and paid");
  await expect(
    page.getByText(`Collected AED 100.00 of AED ${total}: The shopper kept AED 14 for a damaged lid`),
  ).toBeVisible();

  await page.goto("/admin");
  const differences = page.getByRole("region", { name: /Cash differences/ });
  const row = differences.getByRole("row").filter({ has: page.getByRole("link", { name: orderNumber, exact: true }) });
  await expect(row).toContainText(total);
  await expect(row).toContainText("100.00");
  await expect(row).toContainText("The shopper kept AED 14 for a damaged lid");
  expect(await seriousViolations(page)).toEqual([]);
});
