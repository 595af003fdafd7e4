import { expect, test, type Page } from "@playwright/test";

import { signInAsAdmin } from "./support/admin-session";
import { waitForMessage } from "./support/mailbox";
import { addOneCleanser, openHydrated, placeCashOnDeliveryOrder, uniqueEmail, waitForHydration } from "./support/shop";

test.describe.configure({ mode: "default" });
test.setTimeout(300_000);

const toast = (page: Page, text: string | RegExp) =>
  page.getByRole("region", { name: /^Notifications/ }).getByText(text);

async function openOrder(page: Page, email: string, orderNumber: string) {
  await page.goto(`/admin/orders?q=${encodeURIComponent(email)}`);
  await page.getByRole("link", { name: orderNumber, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Order ${orderNumber}` })).toBeVisible();
  await waitForHydration(page.getByRole("main").locator("form"));
}

async function track(page: Page, email: string, orderNumber: string, locale: "" | "/ar" = "") {
  await openHydrated(page, `${locale}/track-order`);
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="orderNumber"]').fill(orderNumber);
  await page.locator('form:has(input[name="orderNumber"]) button[type="submit"]').click();
  await expect(page.getByRole("article")).toBeVisible();
  return page.getByRole("article");
}

async function openReturns(page: Page, state: string) {
  await page.goto(`/admin/returns?state=${state}`);
  await expect(page.getByRole("heading", { level: 1, name: "Returns" })).toBeVisible();
  await waitForHydration(page.getByRole("main").locator("form").first());
}

/** A cash order of one cleanser, shipped and delivered by the owner; the amount the courier collected. */
async function deliveredCashOrder(page: Page, baseURL: string, email: string) {
  const orderNumber = await placeCashOnDeliveryOrder(page, email, addOneCleanser);
  await signInAsAdmin(page, baseURL);
  await openOrder(page, email, orderNumber);
  await page.getByLabel("Carrier").fill("Aramex");
  await page.getByLabel("Tracking number").fill("AX 2026-1202");
  await page.getByRole("button", { name: "Mark fulfilled" }).click();
  await expect(page.getByTestId("cod-stage")).toHaveText("Shipped");
  const total = await page.getByLabel("Cash collected (AED)").inputValue();
  await page.getByRole("button", { name: "Mark delivered and paid" }).click();
  await expect(page.getByTestId("cod-stage")).toHaveText("Delivered and paid");
  return { orderNumber, total };
}

test("a cash order delivered → the shopper returns it → the owner approves, receives it as restock and records a bank transfer", async ({
  page,
  baseURL,
}) => {
  const email = uniqueEmail("return-path", test.info().workerIndex);
  const { orderNumber, total } = await deliveredCashOrder(page, baseURL!, email);

  // The shopper asks, from order tracking.
  const tracked = await track(page, email, orderNumber);
  await tracked.getByLabel(/Matcha Pure Cleanser \(up to 1\)/).fill("1");
  await tracked.getByLabel("Reason", { exact: true }).selectOption("wrong_item");
  await tracked.getByLabel(/Anything we should know/).fill("It was the clay mask.");
  await tracked.getByRole("button", { name: "Ask for a return" }).click();
  const done = tracked.getByText(/^Return R-\d+ requested\./);
  await expect(done).toBeVisible();
  const returnNumber = (await done.innerText()).match(/R-\d+/)![0];
  const requested = await waitForMessage(email, new RegExp(`Return ${returnNumber} for order`));
  expect(requested.text).toContain("Reason: I received the wrong item");
  // Tracking allows five look-ups per e-mail in five minutes (the request counts as one): the states are read sparingly.
  await expect((await track(page, email, orderNumber, "/ar")).getByText("تم طلب الإرجاع")).toBeVisible();

  // The owner approves, receives it back on the shelf, and records the bank transfer.
  await openReturns(page, "requested");
  const card = page.getByTestId("admin-return").filter({ hasText: returnNumber });
  await card.getByRole("button", { name: "Approve and e-mail instructions" }).click();
  await expect(toast(page, `${returnNumber} approved. The shopper's instructions are on their way.`)).toBeVisible();
  expect((await waitForMessage(email, new RegExp(`Return ${returnNumber} approved`))).text).toContain(
    "Courier pick-up",
  );

  await openReturns(page, "approved");
  await page.getByTestId("admin-return").filter({ hasText: returnNumber }).getByLabel("Restock").check();
  await page.getByRole("button", { name: "Record as received" }).click();
  await expect(toast(page, `${returnNumber} received: 1 back on the shelf, 0 written off.`)).toBeVisible();

  await openReturns(page, "received");
  const receivedCard = page.getByTestId("admin-return").filter({ hasText: returnNumber });
  // The form names what is due (the wrong item: the delivery fee comes back too, so the whole amount collected) and
  // starts from it.
  await expect(receivedCard.getByTestId("refund-due")).toHaveText(`Due to the shopper: AED ${total}`);
  await expect(receivedCard.getByLabel("Amount (AED)")).toHaveValue(total);
  await receivedCard.getByLabel("Bank transfer").check();
  await receivedCard.getByLabel("Transfer or receipt reference").fill("FT-RET-1");
  await receivedCard.getByLabel("Amount (AED)").fill((Number(total) + 1).toFixed(2));
  await receivedCard.getByRole("button", { name: "Record the refund" }).click();
  await expect(toast(page, /more than the returned units are worth/)).toBeVisible();
  await receivedCard.getByLabel("Amount (AED)").fill(total);
  await receivedCard.getByRole("button", { name: "Record the refund" }).click();
  const refunded = toast(page, new RegExp(`${returnNumber} refunded: AED ${total}, credit note CN-\\d{6}`));
  await expect(refunded).toBeVisible();
  const creditNote = (await refunded.innerText()).match(/CN-\d{6}/)![0];

  // The owner finds the note among the tax documents, and it reads as the law asks.
  await page.goto("/admin/invoices");
  const listed = page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: new RegExp(creditNote) }) });
  await expect(listed).toContainText(orderNumber);
  await expect(listed).toContainText(`AED ${total}`);
  await listed.getByRole("link", { name: creditNote }).click();
  await expect(page.getByRole("heading", { name: "Tax Credit Note" })).toBeVisible();
  for (const words of [creditNote, "Corrects invoice", `Return ${returnNumber}`, `AED ${total}`])
    await expect(page.getByText(words, { exact: true }).first()).toBeVisible();

  const refund = await waitForMessage(email, new RegExp(`Your refund for order ${orderNumber.replace("#", "#?")}`));
  expect(refund.text).toContain("bank transfer (reference FT-RET-1)");
  expect(refund.attachments?.[0]?.contentType).toBe("application/pdf");
  await expect((await track(page, email, orderNumber)).getByText("Refunded", { exact: true })).toBeVisible();
  await expect((await track(page, email, orderNumber, "/ar")).getByText("تم ردّ المبلغ")).toBeVisible();
});

test("without JavaScript, a return asked from order tracking answers with its number, in Arabic too", async ({
  page,
  browser,
  baseURL,
}) => {
  const email = uniqueEmail("return-nojs", test.info().workerIndex);
  const { orderNumber } = await deliveredCashOrder(page, baseURL!, email);
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const shopper = await context.newPage();
  await shopper.goto("/ar/track-order");
  await shopper.locator('input[name="email"]').fill(email);
  await shopper.locator('input[name="orderNumber"]').fill(orderNumber);
  await shopper.locator('form:has(input[name="orderNumber"]) button[type="submit"]').click();
  const tracked = shopper.getByRole("article");
  await tracked.locator('input[name="line0"]').fill("1");
  await tracked.locator('select[name="reason"]').selectOption("changed_mind");
  await tracked.locator('form:has(select[name="reason"]) button[type="submit"]').click();
  // The post reloads the page; the answer is on it, in the page's language, with the return's number.
  await expect(shopper.getByRole("status").filter({ hasText: /^تم طلب الإرجاع R-\d+\./ })).toBeVisible();
  await expect(shopper.locator("html")).toHaveAttribute("lang", "ar");
  await context.close();
});
