import { expect, test, type Page } from "@playwright/test";

import { accountMessages } from "@/content/messages/en/account";
import { accountConfirmMessages as confirmText } from "@/content/messages/en/account-confirm";
import {
  CONFIRM_SUBJECT,
  RESET_SUBJECT,
  createConfirmedAccount,
  newTestAccount,
  signInAsShopper,
  waitForLink,
  type TestAccount,
} from "./support/accounts";
import { addOneCleanser, placeCashOnDeliveryOrder, seriousViolations } from "./support/shop";
import { totpCode } from "../support/totp";

const { toasts } = accountMessages;

async function signInWithForm(page: Page, identifier: string, password: string) {
  await page.goto("/account/sign-in");
  await page.getByLabel("Email or phone number").fill(identifier);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

async function finishTwoFactor(page: Page, secret: string) {
  await expect(page).toHaveURL(/\/account\/sign-in\/two-factor/);
  await page.getByLabel("Authentication code").fill(totpCode(secret));
  await page.getByRole("button", { name: "Verify" }).click();
}

async function signUpWithForm(page: Page, account: TestAccount) {
  await page.goto("/account/sign-up");
  await page.getByLabel("First name").fill(account.firstName);
  await page.getByLabel("Last name").fill(account.lastName);
  await page.getByLabel("Email address").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Create account" }).click();
}

test.describe("accounts", () => {
  test("sign up, confirm by e-mail, see my order, turn on TOTP, sign out, reset the password; the old session is gone", async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    const account = newTestAccount("journey", test.info().workerIndex);
    const orderNumber = await placeCashOnDeliveryOrder(page, account.email, addOneCleanser);

    await signUpWithForm(page, account);
    await expect(page.getByText(toasts.signedUp).first()).toBeVisible();

    // Not confirmed yet: refused, with a way to get the link again.
    await signInWithForm(page, account.email, account.password);
    await expect(page.getByRole("alert").filter({ hasText: accountMessages.errors.emailNotVerified })).toBeVisible();
    await expect(page.getByRole("button", { name: "Resend confirmation email" })).toBeVisible();

    // The link's page asks for the password chosen at sign-up; a wrong one is refused and the field is marked.
    await page.goto(await waitForLink(account.email, CONFIRM_SUBJECT));
    await expect(page.getByRole("heading", { name: confirmText.title })).toBeVisible();
    await expect(page.getByText(account.email)).toBeVisible();
    expect(await seriousViolations(page), "the confirmation page").toEqual([]);
    await page.getByLabel(confirmText.passwordLabel).fill("not what I chose");
    await page.getByRole("button", { name: confirmText.submit }).click();
    await expect(page.getByRole("alert").filter({ hasText: confirmText.wrongPassword })).toBeVisible();
    await expect(page.getByLabel(confirmText.passwordLabel)).toBeFocused();
    await page.getByLabel(confirmText.passwordLabel).fill(account.password);
    await page.getByRole("button", { name: confirmText.submit }).click();
    await expect(page).toHaveURL(/\/account\/sign-in$/);
    await expect(page.getByText(confirmText.confirmed)).toBeVisible();

    await signInWithForm(page, account.email, account.password);
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByText(toasts.signedIn)).toBeVisible();
    await expect(page.getByRole("heading", { name: "Your account" })).toBeVisible();
    const orderLink = page.getByRole("link", { name: `Track order ${orderNumber}` });
    await expect(orderLink).toBeVisible();
    await orderLink.click();
    await expect(page.getByRole("heading", { name: new RegExp(orderNumber) })).toBeVisible();
    await page.goto("/account");

    // Two-factor: the password, then a first code computed from the setup key.
    await page.getByLabel("Current password").fill(account.password);
    await page.getByRole("button", { name: "Turn on two-factor authentication" }).click();
    const secret = (await page.getByTestId("totp-secret").innerText()).trim();
    await expect(page.getByTestId("backup-codes").getByRole("listitem")).toHaveCount(10);
    await page.getByLabel("Authentication code").fill(totpCode(secret));
    await page.getByRole("button", { name: "Confirm and turn on" }).click();
    await expect(page.getByText(accountMessages.flash.twoFactorEnabled).first()).toBeVisible();

    await page.getByRole("button", { name: "Sign out", exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText(toasts.signedOut)).toBeVisible();

    // Signing in now takes a code as well.
    await signInWithForm(page, account.email, account.password);
    await finishTwoFactor(page, secret);
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByText(toasts.signedIn)).toBeVisible();

    // A second device that stays signed in: the reset must end its session.
    const otherDevice = await browser.newContext();
    const otherPage = await otherDevice.newPage();
    await signInWithForm(otherPage, account.email, account.password);
    await finishTwoFactor(otherPage, secret);
    await expect(otherPage).toHaveURL(/\/account$/);

    await page.getByRole("button", { name: "Sign out", exact: true }).click();
    await expect(page.getByText(toasts.signedOut)).toBeVisible();
    await page.goto("/account/reset-password");
    const resetRequested = Date.now() - 1000;
    await page.getByLabel("Email address").fill(account.email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(page.getByText(toasts.resetSent).first()).toBeVisible();

    await page.goto(await waitForLink(account.email, RESET_SUBJECT, resetRequested));
    await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
    const newPassword = `${account.password} renewed`;
    await page.getByLabel("New password", { exact: true }).fill(newPassword);
    await page.getByLabel("Confirm new password").fill(newPassword);
    await page.getByRole("button", { name: "Set new password" }).click();
    // A reset does not sign in by itself.
    await expect(page).toHaveURL(/\/account\/sign-in$/);
    await expect(page.getByText(accountMessages.flash.passwordChanged)).toBeVisible();

    await signInWithForm(page, account.email, account.password);
    await expect(page.getByRole("alert").filter({ hasText: accountMessages.errors.invalidCredentials })).toBeVisible();
    await signInWithForm(page, account.email, newPassword);
    await finishTwoFactor(page, secret);
    await expect(page).toHaveURL(/\/account$/);

    await otherPage.goto("/account");
    await expect(otherPage).toHaveURL(/\/account\/sign-in/);
    await otherDevice.close();
  });

  test("the sign-in form asks for both fields, and after five rapid wrong passwords sign-in says how long to wait", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.goto("/account/sign-in");
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page.getByRole("alert").filter({ hasText: accountMessages.errors.missingCredentials })).toBeVisible();

    const email = `nobody+${Date.now()}-${test.info().workerIndex}@example.com`;
    for (let attempt = 1; attempt <= 5; attempt++) {
      await signInWithForm(page, email, `wrong guess ${attempt}`);
      await expect(
        page.getByRole("alert").filter({ hasText: accountMessages.errors.invalidCredentials }),
      ).toBeVisible();
    }
    await signInWithForm(page, email, "wrong guess 6");
    await expect(page.getByRole("alert").filter({ hasText: accountMessages.errors.throttled(1) })).toBeVisible();
  });

  test("a weak password is refused at sign-up with its reasons, and nothing typed is lost", async ({ page }) => {
    const account = { ...newTestAccount("weak", test.info().workerIndex), password: "password1" };
    await signUpWithForm(page, account);
    const password = page.getByLabel("Password");
    await expect(password).toHaveAttribute("aria-invalid", "true");
    await expect(
      page.getByText("This password is too common and easy to guess. Please choose another one"),
    ).toBeVisible();
    await expect(page.getByLabel("Email address")).toHaveValue(account.email);
    await expect(page.getByLabel("First name")).toHaveValue(account.firstName);
  });

  test("the account screens have no serious WCAG A/AA violations, signed out and signed in", async ({
    page,
    baseURL,
  }) => {
    for (const path of [
      "/account/sign-in",
      "/account/sign-up",
      "/account/reset-password",
      "/account/confirm?token=x",
    ]) {
      await page.goto(path);
      expect(await seriousViolations(page), path).toEqual([]);
    }
    await page.goto("/account/sign-in");
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    // The form's own alert; Next.js keeps an empty route announcer with role=alert on every page too.
    await expect(page.getByRole("main").getByRole("alert")).toBeVisible();
    expect(await seriousViolations(page), "sign-in with an error").toEqual([]);

    await signInAsShopper(page, baseURL!, test.info().workerIndex);
    await page.goto("/account");
    await expect(page.getByRole("heading", { name: "Your account" })).toBeVisible();
    expect(await seriousViolations(page), "/account").toEqual([]);
  });

  test("before JavaScript loads, the confirmation page confirms a sign-up with its password", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const account = newTestAccount("nojs-confirm", test.info().workerIndex);
    await signUpWithForm(page, account);
    await page.goto(await waitForLink(account.email, CONFIRM_SUBJECT));
    await page.getByLabel(confirmText.passwordLabel).fill("not what I chose");
    await page.getByRole("button", { name: confirmText.submit }).click();
    await expect(page.getByText(confirmText.wrongPassword).first()).toBeVisible();
    await page.getByLabel(confirmText.passwordLabel).fill(account.password);
    await page.getByRole("button", { name: confirmText.submit }).click();
    await expect(page).toHaveURL(/\/account\/sign-in$/);
    await signInWithForm(page, account.email, account.password);
    await expect(page).toHaveURL(/\/account$/);
    await context.close();
  });

  test("before JavaScript loads, signing in, a refusal, the profile and signing out still work", async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const account = newTestAccount("nojs", test.info().workerIndex);
    await createConfirmedAccount(page.request, baseURL!, account);

    await signInWithForm(page, account.email, "not my password");
    await expect(page.getByText(accountMessages.errors.invalidCredentials)).toBeVisible();
    await expect(page.getByLabel("Email or phone number")).toHaveValue(account.email);

    await signInWithForm(page, account.email, account.password);
    await expect(page).toHaveURL(/\/account$/);
    await page.getByLabel("First name").fill("Noor");
    await page.getByRole("button", { name: "Save profile" }).click();
    await expect(page.getByText(accountMessages.flash.profileSaved)).toBeVisible();
    await page.goto("/account");
    await expect(page.getByText("Hello, Noor")).toBeVisible();

    await page.getByRole("button", { name: "Sign out everywhere" }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto("/account");
    await expect(page).toHaveURL(/\/account\/sign-in/);
    await context.close();
  });
});
