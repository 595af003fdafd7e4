import { expect, test, type Page } from "@playwright/test";

import { accountMessages } from "@/content/messages/en/account";
import { accountScreens } from "@/content/messages/en/account-screens";
import { CONFIRM_SUBJECT, newTestAccount, originHeaders, waitForLink, type TestAccount } from "./support/accounts";
import { e2eBasePort, startFreshShop, waitForHealth, type IsolatedShop } from "./support/isolated-shop";
import { messagesTo } from "./support/mailbox";
import { returningShopper } from "./support/storage-state";
import { totpCode } from "../support/totp";

// Issue 22: whoever signs up first for someone else's address must gain nothing, not even the back office.
const isolatedShopPort = e2eBasePort + 76;
test.use({
  storageState: returningShopper([`http://127.0.0.1:${e2eBasePort}`, `http://127.0.0.1:${isolatedShopPort}`]),
});

const stranger = { password: "mallory got here first", firstName: "Mallory", lastName: "Intruder" };

/** The stranger's sign-up, straight to the API as the probe did; answers the link it e-mailed to the address. */
async function strangerSignsUp(page: Page, baseUrl: string, email: string): Promise<string> {
  const since = Date.now() - 1000;
  const response = await page.request.post(`${baseUrl}/api/auth/sign-up/email`, {
    headers: originHeaders(baseUrl),
    data: {
      email,
      password: stranger.password,
      name: `${stranger.firstName} ${stranger.lastName}`,
      firstName: stranger.firstName,
      lastName: stranger.lastName,
      callbackURL: "/",
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return waitForLink(email, CONFIRM_SUBJECT, since);
}

const confirmations = async (email: string) =>
  (await messagesTo(email)).filter((message) => CONFIRM_SUBJECT.test(message.subject));

/**
 * The owner's sign-up through the form; answers the link of the confirmation e-mail it sent (the next one to arrive).
 */
async function ownerSignsUpWithForm(page: Page, baseUrl: string, owner: TestAccount): Promise<string> {
  const before = (await confirmations(owner.email)).length;
  await page.goto(`${baseUrl}/account/sign-up`);
  await page.getByLabel("First name").fill(owner.firstName);
  await page.getByLabel("Last name").fill(owner.lastName);
  await page.getByLabel("Email address").fill(owner.email);
  await page.getByLabel("Password").fill(owner.password);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText(accountMessages.toasts.signedUp).first()).toBeVisible();
  await expect.poll(async () => (await confirmations(owner.email)).length, { timeout: 20_000 }).toBe(before + 1);
  return /https?:\/\/\S+/.exec((await confirmations(owner.email)).at(-1)!.text)![0];
}

async function signInWithForm(page: Page, baseUrl: string, email: string, password: string) {
  await page.goto(`${baseUrl}/account/sign-in`);
  await page.getByLabel("Email or phone number").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

/** The newest confirmation e-mail to `email` greets nobody by name. */
async function expectNeutralConfirmation(email: string) {
  const mail = (await confirmations(email)).at(-1)!;
  expect(mail.text.startsWith("Hello,\n")).toBe(true);
  expect(mail.text).not.toMatch(/Mallory|Intruder/);
  expect(mail.to.join(" ")).not.toMatch(/Mallory/);
}

test("a stranger who signs up first for a shopper's address gets nothing once the owner signs up and confirms", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const owner = newTestAccount("takeover-victim", test.info().workerIndex);
  const strangersLink = await strangerSignsUp(page, baseURL!, owner.email);

  const ownersLink = await ownerSignsUpWithForm(page, baseURL!, owner);
  expect(ownersLink).not.toBe(strangersLink);
  await expectNeutralConfirmation(owner.email);
  // The link from the stranger's sign-up is void.
  const stale = await page.request.get(strangersLink, { maxRedirects: 0 });
  expect(stale.headers()["location"]).toContain("error=INVALID_TOKEN");

  await page.goto(ownersLink);
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);

  const strangerSignIn = await page.request.post("/api/auth/sign-in/email", {
    headers: originHeaders(baseURL!),
    data: { email: owner.email, password: stranger.password },
  });
  expect(strangerSignIn.status()).toBe(401);
  await signInWithForm(page, baseURL!, owner.email, owner.password);
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByText(`Hello, ${owner.firstName}`)).toBeVisible();
});

test.describe("the back office on a shop whose ADMIN_EMAILS address a stranger signed up for first", () => {
  let shop: IsolatedShop | undefined;
  const owner = newTestAccount("listed-admin", 0);

  test.beforeAll(async () => {
    shop = await startFreshShop(isolatedShopPort, "account_takeover", { ADMIN_EMAILS: owner.email });
    await waitForHealth(shop.baseUrl);
  });
  test.afterAll(async () => shop?.stop());

  test("the stranger never gets in; the owner gets in only after turning on two-factor authentication", async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const base = shop!.baseUrl;
    const strangersLink = await strangerSignsUp(page, base, owner.email);
    const ownersLink = await ownerSignsUpWithForm(page, base, owner);
    await expectNeutralConfirmation(owner.email);
    // Even followed after the owner's sign-up, the stranger's link confirms nothing.
    expect((await page.request.get(strangersLink, { maxRedirects: 0 })).headers()["location"]).toContain(
      "error=INVALID_TOKEN",
    );
    expect(ownersLink).not.toBe(strangersLink);
    await page.goto(ownersLink);
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);

    const strangerSignIn = await page.request.post(`${base}/api/auth/sign-in/email`, {
      headers: originHeaders(base),
      data: { email: owner.email, password: stranger.password },
    });
    expect(strangerSignIn.status()).toBe(401);
    expect((await page.request.get(`${base}/admin`, { maxRedirects: 0 })).status()).toBe(307);

    // The owner, signed in with the password only: no back-office data, sent to set up two factors.
    await signInWithForm(page, base, owner.email, owner.password);
    await expect(page).toHaveURL(/\/account$/);
    for (const path of ["/admin", "/admin/orders", "/admin/subscribers"]) {
      await page.goto(`${base}${path}`);
      await expect(page).toHaveURL(/\/account\?admin=two-factor#security$/);
    }
    await expect(page.getByText(accountScreens.account.adminTwoFactorRequired)).toBeVisible();
    const exported = await page.request.get(`${base}/admin/subscribers/export`);
    expect(exported.status()).toBe(404);
    expect(await exported.text()).not.toContain("@");

    await page.getByLabel("Current password").fill(owner.password);
    await page.getByRole("button", { name: "Turn on two-factor authentication" }).click();
    const secret = (await page.getByTestId("totp-secret").innerText()).trim();
    await page.getByLabel("Authentication code").fill(totpCode(secret));
    await page.getByRole("button", { name: "Confirm and turn on" }).click();
    await expect(page.getByText(accountMessages.flash.twoFactorEnabled).first()).toBeVisible();

    const backOffice = await page.goto(`${base}/admin`);
    expect(backOffice?.status()).toBe(200);
    await expect(page.getByRole("navigation", { name: "Back office tools" })).toBeVisible();
    expect((await page.request.get(`${base}/admin/subscribers/export`)).status()).toBe(200);
  });
});
