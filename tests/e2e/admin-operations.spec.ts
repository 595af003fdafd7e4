import { expect, test, type Page } from "@playwright/test";

import { signInAsShopper } from "./support/accounts";
import { signInAsAdmin } from "./support/admin-session";
import { downloadCsv } from "./support/csv-download";
import { messagesTo, waitForMessage } from "./support/mailbox";
import { seedableDatabaseUrl, seedPendingReview, seedSubscriber } from "./support/seed-database";
import {
  addOneCleanser,
  openHydrated,
  placeCashOnDeliveryOrder,
  seriousViolations,
  uniqueEmail,
  waitForHydration,
} from "./support/shop";

// One worker for this file: on a fresh database two workers signing the e2e admin up at once race
// (the loser's sign-up fails), see tests/e2e/support/admin-session.ts.
test.describe.configure({ mode: "default" });

const toast = (page: Page, text: string | RegExp) =>
  page.getByRole("region", { name: /^Notifications/ }).getByText(text);

async function openOrderInBackOffice(page: Page, email: string, orderNumber: string) {
  await page.goto("/admin/orders");
  await page.getByLabel("Search orders").fill(email);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/[?&]q=/);
  await page.getByRole("link", { name: orderNumber, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Order ${orderNumber}` })).toBeVisible();
}

test("an admin marks a local order fulfilled: order tracking shows the shipment and the shopper gets one shipping e-mail", async ({
  page,
  baseURL,
}) => {
  const email = uniqueEmail("fulfil", test.info().workerIndex);
  const orderNumber = await placeCashOnDeliveryOrder(page, email, addOneCleanser);
  await signInAsAdmin(page, baseURL!);
  await openOrderInBackOffice(page, email, orderNumber);
  // Wait for hydration so the submit is handled by the page (the form also works without JavaScript).
  await waitForHydration(page.getByRole("main").locator("form"));

  await page.getByLabel("Carrier").fill("Aramex");
  await page.getByLabel("Tracking number").fill("AX 2026-1188");
  await page.getByLabel("Tracking page (optional)").fill("javascript:alert(1)");
  await page.getByRole("button", { name: "Mark fulfilled" }).click();
  await expect(page.getByText("Please enter a web address starting with https:// or http://")).toBeVisible();
  await expect(page.getByLabel("Tracking page (optional)")).toBeFocused();

  await page
    .getByLabel("Tracking page (optional)")
    .fill("https://www.aramex.com/track/shipments?ShipmentNumber=AX20261188");
  await page.getByRole("button", { name: "Mark fulfilled" }).click();
  await expect(
    toast(page, `Order ${orderNumber} marked as fulfilled. The shipping e-mail is on its way.`),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Mark fulfilled" })).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Shipment tracking" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  const mail = await waitForMessage(email, new RegExp(`Your order ${orderNumber} is on its way`));
  expect(mail.text).toContain("Tracking number: AX 2026-1188");
  expect(mail.text).toContain("https://www.aramex.com/track/shipments?ShipmentNumber=AX20261188");

  await openHydrated(page, "/track-order");
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Order number").fill(orderNumber);
  await page.getByRole("button", { name: "Track Order" }).click();
  const result = page.getByRole("article", { name: `Order ${orderNumber}` });
  await expect(result.getByText("Shipped", { exact: true }).first()).toBeVisible();
  await expect(result.getByRole("heading", { name: "Shipment tracking" })).toBeVisible();
  await expect(result.getByText("AX 2026-1188")).toBeVisible();
  await expect(result.getByText("Aramex")).toBeVisible();
  await expect(result.getByRole("link", { name: /Track your package/ })).toHaveAttribute(
    "href",
    "https://www.aramex.com/track/shipments?ShipmentNumber=AX20261188",
  );

  // The audit log names the admin; the shopper got exactly one shipping e-mail.
  await page.goto("/admin/audit");
  const entry = page.getByRole("row").filter({ hasText: `shipped order ${orderNumber} with Aramex` });
  await expect(entry).toContainText("e2e-admin@example.com");
  expect((await messagesTo(email)).filter((message) => /is on its way/.test(message.subject))).toHaveLength(1);
});

test("the order list finds a new order by e-mail and filters it by status", async ({ page, baseURL }) => {
  const email = uniqueEmail("listing", test.info().workerIndex);
  const orderNumber = await placeCashOnDeliveryOrder(page, email, addOneCleanser);
  await signInAsAdmin(page, baseURL!);
  await page.goto(`/admin/orders?q=${encodeURIComponent(email)}&status=shipped`);
  await expect(page.getByRole("cell", { name: "No orders match." })).toBeVisible();
  await page.getByLabel("Status").selectOption("placed");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByRole("link", { name: orderNumber, exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test("without JavaScript an admin still fulfils an order through the plain form post", async ({
  page,
  browser,
  baseURL,
}) => {
  const email = uniqueEmail("nojs-fulfil", test.info().workerIndex);
  const orderNumber = await placeCashOnDeliveryOrder(page, email, addOneCleanser);
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const admin = await context.newPage();
  await signInAsAdmin(admin, baseURL!);
  await openOrderInBackOffice(admin, email, orderNumber);
  await admin.getByLabel("Carrier").fill("Emirates Post");
  await admin.getByLabel("Tracking number").fill("EP 77 12");
  await admin.getByRole("button", { name: "Mark fulfilled" }).click();
  await expect(admin.getByRole("heading", { name: "Shipment tracking" })).toBeVisible();
  await expect(admin.getByText("EP 77 12")).toBeVisible();
  await expect(admin.getByRole("button", { name: "Mark fulfilled" })).toHaveCount(0);
  await waitForMessage(email, new RegExp(`Your order ${orderNumber} is on its way`));
  await context.close();
});

test("every shop-operations page is noindex, marks its section in the navigation and has no serious accessibility findings", async ({
  page,
  baseURL,
}) => {
  await signInAsAdmin(page, baseURL!);
  for (const [path, heading, section] of [
    ["/admin/orders", "Orders", "Orders"],
    ["/admin/catalogue", "Catalogue", "Catalogue"],
    ["/admin/returns", "Returns", "Returns"],
    ["/admin/reviews", "Reviews awaiting moderation", "Reviews"],
    ["/admin/messages", "Contact messages", "Messages"],
    ["/admin/subscribers", "Newsletter subscribers", "Subscribers"],
    ["/admin/outbox", "E-mail outbox", "Outbox"],
    ["/admin/audit", "Audit log", "Audit log"],
  ] as const) {
    const response = await page.goto(path);
    expect(response?.headers()["x-robots-tag"], path).toContain("noindex");
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expect(
      page
        .getByRole("navigation", { name: "Back office", exact: true })
        .getByRole("link", { name: section, exact: true }),
    ).toHaveAttribute("aria-current", "page");
    expect(await seriousViolations(page), path).toEqual([]);
  }
});

test("an admin approves a pending review: it leaves the queue and the audit log records it", async ({
  page,
  baseURL,
}) => {
  test.skip(
    !seedableDatabaseUrl,
    "No review form on this branch yet, and PGlite cannot be seeded beside the running shop: run with DATABASE_URL",
  );
  const email = uniqueEmail("review", test.info().workerIndex);
  const orderNumber = await placeCashOnDeliveryOrder(page, email, addOneCleanser);
  const title = `Softer skin ${Date.now()}`;
  await seedPendingReview(orderNumber, {
    title,
    productName: "Matcha Pure Cleanser",
    productSlug: "matcha-pure-cleanser",
  });

  await signInAsAdmin(page, baseURL!);
  await page.goto("/admin/reviews");
  const card = page.getByRole("article", { name: title });
  await waitForHydration(card.locator("form"));
  await expect(card).toContainText(orderNumber);
  expect(await seriousViolations(page)).toEqual([]);
  await card.getByRole("button", { name: "Approve" }).click();
  await expect(toast(page, "Review approved: it now shows on the reviews page and the product page.")).toBeVisible();
  await expect(page.getByRole("article", { name: title })).toHaveCount(0);

  await page.goto("/admin/audit");
  await expect(
    page
      .getByRole("row")
      .filter({ hasText: /approved a \d-star review of Matcha Pure Cleanser/ })
      .first(),
  ).toBeVisible();
});

test("an admin exports the subscribers as CSV, with formula cells defused", async ({ page, baseURL }) => {
  const formula = `=HYPERLINK("http://evil.example")+${Date.now()}@example.com`;
  if (seedableDatabaseUrl) await seedSubscriber(formula);
  await signInAsAdmin(page, baseURL!);
  await page.goto("/admin/subscribers");
  const { name, lines } = await downloadCsv(page, () => page.getByRole("link", { name: "Export CSV" }).click());
  expect(name).toMatch(/^subscribers-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(lines[0]).toBe("email,source,consented_at,confirmed_at,created_at");
  const csv = lines.join("\r\n");
  if (seedableDatabaseUrl) {
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"")+`);
    expect(csv).not.toMatch(/^=HYPERLINK/m);
  }
  await page.goto("/admin/audit");
  await expect(
    page.getByRole("row").filter({ hasText: "exported the newsletter subscribers as CSV" }).first(),
  ).toBeVisible();
});

test("a signed-in shopper who is not an admin gets none of the shop-operations pages or the export", async ({
  page,
  baseURL,
}) => {
  await signInAsShopper(page, baseURL!, test.info().workerIndex);
  for (const path of [
    "/admin/orders",
    "/admin/catalogue",
    "/admin/reviews",
    "/admin/messages",
    "/admin/subscribers",
    "/admin/outbox",
    "/admin/audit",
    "/admin/subscribers/export",
  ]) {
    const response = await page.request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(404);
    expect(await response.text(), path).not.toMatch(/email,source|Mark fulfilled|Audit log<\/h1>/);
  }
});
