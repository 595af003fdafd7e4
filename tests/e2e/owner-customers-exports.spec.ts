import { expect, test, type Page } from "@playwright/test";

import { signInAsShopper } from "./support/accounts";
import { desktopViewport, docsScreenshot, phoneViewport } from "./support/docs-screenshot";
import { signInAsAdmin } from "./support/admin-session";
import { downloadCsv, gulfToday } from "./support/csv-download";
import {
  addOneCleanser,
  cleanser,
  placeCashOnDeliveryOrder,
  seriousViolations,
  uniqueEmail,
  waitForHydration,
} from "./support/shop";

// One worker (cash-ledger): this file confirms an order, which moves the work queue other specs compare.
test.describe.configure({ mode: "default", timeout: 240_000 });

const aedIn = (text: string) => Number(text.replace(/[^\d.]/g, "")).toFixed(2);

/** Screenshots of the customer list for docs/operations.md (DOCS_SCREENSHOTS=1). */
async function screenshots(page: Page) {
  await docsScreenshot(page, "admin-customers-desktop", desktopViewport);
  await docsScreenshot(page, "admin-customers-phone", phoneViewport);
  await page.setViewportSize({ width: 1280, height: 720 });
}

/** A downloaded CSV as Excel reads it: the UTF-8 byte order mark, then CRLF lines. */
test("the owner finds a guest and an account holder among her customers, follows their orders, and downloads the courier manifest and the VAT report", async ({
  page,
  browser,
  baseURL,
}) => {
  const worker = test.info().workerIndex;
  const guestEmail = uniqueEmail("customer-guest", worker);
  const guest = await browser.newContext({ baseURL });
  const guestOrder = await placeCashOnDeliveryOrder(await guest.newPage(), guestEmail, addOneCleanser);
  await guest.close();

  const holder = await browser.newContext({ baseURL });
  const holderPage = await holder.newPage();
  const account = await signInAsShopper(holderPage, baseURL!, worker);
  const accountOrder = await placeCashOnDeliveryOrder(holderPage, account.email, addOneCleanser);
  await holder.close();

  await signInAsAdmin(page, baseURL!);

  // The list finds the guest by e-mail, and the account holder by an order number.
  await page.goto("/admin");
  await page
    .getByRole("navigation", { name: "Back office", exact: true })
    .getByRole("link", { name: "Customers" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Customers" })).toBeVisible();
  await page.getByLabel("Search customers").fill(guestEmail);
  await page.getByRole("button", { name: "Search" }).click();
  const guestRow = page.getByRole("row").filter({ hasText: guestEmail });
  await expect(page.getByRole("table").locator("caption")).toHaveText("1 customer");
  await expect(guestRow).toContainText("Guest");
  await expect(guestRow.getByRole("cell").nth(1)).toHaveText("1");
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto("/admin/customers");
  await screenshots(page);

  await page.goto(`/admin/customers?q=${encodeURIComponent(accountOrder)}`);
  const accountRow = page.getByRole("row").filter({ hasText: account.email });
  await expect(accountRow).toContainText("Account");
  await accountRow.getByRole("link", { name: "Layla Test" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Customer: Layla Test" })).toBeVisible();
  await expect(page.getByText(account.email, { exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  const history = page.getByRole("region", { name: /1 order, newest first/ });
  await history.getByRole("link", { name: accountOrder, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Order ${accountOrder}` })).toBeVisible();

  // From the guest's order, its customer page, with the order's internal note.
  await page.goto(`/admin/orders?q=${encodeURIComponent(guestEmail)}`);
  const total = aedIn(await page.getByRole("row").filter({ hasText: guestOrder }).getByRole("cell").last().innerText());
  await page.getByRole("link", { name: guestOrder, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Order ${guestOrder}` })).toBeVisible();
  const invoiceNumber = (await page.getByRole("link", { name: /^Invoice INV-\d+$/ }).innerText()).replace(
    "Invoice ",
    "",
  );
  await waitForHydration(page.getByRole("main").locator("form").first());
  await page.getByLabel("Add a note").fill("Call before delivery, gate code 4411.");
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(page.getByText("Call before delivery, gate code 4411.")).toBeVisible();
  await page.getByRole("button", { name: "Mark confirmed" }).click();
  await expect(page.getByTestId("cod-stage")).toHaveText("Confirmed");
  await page.getByRole("link", { name: "Customer: all their orders" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Customer: Layla Test" })).toBeVisible();
  await expect(page.getByText(guestEmail, { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: guestOrder, exact: true })).toBeVisible();
  await expect(page.getByText("Call before delivery, gate code 4411.")).toBeVisible();
  // A note on the customer herself, kept on her page.
  await waitForHydration(page.getByRole("main").locator("form").first());
  await page.getByLabel("Add a note").fill("Prefers WhatsApp to calls.");
  await page.getByRole("button", { name: "Add note" }).click();
  const ownNotes = page.getByRole("region", { name: "Notes on this customer" });
  await expect(ownNotes.getByText("Prefers WhatsApp to calls.")).toBeVisible();
  await page.reload();
  await expect(ownNotes.getByText("Prefers WhatsApp to calls.")).toHaveCount(1);

  // The courier's sheet, from the dashboard's work queue: the confirmed order with the cash to collect.
  await page.goto("/admin");
  const manifest = await downloadCsv(page, () => page.getByRole("link", { name: "Courier manifest (CSV)" }).click());
  expect(manifest.name).toBe(`courier-manifest-${gulfToday()}.csv`);
  expect(manifest.lines[0]).toBe("Order,Name,Phone,Emirate,City,Address,Items,Payment,Cash to collect (AED)");
  expect(manifest.lines).toContain(
    `${guestOrder},Layla Test,'+971501234567,Dubai,Jumeirah,"Villa 12, Al Wasl Road",1 × ${cleanser},Cash on delivery,${total}`,
  );
  expect(manifest.lines.some((line) => line.startsWith(`${accountOrder},`))).toBe(false);

  // The accountant's report for today: the guest's invoice with its own figures, and totals that add up.
  await page
    .getByRole("navigation", { name: "Back office", exact: true })
    .getByRole("link", { name: "Reports" })
    .click();
  await page.getByRole("textbox", { name: "From", exact: true }).fill(gulfToday());
  await page.getByRole("textbox", { name: "To", exact: true }).fill(gulfToday());
  await page.getByRole("button", { name: "Show report" }).click();
  await expect(page.getByRole("heading", { name: `VAT report: ${gulfToday()} to ${gulfToday()}` })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  const report = await downloadCsv(page, () => page.getByRole("link", { name: "Download CSV" }).click());
  expect(report.name).toBe(`vat-report-${gulfToday()}-to-${gulfToday()}.csv`);
  const invoiceLine = report.lines.find((line) => line.startsWith(`Tax invoice,${invoiceNumber},`))!.split(",");
  expect(invoiceLine[3]).toBe(guestOrder);
  expect(invoiceLine[8]).toBe(total);
  expect((Number(invoiceLine[6]) + Number(invoiceLine[7])).toFixed(2)).toBe(total);
  const documents = report.lines.slice(1).filter((line) => /^(Tax invoice|Credit note),/.test(line));
  const sum = (column: number) =>
    documents.reduce((fils, line) => fils + Math.round(Number(line.split(",")[column]) * 100), 0);
  const net = report.lines.at(-1)!.split(",");
  expect(net[0]).toBe("Net");
  expect(net.slice(6).map((value) => Math.round(Number(value) * 100))).toEqual([sum(6), sum(7), sum(8)]);
});
