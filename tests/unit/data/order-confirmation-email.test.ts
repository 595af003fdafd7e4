import { createServer, type AddressInfo } from "node:net";
import { estimateDeliveryDate, formatShopDate } from "@/lib/orders/delivery-estimate";
import { eq } from "drizzle-orm";

import { sellableItemIn } from "@/content/localized";
import { checkoutMessages } from "@/content/messages/checkout";
import { orderEmailMessages } from "@/content/messages/order-email";
import { createLocalProvider } from "@/lib/commerce/local/provider";
import type { CommerceProvider } from "@/lib/commerce/types";
import { orders, outboxEmails } from "@/lib/db/schema";
import { formatPrice } from "@/lib/currency/format-price";
import { env } from "@/lib/env";
import { flushOutbox } from "@/lib/mail";
import { deliveryDetails } from "@/tests/support/delivery-details";
import { insertDiscountCode } from "@/tests/support/discount-code-fixture";
import { fakeCookies as mockFakeCookies, type CookieJar } from "@/tests/support/next-request-mocks";
import { startSmtpTestServer } from "@/tests/support/smtp-test-server";
import { openTestDatabaseForFile } from "@/tests/unit/support/mocked-request";

const mockJar: CookieJar = new Map();
/** What the action scheduled to run after its response, awaited by the tests. */
const mockAfterTasks: Promise<unknown>[] = [];
jest.mock("@/lib/db", () => jest.requireActual("@/tests/unit/support/mocked-request").mockedDbModule);
jest.mock("next/headers", () => ({ cookies: async () => mockFakeCookies(mockJar), headers: async () => new Headers({ "x-shop-client-address": "203.0.113.9" }) }));
jest.mock("next/server", () => ({ after: (task: () => unknown) => void mockAfterTasks.push(Promise.resolve().then(task)) }));
jest.mock("next/navigation", () => jest.requireActual("@/tests/unit/support/mocked-navigation").mockedNavigationModule);

import { placeOrderAction } from "@/lib/actions/place-order";

const MASK = "gid://shopify/ProductVariant/4801000000001";
const CLEANSER = "gid://shopify/ProductVariant/4801000000003";
const globalForMail = globalThis as typeof globalThis & { matchaGlowMailTransport?: unknown };

let shop: CommerceProvider;
let smtp: Awaited<ReturnType<typeof startSmtpTestServer>>;
let smtpDown = false;

const db = openTestDatabaseForFile();
beforeAll(async () => {
  shop = createLocalProvider(async () => db());
  smtp = await startSmtpTestServer({ failWith: () => (smtpDown ? "mail server unavailable" : null) });
});
afterAll(async () => {
  await smtp.close();
});
beforeEach(() => {
  smtpDown = false;
  smtp.received.length = 0;
  mockAfterTasks.length = 0;
  // The shop's mail port, configured the way SMTP_URL configures it in production (unset, the key is absent).
  env.SMTP_URL = smtp.url;
  jest.replaceProperty(env, "COMMERCE_PROVIDER", "local");
  delete globalForMail.matchaGlowMailTransport;
});
afterEach(() => {
  jest.restoreAllMocks();
  env.SMTP_URL = undefined;
  delete globalForMail.matchaGlowMailTransport;
});

/** Places the order for a fresh cart through the action, as the delivery form does; returns the confirmation path. */
async function placeOrder(lines: { merchandiseId: string; quantity: number }[], fields: Record<string, string> = deliveryDetails, discountCode?: string) {
  const cartId = (await shop.createCart(lines)).id;
  if (discountCode) await shop.applyDiscountCode(cartId, discountCode);
  mockJar.clear();
  mockJar.set("cart_id", { value: cartId });
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) formData.set(name, value);
  const url = await placeOrderAction(null, formData).then(
    (state) => {
      throw new Error(`expected a redirect, got ${JSON.stringify(state)}`);
    },
    (error: { url?: string }) => error.url!,
  );
  await Promise.all(mockAfterTasks);
  const token = new URL(url, "http://shop.test").searchParams.get("order")!;
  const [order] = await db().select().from(orders).where(eq(orders.publicToken, token));
  return order!;
}

/** An SMTP address where nothing listens any more: the mail server is down. */
async function unreachableSmtpUrl() {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `smtp://127.0.0.1:${port}`;
}

const outboxFor = async (orderId: string) => (await db().select().from(outboxEmails).where(eq(outboxEmails.dedupeKey, `order_confirmation:${orderId}`)))[0];

describe("order confirmation e-mail", () => {
  test("reaches the shopper with the order number, lines, totals with the discount, address, confirmation link and how to track it", async () => {
    const code = await insertDiscountCode(db(), { email: deliveryDetails.email });
    const order = await placeOrder(
      [
        { merchandiseId: MASK, quantity: 2 },
        { merchandiseId: CLEANSER, quantity: 1 },
      ],
      deliveryDetails,
      code,
    );

    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail!.envelopeTo).toEqual(["aisha.rahman@example.com"]);
    expect(mail!.parsed.to).toMatchObject({ text: '"Aisha Rahman" <aisha.rahman@example.com>' });
    expect(mail!.parsed.subject).toBe(`Your Matcha Glow order ${order.orderNumber} is confirmed`);

    const text = mail!.parsed.text ?? "";
    expect(text).toContain(`We have received order ${order.orderNumber}`);
    // The same day the confirmation page and the shipping page promise (next day, 2:00 PM GST cut-off, weekend rule).
    expect(text).toContain(`Estimated delivery: ${formatShopDate(estimateDeliveryDate(new Date()), "en")}.`);
    expect(text).toContain("2 × Matcha Clay Mask: AED 198.00");
    expect(text).toContain("1 × Matcha Pure Cleanser: AED 89.00");
    // 287 less 15% (43.05); shipping is free from the threshold up.
    expect(text).toContain("Subtotal: AED 287.00");
    expect(text).toContain(`Discount (${code}): −AED 43.05`);
    expect(text).toContain("Shipping: Free");
    expect(text).toContain("Total to pay on delivery: AED 243.95");
    expect(text).toContain("Villa 12, Street 4, Al Barsha 2\nAl Barsha, Dubai\nUnited Arab Emirates");
    expect(text).toContain(`/order-confirmation?order=${order.publicToken}`);
    expect(text).toContain(`Enter your order number ${order.orderNumber} and your e-mail address aisha.rahman@example.com`);
    expect(text).toContain("/track-order");
    expect(mail!.parsed.html).toContain(`href="http://localhost:3000/order-confirmation?order=${order.publicToken}"`);
    expect(await outboxFor(order.id)).toMatchObject({ status: "sent", attempts: 1 });
  });

  test("a mail server that refuses the message leaves it pending for a retry; the order is placed all the same", async () => {
    smtpDown = true;
    jest.spyOn(console, "error").mockImplementation(() => {});
    const order = await placeOrder([{ merchandiseId: CLEANSER, quantity: 2 }]);
    expect(order.totalAmount).toBe(178);
    expect(await outboxFor(order.id)).toMatchObject({ status: "pending", attempts: 1, lastError: expect.stringContaining("mail server unavailable") });
  });

  test("what the shopper typed is escaped in the HTML part", async () => {
    const order = await placeOrder([{ merchandiseId: CLEANSER, quantity: 1 }], {
      ...deliveryDetails,
      fullName: "Aisha <b>Rahman</b>",
      addressLine: 'Villa 12 <img src=x onerror="alert(1)">',
    });
    const html = smtp.received[0]!.parsed.html || "";
    expect(html).toContain("Hello Aisha &lt;b&gt;Rahman&lt;/b&gt;,");
    expect(html).toContain("Villa 12 &lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
    expect(html).not.toContain("<img");
    expect(smtp.received[0]!.parsed.text).toContain("Hello Aisha <b>Rahman</b>,");
    expect(order.orderNumber).toMatch(/^#\d+$/);
  });

  test("with the mail server down the order is still placed, the mail waits in the outbox and a later sweep delivers it", async () => {
    env.SMTP_URL = await unreachableSmtpUrl();
    jest.spyOn(console, "error").mockImplementation(() => {});
    const order = await placeOrder([{ merchandiseId: MASK, quantity: 1 }]);

    expect(order).toMatchObject({ email: "aisha.rahman@example.com", totalAmount: 114 });
    const waiting = await outboxFor(order.id);
    expect(waiting).toMatchObject({ status: "pending", attempts: 1, toAddress: "aisha.rahman@example.com", lastError: expect.stringMatching(/ECONNREFUSED|connect/i) });

    // The mail server is back and the back-off has passed: the sweep every server runs picks the message up.
    env.SMTP_URL = smtp.url;
    delete globalForMail.matchaGlowMailTransport;
    await db().update(outboxEmails).set({ nextAttemptAt: new Date() }).where(eq(outboxEmails.id, waiting!.id));
    await flushOutbox(db());
    expect(smtp.received.map((mail) => mail.parsed.subject)).toEqual([`Your Matcha Glow order ${order.orderNumber} is confirmed`]);
    expect(await outboxFor(order.id)).toMatchObject({ status: "sent", attempts: 2 });
  });

  test("without SMTP_URL the confirmation stays in the outbox and the order goes through", async () => {
    env.SMTP_URL = undefined;
    delete globalForMail.matchaGlowMailTransport;
    const order = await placeOrder([{ merchandiseId: MASK, quantity: 1 }]);

    expect(await outboxFor(order.id)).toMatchObject({ status: "pending", attempts: 0, kind: "order_confirmation" });
    expect(smtp.received).toHaveLength(0);
  });
});

describe("order placed in the Arabic shop", () => {
  // Each test orders with its own address: the per-e-mail order limit counts across this file.
  test("records its locale, and its confirmation e-mail is Arabic, right to left, with Arabic prices and /ar links", async () => {
    const order = await placeOrder([{ merchandiseId: CLEANSER, quantity: 1 }], { ...deliveryDetails, email: "noor.arabic@example.com", locale: "ar" });
    expect(order.locale).toBe("ar");

    const [mail] = smtp.received;
    const text = orderEmailMessages.ar;
    expect(mail!.parsed.subject).toBe(text.subject(order.orderNumber));
    expect(mail!.parsed.subject).toMatch(/[\u0600-\u06ff]/);
    const html = String(mail!.parsed.html);
    expect(html).toMatch(/<html lang="ar" dir="rtl">/);
    expect(html).toContain('<body dir="rtl">');
    const body = mail!.parsed.text ?? "";
    expect(body).toContain(text.greeting("Aisha Rahman"));
    // The line names the product as the Arabic shop does; the order row keeps the catalogue's English title.
    expect(body).toContain(text.line(1, sellableItemIn(CLEANSER, "ar")!.title, formatPrice(89, "AED", "ar")));
    expect(body).toContain(`${text.total}: ${formatPrice(104, "AED", "ar")}`);
    expect(body).toContain(`/ar/order-confirmation?order=${order.publicToken}`);
    expect(body).toContain("/ar/track-order");
  });

  test("a form without a locale (or with an unknown one) is an English order, as before", async () => {
    const order = await placeOrder([{ merchandiseId: CLEANSER, quantity: 1 }], { ...deliveryDetails, email: "omar.unknown-locale@example.com", locale: "xx" });
    expect(order.locale).toBe("en");
    expect(smtp.received[0]!.parsed.subject).toBe(`Your Matcha Glow order ${order.orderNumber} is confirmed`);
    expect(String(smtp.received[0]!.parsed.html)).toMatch(/<html lang="en" dir="ltr">/);
  });

  test("an Arabic shopper's invalid delivery details are refused in Arabic", async () => {
    const formData = new FormData();
    for (const [name, value] of Object.entries({ ...deliveryDetails, phone: "12", locale: "ar" })) formData.set(name, value);
    const state = await placeOrderAction(null, formData);
    expect(state).toMatchObject({ ok: false, message: checkoutMessages.ar.delivery.fieldErrorsSummary, fieldErrors: { phone: checkoutMessages.ar.errors.phone } });
  });
});
