import { expect, test, type Page } from "@playwright/test";

import { totpCode } from "../support/totp";
import { newTestAccount } from "./support/accounts";
import { adminSetUpLink } from "./support/admin-session";
import { downloadCsv, gulfToday } from "./support/csv-download";
import { saveInALoopAndReadEverywhere } from "./support/catalogue-save-loop";
import { e2eBasePort, startFreshShop, waitForHealth, type IsolatedShop } from "./support/isolated-shop";
import { waitForMessage } from "./support/mailbox";
import {
  addOneCleanser,
  openHydrated,
  placeCashOnDeliveryOrder,
  submitDeliveryDetails,
  waitForHydration,
} from "./support/shop";
import { returningShopper } from "./support/storage-state";

// Issue 32's "owner's day", on a fresh shop of its own so every figure is this journey's alone: the owner signs up
// through the set-up link and turns on two factors, edits the catalogue and reads it back on every page type, makes
// a discount code, and takes four orders of one shopper through confirm, ship, deliver, cancel and refuse, with the
// e-mails and credit notes, the work queue and figures, the customer's history, the invoice of the discounted order,
// the courier manifest and the VAT report.
test.describe.configure({ mode: "serial", timeout: 1_200_000 });

const port = e2eBasePort + 74;
const owner = newTestAccount("owner-day", 0);
const shopper = `owner-day-shopper+${Date.now()}@example.com`;
let shop: IsolatedShop | undefined;
test.use({ storageState: returningShopper([`http://127.0.0.1:${port}`]) });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  shop = await startFreshShop(port, "owner_day");
  await waitForHealth(shop.baseUrl, 200, 150_000);
});
test.afterAll(async () => {
  await shop?.stop();
});

const toast = (page: Page, text: string | RegExp) =>
  page.getByRole("region", { name: /^Notifications/ }).getByText(text);
const aed = (fils: number) => `AED ${(fils / 100).toFixed(2)}`;
async function openOrder(page: Page, orderNumber: string) {
  await page.goto(`/admin/orders?q=${encodeURIComponent(orderNumber)}`);
  await page.getByRole("link", { name: orderNumber, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Order ${orderNumber}` })).toBeVisible();
  await waitForHydration(page.getByRole("main").locator("form").first());
}

/** The cash the order page's delivery form starts from: the order's total, in fils. */
async function totalOf(page: Page, orderNumber: string) {
  await page.goto(`/admin/orders?q=${encodeURIComponent(orderNumber)}`);
  const cell = page.getByRole("row").filter({ hasText: orderNumber }).getByRole("cell").last();
  return Math.round(Number((await cell.innerText()).replace(/[^\d.]/g, "")) * 100);
}

async function queueCount(page: Page, queue: string) {
  return Number((await page.getByTestId(`queue-${queue}`).locator("span").nth(1).innerText()).trim());
}

test("an owner's day: sign-up to two factors, catalogue, a code of her own, four orders to their ends, figures and exports", async ({
  browser,
}) => {
  const base = shop!.baseUrl;
  // Relative paths of the shared helpers resolve against the shop of this spec.
  const shopperContext = await browser.newContext({ baseURL: base, storageState: returningShopper([base]) });
  const shopperPage = await shopperContext.newPage();
  const ownerContext = await browser.newContext({ baseURL: base, storageState: returningShopper([base]) });
  const admin = await ownerContext.newPage();

  await test.step("the owner sets her password from the set-up link and turns on two factors with the QR code", async () => {
    const link = new URL(await adminSetUpLink(admin.request, base, owner.email));
    await admin.goto(`${link.pathname}${link.search}`);
    await expect(admin.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
    await waitForHydration(admin.getByRole("main").locator("form").first());
    await admin.getByLabel("New password", { exact: true }).fill(owner.password);
    await admin.getByLabel("Confirm new password").fill(owner.password);
    await admin.getByRole("button", { name: "Set new password" }).click();
    // Setting and then checking the password hash it at production cost: seconds each on a busy machine.
    await expect(admin).toHaveURL(/\/account\/sign-in$/, { timeout: 60_000 });
    await waitForHydration(admin.getByRole("main").locator("form").first());
    await admin.getByLabel("Email or phone number").fill(owner.email);
    await admin.getByLabel("Password", { exact: true }).fill(owner.password);
    await admin.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(admin).toHaveURL(/\/account$/, { timeout: 60_000 });
    await admin.goto("/admin");
    await expect(admin).toHaveURL(/\/account\?admin=two-factor/);
    await admin.getByLabel("Current password").fill(owner.password);
    await waitForHydration(admin.getByRole("main").locator("form").first());
    await admin.getByRole("button", { name: "Turn on two-factor authentication" }).click();
    await expect(admin.getByTestId("totp-qr")).toBeVisible();
    const secret = await admin.getByTestId("totp-secret").innerText();
    await admin.getByLabel("Authentication code").fill(totpCode(secret));
    await admin.getByRole("button", { name: "Confirm and turn on" }).click();
    await expect(toast(admin, "Two-factor authentication is on.")).toBeVisible();
    await admin.getByTestId("back-office-link").click();
    await expect(admin.getByRole("heading", { level: 1, name: "Today at a glance" })).toBeVisible();
  });

  await test.step("catalogue edits read back at once on the home, collection, product and bundle pages, in both languages", async () => {
    const { stale } = await saveInALoopAndReadEverywhere(admin, { adminBase: base, readBases: [base], rounds: 1 });
    expect(stale).toEqual([]);
  });

  const code = `DAY${Date.now().toString(36).toUpperCase()}`;
  await test.step("she makes a discount code of her own", async () => {
    await admin.goto("/admin/discounts");
    const form = admin.getByRole("region", { name: "New discount code" });
    await waitForHydration(form.locator("form"));
    await form.getByLabel("Code", { exact: true }).fill(code);
    await form.getByLabel("Gives", { exact: true }).selectOption("percent");
    await form.getByLabel("Percentage or amount").fill("10");
    await form.getByRole("button", { name: "Create code" }).click();
    await expect(toast(admin, `Code ${code} created.`)).toBeVisible();
  });

  const orders: string[] = [];
  await test.step("one shopper places four cash orders, the last with the code", async () => {
    for (let count = 0; count < 3; count += 1)
      orders.push(await placeCashOnDeliveryOrder(shopperPage, shopper, addOneCleanser));
    await addOneCleanser(shopperPage);
    await shopperPage.goto("/cart");
    const summary = shopperPage.getByRole("region", { name: "Order Summary" });
    await waitForHydration(summary.locator("form"));
    await summary.getByLabel("Discount code").fill(code);
    await summary.getByRole("button", { name: "Apply" }).click();
    await expect(summary.getByText(`Discount code ${code} applied.`)).toBeVisible();
    await shopperPage.goto("/checkout/delivery");
    await submitDeliveryDetails(shopperPage, shopper);
    orders.push(await shopperPage.getByText(/^#\d{4,}$/).innerText());
    await admin.goto("/admin");
    expect(await queueCount(admin, "to_confirm")).toBe(4);
  });
  const [delivered, cancelled, refused, discounted] = orders as [string, string, string, string];

  await test.step("confirm, ship and deliver the first; cancel the second; the third is refused at the door", async () => {
    await openOrder(admin, delivered);
    await admin.getByRole("button", { name: "Mark confirmed" }).click();
    await expect(admin.getByTestId("cod-stage")).toHaveText("Confirmed");
    await admin.getByLabel("Carrier").fill("Aramex");
    await admin.getByLabel("Tracking number").fill("AX 2026-1203");
    await admin.getByRole("button", { name: "Mark fulfilled" }).click();
    await expect(admin.getByTestId("cod-stage")).toHaveText("Shipped");
    await waitForMessage(shopper, new RegExp(`Your order ${delivered} is on its way`));
    await admin.getByRole("button", { name: "Mark delivered and paid" }).click();
    await expect(admin.getByTestId("cod-stage")).toHaveText("Delivered and paid");

    await openOrder(admin, cancelled);
    await admin.getByLabel("Reason (sent to the shopper)").fill("Out of stock until next week.");
    await admin.getByRole("button", { name: "Cancel order" }).click();
    await admin.getByRole("button", { name: "Yes, cancel the order" }).click();
    await expect(admin.getByTestId("cod-stage")).toHaveText("Cancelled");
    const cancellation = await waitForMessage(shopper, new RegExp(`Your order ${cancelled} has been cancelled`));
    expect(cancellation.text).toMatch(/Credit note CN-\d{6} reverses your invoice/);
    expect(cancellation.attachments[0]?.filename).toMatch(/^CN-\d{6}\.pdf$/);

    await openOrder(admin, refused);
    await admin.getByLabel("Carrier").fill("Aramex");
    await admin.getByLabel("Tracking number").fill("AX 2026-1204");
    await admin.getByRole("button", { name: "Mark fulfilled" }).click();
    await expect(admin.getByTestId("cod-stage")).toHaveText("Shipped");
    await admin.getByRole("button", { name: "Refused at the door" }).click();
    await expect(admin.getByTestId("cod-stage")).toHaveText("Refused at the door");
    const refusal = await waitForMessage(shopper, new RegExp(`Your order ${refused} came back to us`));
    expect(refusal.attachments[0]?.filename).toMatch(/^CN-\d{6}\.pdf$/);

    await openOrder(admin, discounted);
    await admin.getByRole("button", { name: "Mark confirmed" }).click();
    await expect(admin.getByTestId("cod-stage")).toHaveText("Confirmed");
  });

  await test.step("the dashboard's work queue and figures follow, exactly", async () => {
    const [deliveredFils, discountedFils] = [await totalOf(admin, delivered), await totalOf(admin, discounted)];
    await admin.goto("/admin");
    expect(await queueCount(admin, "to_confirm")).toBe(0);
    expect(await queueCount(admin, "to_ship")).toBe(1);
    expect(await queueCount(admin, "awaiting_cash")).toBe(0);
    // Cancelled and refused orders count nothing; the discounted order counts what it charges.
    await expect(admin.getByTestId("figure-today")).toHaveText(aed(deliveredFils + discountedFils));
    await expect(admin.getByTestId("figure-collected")).toHaveText(aed(deliveredFils));
    const sold = admin.getByTestId("discount-code-sales").getByRole("row").filter({ hasText: code });
    await expect(sold).toContainText(aed(discountedFils));
  });

  await test.step("the customer's history reads each order's one status", async () => {
    await admin.goto(`/admin/customers?q=${encodeURIComponent(shopper)}`);
    await admin.getByRole("row").filter({ hasText: shopper }).getByRole("link").first().click();
    const history = admin.getByRole("region", { name: /4 orders, newest first/ });
    for (const [orderNumber, status] of [
      [delivered, "Delivered and paid"],
      [cancelled, "Cancelled"],
      [refused, "Refused at the door"],
      [discounted, "Confirmed"],
    ] as const)
      await expect(history.getByRole("row").filter({ hasText: orderNumber })).toContainText(status);
  });

  await test.step("the discounted order's invoice names the code; the manifest and the VAT report are the day's", async () => {
    await openOrder(admin, discounted);
    await admin.getByRole("link", { name: /^Invoice INV-\d+$/ }).click();
    await expect(admin.getByRole("heading", { level: 1, name: "Tax Invoice" })).toBeVisible();
    await expect(admin.getByTestId("invoice-totals")).toContainText(code);

    await admin.goto("/admin");
    const { lines: manifest } = await downloadCsv(admin, () =>
      admin.getByRole("link", { name: "Courier manifest (CSV)" }).click(),
    );
    expect(manifest.filter((line) => /^#\d+,/.test(line)).map((line) => line.split(",")[0])).toEqual([discounted]);

    await admin.goto("/admin/reports");
    await admin.getByRole("textbox", { name: "From", exact: true }).fill(gulfToday());
    await admin.getByRole("textbox", { name: "To", exact: true }).fill(gulfToday());
    await admin.getByRole("button", { name: "Show report" }).click();
    await expect(admin.getByRole("heading", { name: `VAT report: ${gulfToday()} to ${gulfToday()}` })).toBeVisible();
    const { lines: report } = await downloadCsv(admin, () => admin.getByRole("link", { name: "Download CSV" }).click());
    const kinds = report.slice(1).map((line) => line.split(",")[0]);
    expect(kinds.filter((kind) => kind === "Tax invoice")).toHaveLength(4);
    expect(kinds.filter((kind) => kind === "Credit note")).toHaveLength(2);
    expect(report.at(-1)!.split(",")[0]).toBe("Net");
  });

  await test.step("tracking tells the shopper, in Arabic too", async () => {
    await openHydrated(shopperPage, "/ar/track-order");
    await shopperPage.locator('input[name="email"]').fill(shopper);
    await shopperPage.locator('input[name="orderNumber"]').fill(refused);
    await shopperPage.locator('form:has(input[name="orderNumber"]) button[type="submit"]').click();
    await expect(shopperPage.getByRole("article").getByText("رُفض عند الاستلام", { exact: true })).toBeVisible();
  });

  await shopperContext.close();
  await ownerContext.close();
});
