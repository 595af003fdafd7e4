import { readFile } from "node:fs/promises";

import { expect, test } from "@playwright/test";

import { accountMessages as arAccountMessages } from "@/content/messages/ar/account";
import { accountDataRights as ar } from "@/content/messages/ar/account-data-rights";
import { accountMessages } from "@/content/messages/en/account";
import { accountDataRights as en } from "@/content/messages/en/account-data-rights";
import { createConfirmedAccount, newTestAccount, signInAsShopper, signInThroughApi } from "./support/accounts";
import { signInAsAdmin } from "./support/admin-session";
import { addOneCleanser, openHydrated, placeCashOnDeliveryOrder, waitForHydration } from "./support/shop";

// One worker for this file: the admin sign-up must not race another worker's on a fresh database (admin-session.ts).
test.describe.configure({ mode: "default" });

test("a shopper who ordered downloads their data and deletes their account; the order stays in the back office, anonymised", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const account = newTestAccount("rights", test.info().workerIndex);
  const orderNumber = await placeCashOnDeliveryOrder(page, account.email, addOneCleanser);
  await createConfirmedAccount(page.request, baseURL!, account);
  expect((await signInThroughApi(page, baseURL!, account)).ok()).toBe(true);

  await page.goto("/account");
  const yourData = page.getByRole("region", { name: en.title });
  const downloading = page.waitForEvent("download");
  await yourData.getByRole("link", { name: en.exportLink }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.json$/);
  const data = JSON.parse(await readFile((await download.path())!, "utf8")) as {
    profile: { email: string };
    orders: Array<{ orderNumber: string; customerName: string; items: Array<{ title: string }> }>;
    consent: { cookieConsent: string };
  };
  expect(data.profile.email).toBe(account.email);
  expect(data.orders).toEqual([
    expect.objectContaining({
      orderNumber,
      customerName: "Layla Test",
      items: [expect.objectContaining({ title: "Matcha Pure Cleanser" })],
    }),
  ]);
  expect(data.consent.cookieConsent).toContain("localStorage");

  // Wait for hydration so the answer comes back into the page (the form also works without JavaScript).
  await waitForHydration(yourData.locator("form"));
  await yourData.getByLabel(en.passwordLabel).fill("not my password at all");
  await yourData.getByRole("button", { name: en.submit }).click();
  await expect(yourData.getByRole("alert").filter({ hasText: accountMessages.errors.wrongPassword })).toBeVisible();
  await expect(page).toHaveURL(/\/account$/);

  await yourData.getByLabel(en.passwordLabel).fill(account.password);
  await yourData.getByRole("radio", { name: en.reviewsKeep }).check();
  await yourData.getByRole("button", { name: en.submit }).click();
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
  await expect(page.getByText(en.deleted)).toBeVisible();
  await page.goto("/account");
  await expect(page).toHaveURL(/\/account\/sign-in/);
  expect((await signInThroughApi(page, baseURL!, account)).ok()).toBe(false);

  await signInAsAdmin(page, baseURL!);
  await page.goto("/admin/orders");
  await page.getByLabel("Search orders").fill(orderNumber);
  await page.getByRole("button", { name: "Search" }).click();
  await page.getByRole("link", { name: orderNumber, exact: true }).click();
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: `Order ${orderNumber}` })).toBeVisible();
  await expect(main.getByText(/^deleted-[0-9a-f]{16}@anonymised\.invalid$/)).toBeVisible();
  await expect(main.getByText("Matcha Pure Cleanser")).toBeVisible();
  await expect(main.getByText("Jumeirah")).toBeVisible();
  await expect(main).not.toContainText("Layla Test");
  await expect(main).not.toContainText(account.email);
  await expect(main).not.toContainText("Villa 12");
});

test("the data rights work in Arabic: the download link, the delete form's labels and its refusal", async ({
  page,
  baseURL,
}) => {
  await signInAsShopper(page, baseURL!, test.info().workerIndex);
  await page.goto("/ar/account");
  const yourData = page.getByRole("region", { name: ar.title });
  await expect(yourData.getByRole("link", { name: ar.exportLink })).toHaveAttribute("href", "/api/account/export");
  await expect(yourData.getByLabel(ar.passwordLabel)).toBeVisible();
  await expect(yourData.getByRole("group", { name: ar.reviewsLegend })).toBeVisible();
  await expect(yourData.getByRole("radio", { name: ar.reviewsKeep })).toBeChecked();
  await expect(yourData.getByRole("radio", { name: ar.reviewsDelete })).not.toBeChecked();

  await waitForHydration(yourData.locator("form"));
  await yourData.getByLabel(ar.passwordLabel).fill("كلمة مرور خاطئة تماما");
  await yourData.getByRole("button", { name: ar.submit }).click();
  await expect(yourData.getByRole("alert").filter({ hasText: arAccountMessages.errors.wrongPassword })).toBeVisible();
});

test("a visitor without an account asks through the contact form; the back office shows it among data requests only", async ({
  page,
  baseURL,
}) => {
  const subject = `Personal data request ${Date.now()}-${test.info().workerIndex}`;
  const general = `Shipping question ${Date.now()}-${test.info().workerIndex}`;
  for (const [title, body] of [
    [subject, "Please send me a copy of the data you hold about me."],
    [general, "Do you deliver to Al Ain on Fridays?"],
  ]) {
    await openHydrated(page, "/contact");
    await page.getByLabel("First name", { exact: true }).fill("Noura");
    await page.getByLabel("Last name", { exact: true }).fill("Saeed");
    await page.getByLabel("Email address", { exact: true }).fill(`noura+${Date.now()}@example.com`);
    await page.getByLabel("Subject", { exact: true }).fill(title!);
    await page.getByLabel("Message", { exact: true }).fill(body!);
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("heading", { name: "Message sent successfully!" })).toBeVisible();
  }

  await signInAsAdmin(page, baseURL!);
  await page.goto("/admin/messages");
  await expect(page.getByText(general)).toBeVisible();
  await expect(page.getByText(subject)).toHaveCount(0);
  await page.getByRole("navigation", { name: "Show" }).getByRole("link", { name: "Data requests" }).click();
  await expect(page).toHaveURL(/status=data-requests/);
  await expect(page.getByText(subject)).toBeVisible();
  await expect(page.getByText(general)).toHaveCount(0);
});
