import { expect, test, type Page } from "@playwright/test";

import { cartMessages } from "@/content/messages/cart";
import { checkoutMessages } from "@/content/messages/checkout";
import { layoutMessages } from "@/content/messages/layout";
import { paymentMessages } from "@/content/messages/payment";
import { paymentMethodNames } from "@/content/payment-methods";
import { pdfText } from "../support/pdf-text.mjs";
import { startCheckoutComServer, type CheckoutComServer } from "../support/payments/checkoutcom-server.mjs";
import { startStripeServer, type StripeServer } from "../support/payments/stripe-server.mjs";
import { newTestAccount } from "./support/accounts";
import { isolatedShopAdminSession } from "./support/admin-session";
import { e2eBasePort, startFreshShop, waitForHealth, type IsolatedShop } from "./support/isolated-shop";
import { messagesTo, waitForMessage } from "./support/mailbox";
import { returningShopper } from "./support/storage-state";
import { cartLink, fillDeliveryDetails, openHydrated, ritual, uniqueEmail, waitForHydration } from "./support/shop";

// Pay now through each gateway's hosted page, on a shop configured for it (PAYMENT_PROVIDER), against the local
// server that speaks the gateway's API: three bundles (AED 717, over the cash-on-delivery limit) paid at the page
// and back on the confirmation as paid, with the tax invoice and the e-mail carrying its PDF.
test.describe.configure({ mode: "serial", timeout: 240_000 });

const gatewayPorts = { checkoutcom: e2eBasePort + 90, stripe: e2eBasePort + 91 };
const shopPorts = { checkoutcom: e2eBasePort + 80, stripe: e2eBasePort + 81 };
test.use({ storageState: returningShopper(Object.values(shopPorts).map((port) => `http://127.0.0.1:${port}`)) });
let checkoutCom: CheckoutComServer | undefined;
let stripeServer: StripeServer | undefined;
const shops: Partial<Record<"checkoutcom" | "stripe", IsolatedShop>> = {};
/** What the Stripe shop's owner pasted from the dashboard; the Checkout.com shop has none. */
const appleDomainFile = "7B227073704964223A2241313233222C2276657273696F6E223A317D";
const applePath = "/.well-known/apple-developer-merchantid-domain-association";
/** Each journey's paid order, refunded by the owner afterwards. */
const paidOrders: Partial<Record<"checkoutcom" | "stripe", { orderNumber: string; email: string }>> = {};

test.beforeAll(async () => {
  // Two fresh shops migrate their databases first; a hook otherwise has the default minute, short on a busy machine.
  test.setTimeout(240_000);
  const webhook = (name: keyof typeof shopPorts, route: string) => `http://127.0.0.1:${shopPorts[name]}${route}`;
  checkoutCom = await startCheckoutComServer({
    port: gatewayPorts.checkoutcom,
    webhookUrl: webhook("checkoutcom", "/api/webhooks/checkout-com"),
  });
  stripeServer = await startStripeServer({
    port: gatewayPorts.stripe,
    webhookUrl: webhook("stripe", "/api/webhooks/stripe"),
  });
  shops.checkoutcom = await startFreshShop(shopPorts.checkoutcom, "pay_checkoutcom", {
    PAYMENT_PROVIDER: "checkoutcom",
    CHECKOUT_COM_SECRET_KEY: checkoutCom.secretKey,
    CHECKOUT_COM_PROCESSING_CHANNEL_ID: "pc_e2e",
    CHECKOUT_COM_WEBHOOK_SECRET: checkoutCom.webhookSecret,
    CHECKOUT_COM_API_BASE: checkoutCom.apiBase,
  });
  shops.stripe = await startFreshShop(shopPorts.stripe, "pay_stripe", {
    PAYMENT_PROVIDER: "stripe",
    STRIPE_SECRET_KEY: stripeServer.secretKey,
    STRIPE_WEBHOOK_SECRET: stripeServer.webhookSecret,
    STRIPE_API_BASE: stripeServer.apiBase,
    APPLE_PAY_DOMAIN_ASSOCIATION: appleDomainFile,
  });
  await Promise.all(Object.values(shops).map((shop) => waitForHealth(shop.baseUrl, 200, 120_000)));
});

test.afterAll(async () => {
  await Promise.all(Object.values(shops).map((shop) => shop.stop()));
  await Promise.all([checkoutCom?.close(), stripeServer?.close()]);
});

/** A toast's words (the form's own status line says the same, so the page holds them twice). */
const notified = (page: Page, text: string | RegExp) =>
  page.getByRole("region", { name: /^Notifications/ }).getByText(text);

async function threeBundles(page: Page, baseUrl: string) {
  for (let count = 1; count <= 3; count += 1) {
    await openHydrated(page, `${baseUrl}/bundles/matcha-ritual`);
    await page.getByRole("button", { name: /Add .*to Cart/i }).click();
    await expect(page.getByText(`${ritual} has been added to your cart.`)).toBeVisible({ timeout: 45_000 });
    await expect(cartLink(page)).toHaveAccessibleName(`Cart, ${count} ${count === 1 ? "item" : "items"}`);
  }
}

for (const [name, gatewayName] of [
  ["checkoutcom", "Checkout.com"],
  ["stripe", "Stripe"],
] as const) {
  test(`${gatewayName}: AED 717 paid now at the hosted page comes back paid, with invoice and e-mail`, async ({
    page,
  }) => {
    const shop = shops[name]!;
    const email = uniqueEmail(`pay-${name}`, test.info().workerIndex);
    await threeBundles(page, shop.baseUrl);
    await page.goto(`${shop.baseUrl}/checkout/delivery`);
    // Over AED 500 cash on delivery is not offered; Pay now is, naming the gateway whose page follows.
    const payNow = page.getByRole("radio", { name: new RegExp(`Pay now by card \\(secure page by ${gatewayName}\\)`) });
    await expect(payNow).toBeChecked();
    await expect(page.getByRole("radio", { name: /Cash on delivery/ })).toHaveCount(0);
    await fillDeliveryDetails(page, email);
    await page.getByRole("button", { name: "Place Order" }).click();

    // The gateway's own page (a full redirect, never an iframe), for the order's amount in AED.
    await expect(page.getByRole("heading", { name: `${gatewayName} test payment` })).toBeVisible();
    expect(new URL(page.url()).port).toBe(String(gatewayPorts[name]));
    await expect(page.getByTestId("amount")).toHaveText("AED 717.00");
    await page.getByRole("button", { name: "Approve payment" }).click();

    await expect(page).toHaveURL(/\/order-confirmation\?order=/);
    await expect(page.getByRole("heading", { name: "Order Confirmed!" })).toBeVisible();
    await expect(page.getByText("Payment: Paid online")).toBeVisible();
    const orderNumber = await page.getByText(/^#\d{4,}$/).innerText();
    await expect(page.getByRole("link", { name: /View your tax invoice \(INV-\d{6}\)/ })).toBeVisible();

    const mail = await waitForMessage(email, new RegExp(`order ${orderNumber} is confirmed`));
    expect(mail.text).toContain("paid online");
    const [pdf] = mail.attachments;
    expect(pdf).toMatchObject({ filename: expect.stringMatching(/^INV-\d{6}\.pdf$/), contentType: "application/pdf" });
    expect(await pdfText(Buffer.from(pdf!.contentBase64, "base64"))).toContain("717.00");
    // The cart was emptied by the payment.
    await expect(cartLink(page)).toHaveAccessibleName("Cart");
    paidOrders[name] = { orderNumber, email };
  });
}

test("Checkout.com in Arabic: the gateway's page is asked for Arabic, and the shopper comes back to the Arabic confirmation", async ({
  page,
}) => {
  const shop = shops.checkoutcom!;
  const { fields, delivery, confirmation } = checkoutMessages.ar;
  for (let count = 1; count <= 3; count += 1) {
    await openHydrated(page, `${shop.baseUrl}/ar/bundles/matcha-ritual`);
    await page.getByRole("button", { name: cartMessages.ar.addButton.label }).click();
    // The server's answer, not the badge's optimistic count: leaving before it would drop the last bundle.
    await expect(page.getByText(cartMessages.ar.bundleAdded.title)).toBeVisible({ timeout: 45_000 });
    await expect(
      page.getByRole("banner").getByRole("link", { name: layoutMessages.ar.cartWithCount(count) }),
    ).toBeVisible();
  }
  await page.goto(`${shop.baseUrl}/ar/checkout/delivery`);
  // Over AED 500 the Arabic form offers Pay now only, naming the gateway and no method it does not offer.
  const payNow = page.getByRole("radio", {
    name: paymentMessages.ar.payNow(paymentMethodNames.ar.card, "Checkout.com"),
  });
  await expect(payNow).toBeChecked();
  await expect(page.getByRole("radio", { name: paymentMessages.ar.cashOnDelivery })).toHaveCount(0);
  await expect(page.getByText(/Apple Pay|Tabby|Tamara|تابي|تمارا/)).toHaveCount(0);
  await page.getByLabel(fields.fullName.label).fill("ليلى حداد");
  await page.getByLabel(fields.email.label, { exact: true }).fill(uniqueEmail("pay-ar", test.info().workerIndex));
  await page.getByLabel(fields.phone.label).fill("+971 50 123 4567");
  await page.getByLabel(fields.emirate.label).selectOption("Dubai");
  await page.getByLabel(fields.addressLine.label).fill("فيلا 12، شارع الوصل");
  await page.getByLabel(fields.city.label).fill("جميرا");
  await page.getByRole("button", { name: delivery.submit, exact: true }).click();

  await expect(page.getByRole("heading", { name: "Checkout.com test payment" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  await page.getByRole("button", { name: "Approve payment" }).click();
  await expect(page).toHaveURL(/\/ar\/order-confirmation\?order=/);
  await expect(page.getByRole("heading", { name: confirmation.title })).toBeVisible();
  await expect(page.getByText(paymentMessages.ar.confirmation.paidOnline(paymentMethodNames.ar.card))).toBeVisible();
});

test("Stripe: the owner refunds one bundle from the order page; the shopper gets the credit note", async ({ page }) => {
  const shop = shops.stripe!;
  const paid = paidOrders.stripe;
  test.skip(!paid, "the Stripe journey above did not pay an order");
  await page.context().addCookies((await isolatedShopAdminSession(shop, newTestAccount("refund-admin", 0))).cookies);
  await page.goto(`${shop.baseUrl}/admin/orders`);
  await page.getByRole("link", { name: paid!.orderNumber, exact: true }).click();
  await expect(page.getByRole("heading", { name: "Refund" })).toBeVisible();
  await page.getByLabel(`Units of ${ritual} to refund`).fill("1");
  await page.getByLabel(/^Reason/).fill("One box arrived crushed");
  await page.getByRole("button", { name: "Refund selected" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: /Refunded AED 239\.00; credit note CN-\d{6}/ }),
  ).toBeVisible();
  // Stripe's answer for a card refund is final (succeeded): recorded at once, with the time it was refunded.
  await expect(
    page.getByText(
      /AED 239\.00 · Refunded \(refunded \d{4}-\d\d-\d\d \d\d:\d\d\) · CN-\d{6} · One box arrived crushed/,
    ),
  ).toBeVisible();

  const mail = await waitForMessage(paid!.email, new RegExp(`Your refund for order ${paid!.orderNumber}`));
  const [pdf] = mail.attachments;
  const pdfWords = await pdfText(Buffer.from(pdf!.contentBase64, "base64"));
  for (const words of ["Tax Credit Note", "Corrects invoice", "One box arrived crushed", "239.00"])
    expect(pdfWords).toContain(words);
  // The credit note's page, from the link in the e-mail.
  const link = new URL(mail.text.match(/https?:\/\/\S+\/invoice\?document=\S+/)![0]);
  await page.goto(`${shop.baseUrl}${link.pathname}${link.search}`);
  await expect(page.getByRole("heading", { name: "Tax Credit Note" })).toBeVisible();
  await expect(page.getByText("One box arrived crushed")).toBeVisible();
});

test("Checkout.com: a refund is pending at the gateway until its webhook confirms it; a paid order is marked delivered", async ({
  page,
}) => {
  const shop = shops.checkoutcom!;
  const paid = paidOrders.checkoutcom;
  test.skip(!paid, "the Checkout.com journey above did not pay an order");
  // The acquirer has not answered yet: Checkout.com's 202 is an acceptance, not the money back.
  checkoutCom!.state.refundOutcome = "held";
  await page.context().addCookies((await isolatedShopAdminSession(shop, newTestAccount("refund-admin", 1))).cookies);
  await page.goto(`${shop.baseUrl}/admin/orders`);
  await page.getByRole("link", { name: paid!.orderNumber, exact: true }).click();
  await page.getByLabel(`Units of ${ritual} to refund`).fill("1");
  await page.getByLabel(/^Reason/).fill("Wrong shade");
  await page.getByRole("button", { name: "Refund selected" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: /Refund of AED 239\.00 accepted .* pending there/ }),
  ).toBeVisible();
  await expect(page.getByText(/AED 239\.00 · Pending at the gateway · Wrong shade/)).toBeVisible();

  // The acquirer gives the money back: payment_refunded, signed, reaches the shop's webhook.
  const [payment] = [...checkoutCom!.state.payments.values()].filter((entry) =>
    (entry.refunds as { outcome: string }[]).some((refund) => refund.outcome === "held"),
  );
  const [held] = payment!.refunds as { action_id: string }[];
  await fetch(`${checkoutCom!.url}/__test/refunds/${held!.action_id}/refunded`, { method: "POST" });
  await expect(async () => {
    await page.reload();
    await expect(page.getByText(/AED 239\.00 · Refunded \(refunded [\d :-]+\) · CN-\d{6} · Wrong shade/)).toBeVisible({
      timeout: 1_000,
    });
  }).toPass({ timeout: 20_000 });
  await waitForMessage(paid!.email, new RegExp(`Your refund for order ${paid!.orderNumber}`));

  // Shipped, then delivered: an order paid online has no cash to collect.
  await expect(page.getByRole("button", { name: "Mark delivered" })).toHaveCount(0);
  await page.getByLabel("Carrier").fill("Aramex");
  await page.getByLabel("Tracking number").fill("AX 2026-0717");
  await page.getByRole("button", { name: "Mark fulfilled" }).click();
  await expect(page.getByTestId("cod-stage")).toHaveText("Shipped");
  await expect(page.getByLabel("Cash collected (AED)")).toHaveCount(0);
  await page.getByRole("button", { name: "Mark delivered", exact: true }).click();
  await expect(
    page.getByRole("region", { name: /^Notifications/ }).getByText(`Order ${paid!.orderNumber} delivered.`),
  ).toBeVisible();
  await expect(page.getByTestId("cod-stage")).toHaveText("Delivered and paid");
  await expect(page.getByRole("button", { name: "Mark delivered", exact: true })).toHaveCount(0);

  // The shopper's tracking says so, with nothing paid in cash.
  await openHydrated(page, `${shop.baseUrl}/track-order`);
  await page.locator('input[name="email"]').fill(paid!.email);
  await page.locator('input[name="orderNumber"]').fill(paid!.orderNumber);
  await page.locator('form:has(input[name="orderNumber"]) button[type="submit"]').click();
  await expect(page.getByRole("article").getByTestId("cod-progress")).toContainText(/Delivered on .*; paid online/);
});

test("Checkout.com: the delivered card order comes back as a return; the gateway gives the bundle back, with a credit note", async ({
  page,
}) => {
  const shop = shops.checkoutcom!;
  const paid = paidOrders.checkoutcom;
  test.skip(!paid, "the Checkout.com journey above did not pay an order");
  checkoutCom!.state.refundOutcome = "refunded";
  const track = async () => {
    await openHydrated(page, `${shop.baseUrl}/track-order`);
    await page.locator('input[name="email"]').fill(paid!.email);
    await page.locator('input[name="orderNumber"]').fill(paid!.orderNumber);
    await page.locator('form:has(input[name="orderNumber"]) button[type="submit"]').click();
    return page.getByRole("article");
  };

  // The shopper asks from tracking: one of the bundles, damaged.
  const tracked = await track();
  await tracked.getByLabel(new RegExp(`${ritual} \\(up to \\d\\)`)).fill("1");
  await tracked.getByLabel("Reason", { exact: true }).selectOption("damaged_on_arrival");
  await tracked.getByRole("button", { name: "Ask for a return" }).click();
  const asked = tracked.getByText(/^Return R-\d+ requested\./);
  await expect(asked).toBeVisible();
  const returnNumber = (await asked.innerText()).match(/R-\d+/)![0];

  // The owner approves, receives it back on the shelf, and refunds it through the gateway.
  await page.context().addCookies((await isolatedShopAdminSession(shop, newTestAccount("return-admin", 2))).cookies);
  const card = async (state: string) => {
    await page.goto(`${shop.baseUrl}/admin/returns?state=${state}`);
    const found = page.getByTestId("admin-return").filter({ hasText: returnNumber });
    // A refunded return has no form left: the page being live is what a click needs.
    await waitForHydration(page.locator("main"));
    return found;
  };
  await (await card("requested")).getByRole("button", { name: "Approve and e-mail instructions" }).click();
  await expect(notified(page, `${returnNumber} approved.`)).toBeVisible();
  const approved = await card("approved");
  await approved.getByLabel("Restock").check();
  await approved.getByRole("button", { name: "Record as received" }).click();
  await expect(notified(page, `${returnNumber} received: 1 back on the shelf`)).toBeVisible();
  const received = await card("received");
  await expect(received.getByTestId("refund-due")).toHaveText("Due to the shopper: AED 239.00");
  // No amount to type and no method to choose: the card it was paid with gets it back.
  await expect(received.getByLabel("Amount (AED)")).toHaveCount(0);
  await received.getByRole("button", { name: "Refund through the payment gateway" }).click();
  await expect(notified(page, new RegExp(`${returnNumber}: the gateway is giving back AED 239\\.00`))).toBeVisible();

  // Checkout.com's signed webhook confirms it: the return is refunded and the shopper has the credit note.
  await expect(async () => {
    const refunded = await card("refunded");
    await expect(refunded).toContainText("Refunded AED 239.00 by the payment gateway", { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  // The second refund e-mail of this order (the first was the crushed box's, refunded from the order page).
  const refundMails = async () =>
    (await messagesTo(paid!.email)).filter((message) => message.subject.startsWith("Your refund for order"));
  await expect.poll(async () => (await refundMails()).length, { timeout: 15_000 }).toBe(2);
  const mail = (await refundMails()).at(-1)!;
  const pdfWords = await pdfText(Buffer.from(mail.attachments[0]!.contentBase64, "base64"));
  for (const words of ["Tax Credit Note", "Corrects invoice", `Return ${returnNumber}`, "239.00"])
    expect(pdfWords).toContain(words);
  await expect((await track()).getByText("Refunded", { exact: true })).toBeVisible();
});

test("Apple Pay's domain-verification file is served where Apple looks, only by the shop that was given one", async ({
  request,
}) => {
  const served = await request.get(`${shops.stripe!.baseUrl}${applePath}`);
  expect(served.status()).toBe(200);
  expect(await served.text()).toBe(appleDomainFile);
  expect((await request.get(`${shops.checkoutcom!.baseUrl}${applePath}`)).status()).toBe(404);
});

test("Stripe: while its order waits at the gateway the cart cannot change; cancelling the payment opens it again", async ({
  page,
}) => {
  const shop = shops.stripe!;
  const text = cartMessages.en.awaitingPayment;
  await openHydrated(page, `${shop.baseUrl}/bundles/matcha-ritual`);
  await page.getByRole("button", { name: /Add .*to Cart/i }).click();
  await expect(page.getByText(`${ritual} has been added to your cart.`)).toBeVisible({ timeout: 45_000 });
  await page.goto(`${shop.baseUrl}/checkout/delivery`);
  await page.getByRole("radio", { name: /Pay now/ }).check();
  await fillDeliveryDetails(page, uniqueEmail("pay-locked", test.info().workerIndex));
  await page.getByRole("button", { name: "Place Order" }).click();
  await expect(page.getByRole("heading", { name: "Stripe test payment" })).toBeVisible();

  // Back in the shop before paying: the cart says what waits, and refuses a change.
  await page.goto(`${shop.baseUrl}/cart`);
  await waitForHydration(page.getByRole("button", { name: cartMessages.en.page.increase(ritual) }));
  await expect(page.getByRole("heading", { name: text.title })).toBeVisible();
  await expect(page.getByText(/Order #\d{4,} is waiting for its payment until/)).toBeVisible();
  await page.getByRole("button", { name: cartMessages.en.page.increase(ritual) }).click();
  await expect(page.getByText(text.locked).first()).toBeVisible();

  // "Return to payment" opens the same page again.
  await page.getByRole("button", { name: text.resume }).click();
  await expect(page.getByRole("heading", { name: "Stripe test payment" })).toBeVisible();
  await page.goBack();

  await page.goto(`${shop.baseUrl}/cart`);
  await waitForHydration(page.getByRole("button", { name: text.cancel }));
  await page.getByRole("button", { name: text.cancel }).click();
  await expect(page.getByText(text.cancelled)).toBeVisible();
  await expect(page.getByRole("heading", { name: text.title })).toHaveCount(0);
  await page.getByRole("button", { name: cartMessages.en.page.increase(ritual) }).click();
  await expect(cartLink(page)).toHaveAccessibleName("Cart, 2 items");
});

test("Stripe: a phone that refused two parcels at the door is asked to pay now; once the owner lifts the hold, cash on delivery is taken again", async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const shop = shops.stripe!;
  // A phone of this test alone (the other journeys share the helpers' number), typed two ways.
  const digits = String(Date.now()).slice(-7);
  const phones = [`+971 55 ${digits}`, `055${digits}`];
  const owner = await browser.newContext({ storageState: returningShopper([shop.baseUrl]) });
  await owner.addCookies((await isolatedShopAdminSession(shop, newTestAccount("refusal-admin", 3))).cookies);
  const admin = await owner.newPage();

  /** One cleanser, cash on delivery, this phone: the confirmation's order number, or null with the form's refusal. */
  async function payCashOnDelivery(phone: string) {
    await openHydrated(page, `${shop.baseUrl}/products/matcha-pure-cleanser`);
    await page.getByRole("button", { name: "Add to Cart" }).click();
    await expect(page.getByText(/added to your cart\.$/)).toBeVisible({ timeout: 45_000 });
    await page.goto(`${shop.baseUrl}/checkout/delivery`);
    await page.getByRole("radio", { name: /Cash on delivery/ }).check();
    await fillDeliveryDetails(page, uniqueEmail("refusals", test.info().workerIndex));
    await page.getByLabel("Phone").fill(phone);
    await page.getByRole("button", { name: "Place Order" }).click();
  }
  async function refuseAtTheDoor(orderNumber: string) {
    await admin.goto(`${shop.baseUrl}/admin/orders?q=${encodeURIComponent(orderNumber)}`);
    await admin.getByRole("link", { name: orderNumber, exact: true }).click();
    await waitForHydration(admin.getByRole("main").locator("form").first());
    await admin.getByRole("button", { name: "Mark confirmed" }).click();
    await expect(admin.getByTestId("cod-stage")).toHaveText("Confirmed");
    await admin.getByLabel("Carrier").fill("Aramex");
    await admin.getByLabel("Tracking number").fill(`AX ${orderNumber.slice(1)}`);
    await admin.getByRole("button", { name: "Mark fulfilled" }).click();
    await expect(admin.getByTestId("cod-stage")).toHaveText("Shipped");
    await admin.getByRole("button", { name: "Refused at the door" }).click();
    await expect(admin.getByTestId("cod-stage")).toHaveText("Refused at the door");
  }

  for (const phone of phones) {
    await payCashOnDelivery(phone);
    await expect(page.getByRole("heading", { name: "Order Confirmed!" })).toBeVisible();
    await refuseAtTheDoor(await page.getByText(/^#\d{4,}$/).innerText());
  }

  // A third order to that phone, under a new e-mail: cash on delivery is refused with a neutral word, nothing lost.
  await payCashOnDelivery(phones[0]!);
  await expect(page.getByText(checkoutMessages.en.errors.payNowOnly).first()).toBeVisible();
  await expect(page.getByLabel("Phone")).toHaveValue(phones[0]!);
  await expect(page.getByLabel("Full name")).toHaveValue("Layla Test");

  // The owner sees both refusals on the last refused order and lifts the hold; the shopper's cash order goes through.
  await admin.reload();
  await expect(admin.getByTestId("cod-withheld")).toBeVisible();
  const refusals = admin.getByRole("region", { name: "Refused at the door" });
  await expect(refusals.getByRole("listitem")).toHaveCount(2);
  await refusals.getByRole("button", { name: "Offer cash on delivery again" }).click();
  await expect(notified(admin, "Cash on delivery is offered to this shopper again.")).toBeVisible();
  await admin.reload();
  await expect(refusals.getByText(/^Hold lifted by /)).toBeVisible();
  await expect(admin.getByTestId("cod-withheld")).toHaveCount(0);
  await page.getByRole("radio", { name: /Cash on delivery/ }).check();
  await page.getByRole("button", { name: "Place Order" }).click();
  await expect(page.getByRole("heading", { name: "Order Confirmed!" })).toBeVisible();
  await owner.close();
});
