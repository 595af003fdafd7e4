import { and, eq } from "drizzle-orm";
import { NextRequest } from "next/server";

import { GET as restoreCart } from "@/app/api/cart/restore/route";
import { POST as oneClickUnsubscribe } from "@/app/api/newsletter/unsubscribe/route";
import { cartReminderPolicy } from "@/content/cart-reminder-policy";
import { collectAccountData } from "@/lib/account/export-account-data";
import { eraseAccount } from "@/lib/account/erase-account";
import { readDashboard } from "@/lib/admin/dashboard/read-dashboard";
import { rememberCartContact, rememberSignedInCartContact } from "@/lib/cart-reminders/remember-contact";
import { enqueueDueCartReminders } from "@/lib/cart-reminders/send-due-reminders";
import { createLocalProvider } from "@/lib/commerce/local/provider";
import { cartReminders, carts, newsletterSubscribers, outboxEmails, users } from "@/lib/db/schema";
import type { Locale } from "@/lib/i18n/locales";
import { placeCashOnDeliveryOrder } from "@/lib/orders/place-cash-on-delivery-order";
import { expireAwaitingOrder } from "@/lib/payments/expire-unpaid-orders";
import { cashOnDeliverySchema } from "@/lib/validations/checkout";
import { deliveryDetails } from "@/tests/support/delivery-details";
import { fakeCookies as mockFakeCookies, type CookieJar } from "@/tests/support/next-request-mocks";
import { openTestDatabaseForFile } from "@/tests/unit/support/mocked-request";

const mockJar: CookieJar = new Map();
jest.mock("@/lib/db", () => jest.requireActual("@/tests/unit/support/mocked-request").mockedDbModule);
jest.mock("next/headers", () => ({ cookies: async () => mockFakeCookies(mockJar), headers: async () => new Headers({ "x-shop-client-address": "203.0.113.9" }) }));
jest.mock("next/server", () => ({ ...jest.requireActual("next/server"), after: (task: () => unknown) => void task() }));
jest.mock("next/navigation", () => jest.requireActual("@/tests/unit/support/mocked-navigation").mockedNavigationModule);

import { placeOrderAction } from "@/lib/actions/place-order";

const db = openTestDatabaseForFile();
const shop = createLocalProvider(async () => db());
const mask = "gid://shopify/ProductVariant/4801000000001";
const cleanser = "gid://shopify/ProductVariant/4801000000003";
const HOUR = 60 * 60_000;
/** The sweep's clock, moved past the cart's last change by `hours`. */
const hoursLater = (hours: number) => new Date(Date.now() + hours * HOUR);
const due = hoursLater(cartReminderPolicy.afterHours + 0.1);

async function subscriber(email: string, { confirmed = true, locale = "en" as Locale } = {}) {
  const [row] = await db()
    .insert(newsletterSubscribers)
    .values({ email, source: "inline", locale, confirmedAt: confirmed ? new Date() : null })
    .returning();
  return row!;
}

/** A cart with a mask and two cleansers that `email` was given for, as the delivery step records it. */
async function leftCart(email: string, locale: Locale = "en") {
  const cart = await shop.createCart([
    { merchandiseId: mask, quantity: 1 },
    { merchandiseId: cleanser, quantity: 2 },
  ]);
  await rememberCartContact(db(), cart.id, email, locale);
  return cart.id;
}

const remindersTo = (email: string) =>
  db().select().from(outboxEmails).where(and(eq(outboxEmails.kind, "cart_reminder"), eq(outboxEmails.toAddress, email)));

/** The restore link in a reminder's text, as a path and query (the route answers on any host). */
function restoreLinkOf(text: string): string {
  const url = new URL(/(https?:\/\/\S+\/api\/cart\/restore\?\S+)/.exec(text)?.[1] ?? "http://invalid/");
  return `${url.pathname}${url.search}`;
}

const open = (path: string) => restoreCart(new NextRequest(new URL(path, "http://127.0.0.1:3000")));
/** The cart id a restore answer put in the browser, if any. */
const cookieOf = (response: Response) => /cart_id=([^;]+)/.exec(response.headers.get("set-cookie") ?? "")?.[1];

describe("cart reminders", () => {
  test("one reminder after the set time, never before and never twice, even with two sweeps at once", async () => {
    await subscriber("noura@example.ae");
    await leftCart("Noura@Example.ae");

    expect(await enqueueDueCartReminders(db(), hoursLater(cartReminderPolicy.afterHours - 0.1))).toHaveLength(0);
    const [first, second] = await Promise.all([enqueueDueCartReminders(db(), due), enqueueDueCartReminders(db(), due)]);
    expect([...first!, ...second!]).toHaveLength(1);
    expect(await enqueueDueCartReminders(db(), hoursLater(24))).toHaveLength(0);

    const [mail, ...more] = await remindersTo("noura@example.ae");
    expect(more).toHaveLength(0);
    expect(mail?.subject).toBe("Your Matcha Glow cart is waiting for you");
    expect(mail?.textBody).toContain("You left 3 items in your cart.");
    expect(mail?.headers).toMatchObject({ "List-Unsubscribe-Post": "List-Unsubscribe=One-Click", "List-Unsubscribe": expect.stringMatching(/^<https?:\/\/\S+\/api\/newsletter\/unsubscribe\?s=/) });
    expect(mail?.textBody).toMatch(/Unsubscribe: https?:\/\/\S+\/newsletter\/unsubscribe\?s=/);
  });

  test("in the shopper's language, and the link restores the cart's lines in another browser", async () => {
    await subscriber("mariam@example.ae", { locale: "en" });
    const cartId = await leftCart("mariam@example.ae", "ar");
    await enqueueDueCartReminders(db(), due);
    const [mail] = await remindersTo("mariam@example.ae");
    expect(mail?.subject).toBe("سلتك في Matcha Glow بانتظارك");
    expect(mail?.htmlBody).toContain('dir="rtl"');

    const response = await open(restoreLinkOf(mail!.textBody));
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/ar/cart");
    const restored = await shop.getCart(cookieOf(response)!);
    expect(restored?.id).toBe(cartId);
    expect(restored?.lines.map((line) => [line.merchandiseId, line.quantity])).toEqual(
      expect.arrayContaining([
        [mask, 1],
        [cleanser, 2],
      ]),
    );
  });

  test("a wrong, expired or ordered-since link opens the cart page without a cart", async () => {
    await subscriber("hind@example.ae");
    const cartId = await leftCart("hind@example.ae");
    await enqueueDueCartReminders(db(), due);
    const link = restoreLinkOf((await remindersTo("hind@example.ae"))[0]!.textBody);

    expect(cookieOf(await open(link.replace(/t=[^&]+/, "t=guessed")))).toBeUndefined();
    const expire = (at: Date) => db().update(cartReminders).set({ expiresAt: at }).where(eq(cartReminders.cartId, cartId));
    await expire(new Date(Date.now() - 1000));
    expect(cookieOf(await open(link))).toBeUndefined();
    await expire(hoursLater(24));
    expect(cookieOf(await open(link))).toBe(cartId);
    await placeCashOnDeliveryOrder(db(), { cartId, customer: cashOnDeliverySchema.parse({ ...deliveryDetails, email: "hind@example.ae" }) });
    const afterOrder = await open(link);
    expect(afterOrder.headers.get("location")).toBe("/cart");
    expect(cookieOf(afterOrder)).toBeUndefined();
  });

  test.each([
    ["never confirmed the newsletter", { confirmed: false }],
    ["is not on the newsletter at all", null],
  ] as const)("nothing is sent to an address that %s", async (_label, consent) => {
    const email = `no-consent-${consent ? "pending" : "none"}@example.ae`;
    if (consent) await subscriber(email, consent);
    await leftCart(email);
    expect(await enqueueDueCartReminders(db(), due)).toHaveLength(0);
    expect(await remindersTo(email)).toHaveLength(0);
  });

  test("the one-click unsubscribe in a reminder ends consent: the next cart left behind gets nothing", async () => {
    const { id } = await subscriber("latifa@example.ae");
    await leftCart("latifa@example.ae");
    await enqueueDueCartReminders(db(), due);
    const listUnsubscribe = (await remindersTo("latifa@example.ae"))[0]!.headers!["List-Unsubscribe"]!;
    const oneClick = listUnsubscribe.slice(1, -1);

    const answer = await oneClickUnsubscribe(new Request(oneClick, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "List-Unsubscribe=One-Click" }));
    expect(answer.status).toBe(200);
    const [row] = await db().select({ at: newsletterSubscribers.unsubscribedAt }).from(newsletterSubscribers).where(eq(newsletterSubscribers.id, id));
    expect(row?.at).not.toBeNull();

    await leftCart("latifa@example.ae");
    expect(await enqueueDueCartReminders(db(), due)).toHaveLength(0);
  });

  test("a shopper who ordered gets no reminder: not for the cart ordered, nor for one left before ordering elsewhere", async () => {
    await subscriber("reem@example.ae");
    const customer = cashOnDeliverySchema.parse({ ...deliveryDetails, email: "reem@example.ae" });
    const ordered = await leftCart("reem@example.ae");
    const leftFirst = await leftCart("reem@example.ae");
    const placed = await placeCashOnDeliveryOrder(db(), { cartId: ordered, customer });
    expect(placed.ok).toBe(true);

    expect(await enqueueDueCartReminders(db(), due)).toHaveLength(0);
    expect(await shop.getCart(leftFirst)).not.toBeNull();
    expect(await remindersTo("reem@example.ae")).toHaveLength(0);
  });

  test("a cart left unpaid at the gateway's page is reminded once its order expired, not while it waits", async () => {
    await subscriber("moza@example.ae");
    const cartId = await leftCart("moza@example.ae");
    const customer = cashOnDeliverySchema.parse({ ...deliveryDetails, email: "moza@example.ae" });
    const placed = await placeCashOnDeliveryOrder(db(), { cartId, customer, payOnline: true });
    if (!placed.ok) throw new Error(placed.reason);
    expect(await enqueueDueCartReminders(db(), due)).toHaveLength(0);

    await db().transaction((tx) => expireAwaitingOrder(tx, placed.order.id, new Date()));
    expect(await enqueueDueCartReminders(db(), due)).toHaveLength(1);
    expect(await remindersTo("moza@example.ae")).toHaveLength(1);
  });

  test("the address typed at checkout is the cart's: a refused order's cart is reminded there", async () => {
    await subscriber("salama@example.ae");
    // Over the cash-on-delivery limit: the order is refused and the cart stays.
    const bundles = await shop.createCart([{ merchandiseId: "gid://shopify/ProductVariant/4801000000001", quantity: 10 }]);
    mockJar.set("cart_id", { value: bundles.id });
    const formData = new FormData();
    for (const [name, value] of Object.entries({ ...deliveryDetails, email: "Salama@Example.ae", locale: "ar" })) formData.set(name, value);

    const state = await placeOrderAction(null, formData);
    expect(state).toMatchObject({ ok: false, code: "over_limit" });
    const [cart] = await db().select({ email: carts.contactEmail, locale: carts.contactLocale }).from(carts).where(eq(carts.id, bundles.id));
    expect(cart).toEqual({ email: "salama@example.ae", locale: "ar" });
    expect(await enqueueDueCartReminders(db(), due)).toHaveLength(1);
  });

  test("a signed-in shopper at the delivery step gives the account's address to the cart in their browser", async () => {
    await subscriber("alia@example.ae", { locale: "ar" });
    const cart = await shop.createCart([{ merchandiseId: cleanser, quantity: 1 }]);
    mockJar.set("cart_id", { value: cart.id });

    await rememberSignedInCartContact("Alia@Example.ae", "en");
    expect(await enqueueDueCartReminders(db(), due)).toHaveLength(1);
    const [mail] = await remindersTo("alia@example.ae");
    // The language of the visit, not the one the newsletter was joined in.
    expect(mail?.textBody).toContain("You left 1 item in your cart.");
  });

  test("the dashboard counts reminders sent this month and the carts ordered after theirs", async () => {
    const before = (await readDashboard(db(), 30)).cartReminders;
    await subscriber("amna@example.ae");
    await subscriber("shamma@example.ae");
    const recovered = await leftCart("amna@example.ae");
    await leftCart("shamma@example.ae");
    expect(await enqueueDueCartReminders(db(), due)).toHaveLength(2);
    const customer = cashOnDeliverySchema.parse({ ...deliveryDetails, email: "amna@example.ae" });
    expect((await placeCashOnDeliveryOrder(db(), { cartId: recovered, customer })).ok).toBe(true);

    const after = (await readDashboard(db(), 30)).cartReminders;
    expect(after).toEqual({ sent: before.sent + 2, recovered: before.recovered + 1 });
  });

  test("the cart's address is in the account's export and erased with the account", async () => {
    const [user] = await db().insert(users).values({ id: "user-cart-reminder", name: "Maitha", email: "maitha@example.ae", emailVerified: true }).returning();
    const holder = { id: user!.id, email: user!.email, emailVerified: true };
    const cartId = await leftCart("maitha@example.ae");

    const exported = await collectAccountData(db(), holder);
    expect(exported.carts).toEqual([expect.objectContaining({ contactEmail: "maitha@example.ae", reminderSentAt: null })]);

    await eraseAccount(db(), holder, "keep");
    const [cart] = await db().select({ email: carts.contactEmail }).from(carts).where(eq(carts.id, cartId));
    expect(cart).toEqual({ email: null });
  });
});
