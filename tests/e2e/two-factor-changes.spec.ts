import { expect, test } from "@playwright/test";

import { accountMessages } from "@/content/messages/en/account";
import { accountTwoFactorMessages } from "@/content/messages/en/account-two-factor";
import { createConfirmedAccount, newTestAccount, signInThroughApi } from "./support/accounts";
import { totpCode } from "../support/totp";

test("on the account page, two factors are turned off or given new backup codes only with a code, not the password alone", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const account = newTestAccount("two-factor-change", test.info().workerIndex);
  await createConfirmedAccount(page.request, baseURL!, account);
  expect((await signInThroughApi(page, baseURL!, account)).ok()).toBe(true);

  await page.goto("/account");
  await page.getByLabel("Current password").fill(account.password);
  await page.getByRole("button", { name: "Turn on two-factor authentication" }).click();
  const secret = (await page.getByTestId("totp-secret").innerText()).trim();
  await page.getByLabel("Authentication code").fill(totpCode(secret));
  await page.getByRole("button", { name: "Confirm and turn on" }).click();
  // The confirmation, or (once the page has caught up with the renewed session) the settings that say it is on.
  await expect(page.getByText(accountMessages.flash.twoFactorEnabled).first()).toBeVisible({ timeout: 30_000 });

  await page.goto("/account");
  const turnOff = page.getByRole("form", { name: "Turn off two-factor authentication" });
  const renew = page.getByRole("form", { name: accountTwoFactorMessages.renewBackupCodes });

  // The password alone: refused, with the reason under the code field, for both changes.
  for (const [form, button] of [
    [turnOff, "Turn off two-factor authentication"],
    [renew, accountTwoFactorMessages.renewBackupCodes],
  ] as const) {
    await form.getByLabel("Current password").fill(account.password);
    await form.getByRole("button", { name: button }).click();
    await expect(form.getByText(accountTwoFactorMessages.codeRequired)).toBeVisible();
  }
  await page.reload();
  await expect(turnOff).toBeVisible();

  // With a current code: new backup codes, shown once.
  await renew.getByLabel("Current password").fill(account.password);
  await renew.getByLabel("Authentication code").fill(totpCode(secret));
  await renew.getByRole("button", { name: accountTwoFactorMessages.renewBackupCodes }).click();
  await expect(page.getByRole("status").filter({ hasText: accountTwoFactorMessages.backupCodesRenewed })).toBeVisible();
  const backupCodes = page
    .getByRole("region", { name: accountTwoFactorMessages.newBackupCodesTitle })
    .getByRole("listitem");
  await expect(backupCodes).toHaveCount(10);
  const backupCode = (await backupCodes.first().innerText()).trim();

  // Turning off with one of the new backup codes works.
  await turnOff.getByLabel("Current password").fill(account.password);
  await turnOff.getByLabel("Authentication code").fill(backupCode);
  const answered = page.waitForResponse((response) => response.request().method() === "POST");
  await turnOff.getByRole("button", { name: "Turn off two-factor authentication" }).click();
  expect((await answered).ok()).toBe(true);
  // Turning it off renews the session (Better Auth), so the page reloads; the device stays signed in, with it off.
  await page.goto("/account");
  await expect(page.getByRole("button", { name: "Turn on two-factor authentication" })).toBeVisible();
});
