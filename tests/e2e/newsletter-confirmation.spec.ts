import { expect, test, type Browser, type Page } from "@playwright/test";

import { cartMessages } from "@/content/messages/cart";
import { newsletterMessages } from "@/content/messages/newsletter";
import { confirmMessages } from "@/content/messages/newsletter-confirm";
import { unsubscribeMessages } from "@/content/messages/newsletter-unsubscribe";
import { welcomeMailMessages } from "@/content/messages/newsletter-welcome-mail";
import { messagesTo, waitForMessage } from "./support/mailbox";
import { e2eBasePort, startFreshShop, waitForHealth, type IsolatedShop } from "./support/isolated-shop";
import { addOneCleanser, openHydrated, submitDeliveryDetails } from "./support/shop";
import { CONSENT_DECLINED, returningShopper } from "./support/storage-state";

// Double opt-in: the welcome code the popup shows works only once its inbox has confirmed from the welcome e-mail.
// On a shop of its own: this file signs up four times, and the newsletter allows 5 signups per client in 10 minutes
// (every test comes from 127.0.0.1).
const base = `http://127.0.0.1:${e2eBasePort + 64}`;
const firstVisit = returningShopper([base], [CONSENT_DECLINED]);
test.use({ baseURL: base, storageState: firstVisit });
// Generous: each step is quick, but a loaded 2-core machine has taken three minutes for the first test.
test.describe.configure({ mode: "serial", timeout: 420_000 });

let shop: IsolatedShop | undefined;
test.beforeAll(async () => {
  // A fresh embedded database starts slowly on a loaded machine.
  test.setTimeout(240_000);
  shop = await startFreshShop(e2eBasePort + 64, "newsletter_confirmation");
  await waitForHealth(base, 200, 180_000);
});
test.afterAll(async () => shop?.stop());

const en = { confirm: confirmMessages.en, unsubscribe: unsubscribeMessages.en, discount: cartMessages.en.discount };
const welcomeSubject = /^Welcome to Matcha Glow/;
const popup = (page: Page) => page.getByRole("dialog");
const summary = (page: Page) => page.getByRole("region", { name: "Order Summary" });
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const address = (name: string) => `${name}.${Date.now()}.${test.info().workerIndex}@example.com`;

/** A link from an e-mail's text, opened on this shop (its address in the e-mail is the configured site's). */
function linkIn(text: string, path: "/newsletter/confirm" | "/ar/newsletter/confirm" | "/newsletter/unsubscribe") {
  const found = new RegExp(`(https?://\\S+${path}\\?\\S+)`).exec(text)?.[1];
  if (!found) throw new Error(`no ${path} link in the e-mail`);
  const url = new URL(found);
  return `${url.pathname}${url.search}`;
}

/** Signs `email` up in the popup, as a first visit to the collection does. */
async function signUpInPopup(page: Page, email: string) {
  await openHydrated(page, "/collection");
  await page.evaluate(() => window.scrollTo(0, 0.45 * (document.documentElement.scrollHeight - window.innerHeight)));
  await popup(page).getByLabel("Email address").fill(email);
  await popup(page).getByRole("button", { name: "Subscribe" }).click();
  // The answer waits for the welcome e-mail to be handed to SMTP; a loaded machine takes its time.
  await expect(popup(page).getByRole("heading", { name: "Welcome to Matcha Glow! 🌱" })).toBeVisible({
    timeout: 30_000,
  });
  await expect(
    popup(page).getByText("You've successfully joined our newsletter. Check your email for your 15% off code!"),
  ).toBeVisible();
}

/** Another visitor typing the address: a browser of their own, with nothing stored. */
async function strangerSignsUp(browser: Browser, email: string) {
  const context = await browser.newContext({ baseURL: base, storageState: firstVisit });
  const page = await context.newPage();
  await signUpInPopup(page, email);
  // The same welcome as a new signup, and no code: the inbox hears about it, whoever typed the address.
  await expect(popup(page).getByRole("button", { name: "Copy code" })).toHaveCount(0);
  await expect(popup(page).getByText(/MATCHA15-/)).toHaveCount(0);
  await context.close();
}

async function enterCode(page: Page, code: string) {
  await page.goto("/cart");
  await summary(page).getByLabel("Discount code").fill(code);
  await summary(page).getByRole("button", { name: "Apply" }).click();
}

test("a code minted for a made-up address is refused until the e-mail's link confirms it; repeats and unsubscribed addresses", async ({
  page,
  browser,
}) => {
  const email = address("opt-in");
  await signUpInPopup(page, email);
  const code = (await popup(page).getByTestId("welcome-code").innerText()).trim();
  expect(code).toMatch(/^MATCHA15-/);
  await expect(popup(page).getByText(/Confirm your subscription with the link in that e-mail/)).toBeVisible();
  await popup(page).getByRole("button", { name: "Close" }).click();

  // Without the e-mail's link the cart refuses the code and says how to activate it.
  await addOneCleanser(page);
  await enterCode(page, code);
  await expect(summary(page).getByText(en.discount.errors.unconfirmed)).toBeVisible();
  await expect(summary(page).getByTestId("cart-discount")).toHaveCount(0);
  await expect(summary(page).getByTestId("cart-total")).toHaveText("AED 104.00");

  // The inbox's link opens a page whose button confirms; then the code applies and an order spends it.
  const welcome = await waitForMessage(email, welcomeSubject);
  expect(welcome.text).toContain(code);
  expect(welcome.text).toContain(welcomeMailMessages.en.confirmNeeded);
  await page.goto(linkIn(welcome.text, "/newsletter/confirm"));
  await expect(page.getByRole("heading", { name: en.confirm.confirm.title })).toBeVisible();
  await page.getByRole("button", { name: en.confirm.confirm.button }).click();
  await expect(page.getByRole("heading", { name: en.confirm.done.title })).toBeVisible();
  await enterCode(page, code);
  await expect(summary(page).getByText(`Discount code ${code} applied.`)).toBeVisible();
  await expect(summary(page).getByTestId("cart-total")).toHaveText("AED 90.65");
  await page.goto("/checkout/delivery");
  await submitDeliveryDetails(page, email);
  await expect(page.getByTestId("order-total")).toHaveText("AED 90.65");

  // A stranger typing the address is shown no code; the inbox is told, once.
  await strangerSignsUp(browser, email);
  const reminder = await waitForMessage(email, /already on the Matcha Glow list/);
  expect(reminder.text).toContain(code);

  // Unsubscribed, the address gets no mail from a stranger's signup...
  await page.goto(linkIn(welcome.text, "/newsletter/unsubscribe"));
  await page.getByRole("button", { name: en.unsubscribe.confirm.button }).click();
  await expect(page.getByRole("heading", { name: en.unsubscribe.done.title })).toBeVisible();
  const mailsBefore = (await messagesTo(email)).length;
  await strangerSignsUp(browser, email);
  await page.waitForTimeout(1_500);
  expect(await messagesTo(email)).toHaveLength(mailsBefore);

  // ...and its reader rejoins through the same confirmation, linked from the unsubscribe page.
  await page.getByRole("link", { name: en.unsubscribe.rejoin.link }).click();
  await expect(page.getByRole("heading", { name: en.confirm.rejoin.title })).toBeVisible();
  await page.getByRole("button", { name: en.confirm.rejoin.button }).click();
  await expect(page.getByRole("heading", { name: en.confirm.done.title })).toBeVisible();
});

test.describe("before JavaScript loads", () => {
  test.use({ javaScriptEnabled: false });

  test("an Arabic signup's confirmation page is Arabic and its button confirms", async ({ page }) => {
    const ar = confirmMessages.ar;
    const email = address("opt-in-ar");
    await page.goto("/ar");
    await page.getByLabel(newsletterMessages.ar.form.label).first().fill(email);
    await page.getByRole("button", { name: newsletterMessages.ar.form.submit, exact: true }).first().click();
    await expect(page.getByText(newsletterMessages.ar.outcome.success.title).first()).toBeVisible();
    const welcome = await waitForMessage(email, new RegExp(`^${escapeRegExp(welcomeMailMessages.ar.subject)}$`));
    await page.goto(linkIn(welcome.text, "/ar/newsletter/confirm"));
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
    await expect(page.getByRole("heading", { name: ar.confirm.title })).toBeVisible();
    await page.getByRole("button", { name: ar.confirm.button }).click();
    await expect(page.getByRole("heading", { name: ar.done.title })).toBeVisible();
  });
});
