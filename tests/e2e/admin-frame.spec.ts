import { expect, test, type Page } from "@playwright/test";

import { newTestAccount, signInAsShopper, signInThroughApi } from "./support/accounts";
import { createAdmin, signInAsAdmin } from "./support/admin-session";
import { totpCode } from "../support/totp";
import { waitForMessage } from "./support/mailbox";
import { docsScreenshot } from "./support/docs-screenshot";
import {
  addOneCleanser,
  openHydrated,
  placeCashOnDeliveryOrder,
  seriousViolations,
  uniqueEmail,
  waitForHydration,
} from "./support/shop";
import { CONSENT_DECLINED, returningShopper } from "./support/storage-state";

// One worker: the queue counts are compared with the lists they open, and this file's orders move between them.
// Long journeys (a checkout, the back office, axe on several pages) on a shared two-core machine.
test.describe.configure({ mode: "default", timeout: 240_000 });

const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 900 };
const sections = [
  ["/admin", "Dashboard"],
  ["/admin/orders", "Orders"],
  ["/admin/customers", "Customers"],
  ["/admin/returns", "Returns"],
  ["/admin/catalogue", "Catalogue"],
  ["/admin/discounts", "Discounts"],
  ["/admin/invoices", "Invoices"],
  ["/admin/reports", "Reports"],
  ["/admin/reviews", "Reviews"],
  ["/admin/messages", "Messages"],
  ["/admin/subscribers", "Subscribers"],
  ["/admin/outbox", "Outbox"],
  ["/admin/audit", "Audit log"],
  ["/admin/image-generator", "Image generator"],
  ["/admin/image-cropper", "Image cropper"],
] as const;

const backOfficeNav = (page: Page) => page.getByRole("navigation", { name: "Back office", exact: true });

async function openOrder(page: Page, email: string, orderNumber: string) {
  await page.goto(`/admin/orders?q=${encodeURIComponent(email)}`);
  await page.getByRole("link", { name: orderNumber, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Order ${orderNumber}` })).toBeVisible();
}

/**
 * The dashboard's count of one queue equals the total of the order list its link opens. Retried: an order placed by
 * another spec between the two reads moves both.
 */
async function queueAgreesWithList(page: Page, queue: "to_confirm" | "to_ship" | "awaiting_cash") {
  await expect(async () => {
    await page.goto("/admin");
    const link = page.getByTestId(`queue-${queue}`);
    const count = Number((await link.locator("span").nth(1).innerText()).trim());
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/admin/orders\\?status=${queue}$`));
    await expect(page.getByLabel("Status")).toHaveValue(queue);
    await expect(page.getByRole("table").locator("caption")).toHaveText(
      `${count} ${count === 1 ? "order" : "orders"}`,
      {
        timeout: 1_000,
      },
    );
  }).toPass({ timeout: 30_000 });
}

/** Whether the order is in the list of one queue. */
async function inQueue(page: Page, queue: string, email: string, orderNumber: string) {
  await page.goto(`/admin/orders?status=${queue}&q=${encodeURIComponent(email)}`);
  return page.getByRole("link", { name: orderNumber, exact: true });
}

test("every back-office page has the navigation: a sidebar on a desktop, a keyboard menu on a phone", async ({
  page,
  baseURL,
}) => {
  await signInAsAdmin(page, baseURL!);
  await page.setViewportSize(desktop);
  for (const [path, label] of sections) {
    await page.goto(path);
    const nav = backOfficeNav(page);
    await expect(nav, path).toHaveCount(1);
    await expect(nav.getByRole("link")).toHaveCount(sections.length);
    await expect(nav.getByRole("link", { name: label, exact: true })).toHaveAttribute("aria-current", "page");
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
  }
  await page.goto("/admin");
  expect(await seriousViolations(page)).toEqual([]);

  // A phone: no sidebar, a menu that opens from the keyboard and lists the same sections.
  await page.setViewportSize(phone);
  await page.goto("/admin/outbox");
  await expect(backOfficeNav(page)).toHaveCount(0);
  const menu = page.getByText("Menu: Outbox");
  await menu.focus();
  await page.keyboard.press("Enter");
  await expect(backOfficeNav(page).getByRole("link")).toHaveCount(sections.length);
  await expect(backOfficeNav(page).getByRole("link", { name: "Outbox" })).toHaveAttribute("aria-current", "page");
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press("Tab");
  await expect(backOfficeNav(page).getByRole("link", { name: "Dashboard" })).toBeFocused();
  await backOfficeNav(page).getByRole("link", { name: "Audit log" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Audit log" })).toBeVisible();
});

test("the phone's menu opens without JavaScript", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false, viewport: phone });
  const page = await context.newPage();
  await signInAsAdmin(page, baseURL!);
  await page.goto("/admin/reviews");
  await page.getByText("Menu: Reviews").click();
  await backOfficeNav(page).getByRole("link", { name: "Invoices" }).click();
  await expect(page).toHaveURL(/\/admin\/invoices$/);
  await context.close();
});

test("the work queue: each count opens exactly its orders, and an order moves from one queue to the next", async ({
  page,
  baseURL,
}) => {
  const email = uniqueEmail("queue", test.info().workerIndex);
  const orderNumber = await placeCashOnDeliveryOrder(page, email, addOneCleanser);
  await signInAsAdmin(page, baseURL!);

  for (const queue of ["to_confirm", "to_ship", "awaiting_cash"] as const) await queueAgreesWithList(page, queue);
  await expect(await inQueue(page, "to_confirm", email, orderNumber)).toBeVisible();
  await expect(await inQueue(page, "to_ship", email, orderNumber)).toHaveCount(0);

  await openOrder(page, email, orderNumber);
  await waitForHydration(page.getByRole("main").locator("form").first());
  await page.getByRole("button", { name: "Mark confirmed" }).click();
  await expect(page.getByTestId("cod-stage")).toHaveText("Confirmed");
  // Confirmed: it leaves "to confirm" for "to ship", and the counts still match their lists.
  await expect(await inQueue(page, "to_confirm", email, orderNumber)).toHaveCount(0);
  await expect(await inQueue(page, "to_ship", email, orderNumber)).toBeVisible();
  for (const queue of ["to_confirm", "to_ship"] as const) await queueAgreesWithList(page, queue);

  await page.setViewportSize(desktop);
  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Work queue" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await docsScreenshot(page, "admin-dashboard-desktop");
  await page.setViewportSize(phone);
  await page.reload();
  await docsScreenshot(page, "admin-dashboard-phone");
});

test("the order page: a timeline of every event with who and when, internal notes, and a cancel that asks first", async ({
  page,
  browser,
  baseURL,
}) => {
  const email = uniqueEmail("timeline", test.info().workerIndex);
  const orderNumber = await placeCashOnDeliveryOrder(page, email, addOneCleanser);
  await signInAsAdmin(page, baseURL!);
  await page.setViewportSize(desktop);
  await openOrder(page, email, orderNumber);
  // An order belongs to Orders in the navigation.
  await expect(backOfficeNav(page).getByRole("link", { name: "Orders", exact: true })).toHaveAttribute(
    "aria-current",
    "page",
  );
  const timeline = page.getByTestId("order-timeline");
  await expect(timeline.getByRole("listitem").first()).toContainText("Placed");
  await expect(timeline.getByRole("listitem").first()).toContainText(/GST · by /);

  // A note, twice the same form (a double submit) adds one.
  await waitForHydration(page.getByRole("main").locator("form").first());
  const noteText = `Called at ${Date.now()}: she will be home after 6 pm.`;
  await page.getByLabel("Add a note").fill(noteText);
  await page.getByRole("button", { name: "Add note" }).dblclick();
  await expect(
    page.getByRole("region", { name: /^Notifications/ }).getByText(`Note added to order ${orderNumber}.`),
  ).toBeVisible();
  await expect(timeline.getByText(noteText)).toHaveCount(1);
  await page.reload();
  await expect(timeline.getByText(noteText)).toHaveCount(1);
  await expect(timeline.getByRole("listitem").filter({ hasText: noteText })).toContainText("Internal note");

  // With scripts: "Cancel order" asks; "Keep the order" by keyboard keeps it.
  await page.getByLabel("Reason (sent to the shopper)").fill("The cleanser is out of stock until next week.");
  await page.getByRole("button", { name: "Cancel order" }).press("Enter");
  const question = page.getByRole("alertdialog");
  await expect(question).toContainText(`Cancel order ${orderNumber}?`);
  await expect(page.getByRole("button", { name: "Yes, cancel the order" })).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);
  await docsScreenshot(page, "admin-order-desktop");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Keep the order" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(question).toHaveCount(0);
  await expect(page.getByTestId("cod-stage")).toHaveText("Placed");
  await page.setViewportSize(phone);
  await docsScreenshot(page, "admin-order-phone");

  // Without scripts: the first press comes back with the question, and only "Yes" cancels.
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const noScripts = await context.newPage();
  await signInAsAdmin(noScripts, baseURL!);
  await openOrder(noScripts, email, orderNumber);
  await noScripts.getByLabel("Reason (sent to the shopper)").fill("The cleanser is out of stock until next week.");
  await noScripts.getByRole("button", { name: "Cancel order" }).click();
  await expect(noScripts.getByRole("alertdialog")).toContainText(`Cancel order ${orderNumber}?`);
  await expect(noScripts.getByTestId("cod-stage")).toHaveText("Placed");
  await expect(noScripts.getByLabel("Reason (sent to the shopper)")).toHaveValue(
    "The cleanser is out of stock until next week.",
  );
  await noScripts.getByRole("button", { name: "Yes, cancel the order" }).click();
  await expect(noScripts.getByTestId("cod-stage")).toHaveText("Cancelled");
  await context.close();
  await waitForMessage(email, new RegExp(`Your order ${orderNumber} has been cancelled`));

  // The timeline tells it all, oldest first; the note never reaches the shopper's e-mail.
  await page.reload();
  const items = timeline.getByRole("listitem");
  await expect(items.filter({ hasText: "Cancelled: “The cleanser is out of stock until next week.”" })).toHaveCount(1);
  await expect(items.filter({ hasText: /E-mail “.*cancelled.*” (sent|waiting to be sent)/ })).toHaveCount(1);
  await expect(items.filter({ hasText: `order ${orderNumber} is confirmed”` })).toHaveCount(1);
  const mail = await waitForMessage(email, new RegExp(`Your order ${orderNumber} has been cancelled`));
  expect(JSON.stringify(mail)).not.toContain(noteText);

  // The audit log in words.
  await page.goto("/admin/audit");
  await expect(page.getByRole("row").filter({ hasText: `added a note to order ${orderNumber}` })).toHaveCount(1);
  await expect(
    page.getByRole("row").filter({ hasText: `cancelled order ${orderNumber}: “The cleanser is out of stock` }),
  ).toHaveCount(1);
  await expect(page.getByRole("cell", { name: /order\.(cancelled|note_added)/ })).toHaveCount(0);
  await page
    .getByRole("row")
    .filter({ hasText: `added a note to order ${orderNumber}` })
    .getByRole("link", { name: `Open order ${orderNumber}` })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: `Order ${orderNumber}` })).toBeVisible();
});

test("the account page links admins to the back office, and only admins", async ({ page, browser, baseURL }) => {
  await signInAsAdmin(page, baseURL!);
  await page.goto("/account");
  await page.getByRole("link", { name: "Open the back office" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Today at a glance" })).toBeVisible();
  await page.goto("/ar/account");
  await expect(page.getByRole("link", { name: "فتح لوحة الإدارة (بالإنجليزية)" })).toHaveAttribute("href", "/admin");

  const context = await browser.newContext({ baseURL });
  const shopper = await context.newPage();
  await signInAsShopper(shopper, baseURL!, test.info().workerIndex);
  await shopper.goto("/account");
  await expect(shopper.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(shopper.getByTestId("back-office-link")).toHaveCount(0);
  await context.close();
});

test("two-factor set-up shows the key as a QR code drawn on the server, and as text", async ({ page, baseURL }) => {
  const account = await signInAsShopper(page, baseURL!, test.info().workerIndex);
  for (const path of ["/account", "/ar/account"]) {
    await page.goto(path);
    await page.getByLabel(path === "/account" ? "Current password" : "كلمة المرور الحالية").fill(account.password);
    await waitForHydration(page.getByRole("main").locator("form").first());
    await page
      .getByRole("button", {
        name: path === "/account" ? "Turn on two-factor authentication" : "تفعيل المصادقة الثنائية",
      })
      .click();
    const qr = page.getByTestId("totp-qr");
    await expect(qr).toBeVisible();
    await expect(qr).toHaveAttribute("role", "img");
    await expect(qr).toHaveAccessibleName(
      path === "/account"
        ? "QR code of the setup key, for your authenticator app to scan"
        : "رمز QR لمفتاح الإعداد، ليمسحه تطبيق المصادقة",
    );
    expect(await qr.locator("path").getAttribute("d")).toMatch(/^(M\d+ \d+h1v1h-1z)+$/);
    await expect(page.getByTestId("totp-secret")).toHaveText(/^[A-Z2-7]{16,}$/);
    expect(await seriousViolations(page)).toEqual([]);
  }
});

test("a new admin who turns on two factors goes from that page straight into the back office", async ({
  page,
  baseURL,
}) => {
  const admin = newTestAccount("new-admin", test.info().workerIndex);
  await createAdmin(page.request, baseURL!, admin);
  expect((await signInThroughApi(page, baseURL!, admin)).ok()).toBe(true);
  // The back office sends an admin without a second factor to turn one on.
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/account\?admin=two-factor/);
  await page.getByLabel("Current password").fill(admin.password);
  await waitForHydration(page.getByRole("main").locator("form").first());
  await page.getByRole("button", { name: "Turn on two-factor authentication" }).click();
  const secret = await page.getByTestId("totp-secret").innerText();
  await page.getByLabel("Authentication code").fill(totpCode(secret));
  await page.getByRole("button", { name: "Confirm and turn on" }).click();
  await expect(page.getByText("Two-factor authentication is on.", { exact: false })).toBeVisible();
  // The page the set-up leaves her on offers the back office, which now opens.
  const open = page.getByTestId("back-office-link");
  await expect(open).toHaveText("Open the back office");
  await open.click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { level: 1, name: "Today at a glance" })).toBeVisible();
});

test.describe("the newsletter popup", () => {
  test.use({
    storageState: returningShopper([`http://127.0.0.1:${process.env.E2E_PORT ?? 3100}`], [CONSENT_DECLINED]),
  });

  /** Scrolls to the end and waits past the popup's throttled scroll check. */
  async function scrollDown(page: Page) {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForTimeout(800);
  }

  test("never opens on the account pages or in the back office, though it does on the shop's", async ({
    page,
    baseURL,
  }) => {
    await signInAsAdmin(page, baseURL!);
    await page.setViewportSize({ width: 390, height: 400 });
    for (const path of ["/account", "/ar/account", "/admin", "/admin/audit"]) {
      await page.goto(path);
      await waitForHydration(page.locator("body"));
      await scrollDown(page);
      await expect(page.getByRole("dialog"), path).toHaveCount(0);
      await expect(page.getByRole("button", { name: /^15% OFF/ }), path).toHaveCount(0);
    }
    // The same visitor, the same stored flags: the shop's own pages do open it.
    await openHydrated(page, "/collection");
    await scrollDown(page);
    await expect(page.getByRole("dialog")).toBeVisible();
  });
});
