import { expect, request, test, type Locator, type Page } from "@playwright/test";

import { productIn } from "@/content/localized";
import { cartMessages } from "@/content/messages/cart";
import { checkoutMessages } from "@/content/messages/checkout";
import { welcomeMailMessages } from "@/content/messages/newsletter-welcome-mail";
import { newsletterMessages } from "@/content/messages/newsletter";
import { orderEmailMessages } from "@/content/messages/order-email";
import { reviewMessages } from "@/content/messages/reviews";
import { trackOrderMessages } from "@/content/messages/track-order";
import { formatPrice } from "@/lib/currency/format-price";
import { e2eBasePort, startFreshShop, waitForHealth, type IsolatedShop } from "./support/isolated-shop";
import { waitForMessage } from "./support/mailbox";
import { returningShopper } from "./support/storage-state";

/**
 * The main shopper journey, in Arabic, in a real browser: browse /ar, add to cart, apply the welcome code, check
 * out with cash on delivery, get the Arabic confirmation e-mail, track the order, subscribe, write a review. It runs
 * on a shop of its own, so the per-client limits every other spec shares (5 signups in 10 minutes, 20 cash orders
 * an hour) never decide its outcome. Texts are asserted against the Arabic dictionaries, prices against the Arabic
 * formatting, so a change of wording fails nowhere but in the dictionaries' own tests.
 */
const ar = {
  cart: cartMessages.ar,
  checkout: checkoutMessages.ar,
  track: trackOrderMessages.ar,
  review: reviewMessages.ar,
  newsletter: newsletterMessages.ar,
};
const cleanser = productIn("matcha-pure-cleanser", "ar")!;
const aed = (amount: number) => formatPrice(amount, "AED", "ar");
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
// Intl writes Arabic amounts with right-to-left marks and a no-break space; e-mail clients and the page keep them.
const plain = (text: string) => text.replace(/[\u200e\u200f\u061c]/g, "").replace(/\u00a0/g, " ");
/**
 * The amount as the page shows it, compared without the invisible direction marks (browser and Node place them alike,
 * but ICU versions may differ).
 */
async function expectAmount(locator: Locator, amount: number) {
  await expect.poll(async () => plain((await locator.textContent()) ?? "")).toBe(plain(aed(amount)));
}
const toasts = (page: Page) => page.getByRole("region", { name: /Notifications|الإشعارات/ });

let shop: IsolatedShop | undefined;
test.afterAll(async () => shop?.stop());

/**
 * A welcome code for `email` as the newsletter issues one, through the shop's own test hook (it opens with
 * E2E_TEST_HOOKS=1).
 */
async function issueWelcomeCode(baseURL: string, email: string): Promise<string> {
  const api = await request.newContext({ baseURL });
  try {
    const response = await api.post("/api/test/discount-codes", { data: { percentOff: 15, email } });
    expect(response.status()).toBe(201);
    return ((await response.json()) as { code: string }).code;
  } finally {
    await api.dispose();
  }
}

/** Opens a page and waits for hydration: the cart provider's request shows the buttons are live. */
async function openHydrated(page: Page, path: string) {
  const cartRequested = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/cart");
  await page.goto(path);
  await cartRequested;
}

test("an Arabic shopper browses, orders with the welcome code, gets the Arabic e-mail, tracks, subscribes and reviews", async ({
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  // freshPostgresDatabase names the database after the suite's own, so runs side by side keep apart.
  shop = await startFreshShop(e2eBasePort + 56, "arabic_journey", { E2E_TEST_HOOKS: "1" });
  await waitForHealth(shop.baseUrl);
  const context = await browser.newContext({ baseURL: shop.baseUrl, storageState: returningShopper([shop.baseUrl]) });
  const page = await context.newPage();
  const email = `arabic-journey+${Date.now()}-${testInfo.workerIndex}@example.com`;

  // Browse: the Arabic home leads to the Arabic product page.
  await page.goto("/ar");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await openHydrated(page, `/ar/products/${cleanser.slug}`);
  await expect(page.getByRole("heading", { level: 1, name: cleanser.name })).toBeVisible();

  // Add to cart: the toast and the button speak Arabic.
  await page.getByRole("button", { name: ar.cart.addButton.label }).click();
  await expect(toasts(page).getByText(ar.cart.added.description(1, cleanser.name))).toBeVisible();

  // The welcome code, in the Arabic cart: one cleanser AED 89.00 + AED 15.00 shipping, less 15% of 89 (13.35).
  const code = await issueWelcomeCode(shop.baseUrl, email);
  // The cart page hands the server-rendered cart to the provider (no /api/cart call); its form works before hydration
  // too.
  await page.goto("/ar/cart");
  const summary = page.getByRole("region", { name: ar.cart.summary.title });
  await summary.getByLabel(ar.cart.discount.label).fill(code.toLowerCase());
  await summary.getByRole("button", { name: ar.cart.discount.apply, exact: true }).click();
  await expect(summary.getByText(ar.cart.discount.applied(code))).toBeVisible();
  await expectAmount(summary.getByTestId("cart-subtotal"), 89);
  await expectAmount(summary.getByTestId("cart-total"), 90.65);
  await testInfo.attach("ar-cart", { body: await page.screenshot(), contentType: "image/png" });

  // The hand-over keeps the shopper in Arabic: the cart's checkout link, then the secure checkout's button.
  await summary.getByRole("link", { name: ar.cart.summary.proceedToCheckout }).click();
  await page.getByRole("button", { name: ar.checkout.secure.proceed }).click();
  await expect(page).toHaveURL(/\/ar\/checkout\/delivery$/);

  // Check out with cash on delivery: a wrong phone number is refused in Arabic first.
  const { fields, delivery } = ar.checkout;
  await page.getByLabel(fields.fullName.label).fill("ليلى حداد");
  await page.getByLabel(fields.email.label, { exact: true }).fill(email);
  await page.getByLabel(fields.phone.label).fill("12");
  await page.getByLabel(fields.emirate.label).selectOption("Dubai");
  await page.getByLabel(fields.addressLine.label).fill("فيلا 12، شارع الوصل");
  await page.getByLabel(fields.city.label).fill("جميرا");
  await page.getByRole("button", { name: delivery.submit, exact: true }).click();
  await expect(page.getByText(ar.checkout.errors.phone)).toBeVisible();
  await page.getByLabel(fields.phone.label).fill("+971 50 123 4567");
  await page.getByRole("button", { name: delivery.submit, exact: true }).click();
  await expect(page).toHaveURL(/\/ar\/order-confirmation\?order=/);
  await expect(page.getByRole("heading", { name: ar.checkout.confirmation.title })).toBeVisible();
  const orderNumber = await page.getByText(/^#\d{4,}$/).innerText();
  // The order's lines under their Arabic names, as the e-mail gives them (the order keeps the English record).
  await expect(page.getByRole("main").getByText(cleanser.name, { exact: true }).first()).toBeVisible();

  // The confirmation e-mail, in Arabic and right to left.
  const orderMail = await waitForMessage(email, new RegExp(escapeRegExp(orderEmailMessages.ar.subject(orderNumber))));
  expect(orderMail.subject).toBe(orderEmailMessages.ar.subject(orderNumber));
  expect(orderMail.html).toMatch(/<html lang="ar" dir="rtl">/);
  const mailText = plain(orderMail.text);
  expect(mailText).toContain(plain(orderEmailMessages.ar.line(1, cleanser.name, aed(89))));
  expect(mailText).toContain(`${orderEmailMessages.ar.total}: ${plain(aed(90.65))}`);
  expect(mailText).toContain("/ar/order-confirmation?order=");
  expect(mailText).toContain("/ar/track-order");

  // Track the order in Arabic.
  await openHydrated(page, "/ar/track-order");
  const trackForm = page.locator("form", { has: page.getByLabel(ar.track.form.orderNumber.label) });
  await trackForm.getByLabel(ar.track.form.email.label).fill(email);
  await trackForm.getByLabel(ar.track.form.orderNumber.label).fill(orderNumber);
  await trackForm.getByRole("button", { name: ar.track.form.submit, exact: true }).click();
  await expect(page.getByRole("heading", { name: ar.track.result.heading(orderNumber) })).toBeVisible();
  await expectAmount(page.getByTestId("tracking-total"), 90.65);
  await expect(page.getByRole("main").getByText(cleanser.name, { exact: true }).first()).toBeVisible();

  // Subscribe on the Arabic home page: the toast and the welcome e-mail are Arabic.
  const subscriber = `arabic-news+${Date.now()}-${testInfo.workerIndex}@example.com`;
  await openHydrated(page, "/ar");
  await page.getByLabel(ar.newsletter.form.label).first().fill(subscriber);
  await page.getByRole("button", { name: ar.newsletter.form.submit, exact: true }).first().click();
  await expect(toasts(page).getByText(ar.newsletter.outcome.success.title)).toBeVisible();
  const welcome = await waitForMessage(subscriber, new RegExp(escapeRegExp(welcomeMailMessages.ar.subject)));
  expect(welcome.html).toMatch(/<html lang="ar" dir="rtl">/);
  expect(welcome.text).toContain(welcomeMailMessages.ar.intro);

  // Write a review of the order, in Arabic; an unknown order number is refused in Arabic first, then the order's
  // own line is offered under its Arabic name.
  await openHydrated(page, "/ar/reviews");
  const form = page.locator("#write-review");
  const { form: labels } = ar.review;
  await form.getByLabel(labels.orderNumber.label).fill("#999999");
  await form.getByLabel(labels.email.label).fill(email);
  await form.getByRole("button", { name: labels.findOrder, exact: true }).click();
  await expect(form.getByText(ar.review.errors.orderNotFound)).toBeVisible();
  await form.getByLabel(labels.orderNumber.label).fill(orderNumber);
  await form.getByRole("button", { name: labels.findOrder, exact: true }).click();
  await expect(form.getByLabel(labels.productPurchased.label).getByRole("option")).toHaveText([
    labels.productPurchased.placeholder,
    cleanser.name,
  ]);
  await form.getByLabel(labels.customerName.label).fill("ليلى");
  await form.getByLabel(labels.productPurchased.label).selectOption({ label: cleanser.name });
  await form.getByRole("radio", { name: labels.rating.option(5) }).check({ force: true });
  await form.getByLabel(labels.reviewTitle.label).fill("لطيف على البشرة");
  await form
    .getByLabel(labels.reviewText.label)
    .fill("غسول لطيف لا يشد البشرة، وبشرتي أصبحت أكثر إشراقاً بعد أسبوعين من استخدامه كل مساء.");
  await form.getByRole("button", { name: labels.submit, exact: true }).click();
  await expect(toasts(page).getByText(ar.review.submitted.title)).toBeVisible();
  await testInfo.attach("ar-review-submitted", { body: await page.screenshot(), contentType: "image/png" });
  await context.close();
});
