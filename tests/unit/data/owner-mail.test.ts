import { eq } from "drizzle-orm";

import { startOfShopDay } from "@/lib/admin/dashboard/dashboard-period";
import { readDashboard } from "@/lib/admin/dashboard/read-dashboard";
import { catalogueEntries, onlinePayments, orders, outboxEmails } from "@/lib/db/schema";
import { placeCashOnDeliveryOrder } from "@/lib/orders/place-cash-on-delivery-order";
import { enqueueDailySummary, readDailySummary } from "@/lib/owner/daily-summary";
import { enqueueOutboxAlerts } from "@/lib/owner/outbox-alerts";
import { runOwnerMailSweep } from "@/lib/owner/owner-mail-sweep";
import { shopYesterday } from "@/lib/owner/summary-due";
import { settleGatewayPayment } from "@/lib/payments/settle-payment";
import { cashOnDeliverySchema } from "@/lib/validations/checkout";
import { insertContactMessage, insertReview } from "@/tests/support/admin-fixtures";
import { deliveryDetails } from "@/tests/support/delivery-details";
import { openLocalShopForFile } from "@/tests/unit/support/local-shop";
import { envOverrides } from "@/tests/unit/support/mocked-env";

jest.mock("@/lib/db", () => jest.requireActual("@/tests/unit/support/mocked-request").mockedDbModule);
jest.mock("@/lib/env", () => jest.requireActual("@/tests/unit/support/mocked-env").mockedEnvModule());

const OWNER = "owner@matchaglow.ae";
const clayMask = "gid://shopify/ProductVariant/4801000000001";
const { db, shop } = openLocalShopForFile();
const customer = cashOnDeliverySchema.parse(deliveryDetails);

beforeEach(async () => {
  Object.assign(envOverrides, { SHOP_OWNER_EMAIL: OWNER, SHOP_OWNER_ORDER_EMAILS: "each", SHOP_OWNER_LOCALE: "en" });
  await db().delete(outboxEmails);
  await db().update(catalogueEntries).set({ stock: null, lowStockThreshold: null });
});

const ownerMail = (kind: string) =>
  db()
    .select()
    .from(outboxEmails)
    .where(eq(outboxEmails.kind, kind))
    .then((rows) => rows.filter((row) => row.toAddress === OWNER));

async function placeOrder(payOnline = false) {
  const cartId = (await shop().createCart([{ merchandiseId: clayMask, quantity: 2 }])).id;
  const place = () => placeCashOnDeliveryOrder(db(), { cartId, customer, payOnline });
  const placed = await place();
  if (!placed.ok) throw new Error(placed.reason);
  return { order: placed.order, placed, place };
}

describe("the owner's e-mail about a new order", () => {
  test("a cash order writes one notice with its number and total; a retried placement writes none more", async () => {
    const { order, placed, place } = await placeOrder();
    const notices = await ownerMail("owner_new_order");
    expect(notices).toHaveLength(1);
    expect(notices[0]!.subject).toContain(order.orderNumber);
    expect(notices[0]!.textBody).toContain("Cash on delivery");
    expect(notices[0]!.textBody).toContain("2 × Matcha Clay Mask");
    // The placement hands the notice over to be delivered after the answer, with the shopper's confirmation.
    expect(placed.ok && placed.alertMailIds).toContain(notices[0]!.id);

    const again = await place();
    expect(again).toMatchObject({ ok: true, alreadyPlaced: true, order: { id: order.id } });
    expect(await ownerMail("owner_new_order")).toHaveLength(1);
  });

  test("an online order is announced once it is paid, once however often the gateway reports it", async () => {
    const { order } = await placeOrder(true);
    expect(await ownerMail("owner_new_order")).toHaveLength(0);
    const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
    const amountFils = Math.round(row!.totalAmount * 100);
    await db().insert(onlinePayments).values({
      orderId: order.id,
      gateway: "stripe",
      sessionId: `cs_${order.id}`,
      redirectUrl: "https://pay.example/cs",
      amountFils,
      currency: "AED",
    });
    const paid = {
      orderId: order.id,
      sessionId: `cs_${order.id}`,
      paymentReference: `pi_${order.id}`,
      status: "captured" as const,
      amountMinor: amountFils,
      currency: "aed",
      method: "card",
    };
    const first = await settleGatewayPayment(db(), "stripe", paid);
    expect(await settleGatewayPayment(db(), "stripe", paid)).toEqual({ kind: "already_settled" });
    const notices = await ownerMail("owner_new_order");
    expect(notices).toHaveLength(1);
    expect(notices[0]!.textBody).toContain("Paid online.");
    expect(first).toMatchObject({ kind: "paid", mailIds: expect.arrayContaining([notices[0]!.id]) });
  });

  test.each([
    ["SHOP_OWNER_EMAIL unset", { SHOP_OWNER_EMAIL: undefined }],
    ["a digest asked for", { SHOP_OWNER_ORDER_EMAILS: "digest" as const }],
    ["order e-mails off", { SHOP_OWNER_ORDER_EMAILS: "off" as const }],
  ])("with %s, no notice is written", async (_name, settings) => {
    Object.assign(envOverrides, settings);
    await placeOrder();
    expect(await db().select().from(outboxEmails).where(eq(outboxEmails.kind, "owner_new_order"))).toHaveLength(0);
  });
});

describe("the owner's daily summary", () => {
  /** Orders, a review, a message and low stock for yesterday (Gulf time), as a real day leaves them. */
  async function seedYesterday(now: Date) {
    const { order: first } = await placeOrder();
    const { order: second } = await placeOrder();
    const yesterdayMorning = new Date(startOfShopDay(shopYesterday(now)).getTime() + 9 * 3_600_000);
    for (const id of [first.id, second.id])
      await db().update(orders).set({ createdAt: yesterdayMorning }).where(eq(orders.id, id));
    await insertReview(db(), { productName: "Matcha Clay Mask", productSlug: null, title: "Calm skin" });
    await insertContactMessage(db(), "Shipping to Muscat?");
    await db()
      .update(catalogueEntries)
      .set({ stock: 2, lowStockThreshold: 3 })
      .where(eq(catalogueEntries.id, "matcha-clay-mask"));
    return [first, second];
  }

  test("its figures are the dashboard's for yesterday, and it is written once per day", async () => {
    const now = new Date();
    const placed = await seedYesterday(now);
    const dashboard = await readDashboard(db(), 30, now);
    const summary = await readDailySummary(db(), now);
    const day = dashboard.daily.find((entry) => entry.day === shopYesterday(now))!;
    expect(summary.sales).toEqual({ orders: day.orders, revenueFils: day.revenueFils });
    expect(summary.sales.orders).toBeGreaterThanOrEqual(2);
    expect(summary.awaitingCash).toEqual(dashboard.awaitingCash);
    expect(summary.lowStock).toEqual(dashboard.lowStock);
    expect(summary.lowStock).toContainEqual({ id: "matcha-clay-mask", stock: 2, threshold: 3 });
    expect(summary.reviewsWaiting).toBe(dashboard.reviewsWaiting);
    expect(summary.unansweredMessages).toBe(dashboard.unansweredMessages);
    expect(summary.reviewsWaiting).toBeGreaterThanOrEqual(1);
    expect(summary.orders).toEqual([]);

    expect(await enqueueDailySummary(db(), now)).not.toBeNull();
    // A second instance, or the command after the timer: the day's key is taken.
    expect(await enqueueDailySummary(db(), now)).toBeNull();
    const [mail, ...more] = await ownerMail("owner_daily_summary");
    expect(more).toHaveLength(0);
    expect(mail!.textBody).toContain(`Orders: ${day.orders}, worth AED`);
    expect(mail!.textBody).toContain(`Reviews waiting for approval: ${dashboard.reviewsWaiting}`);
    expect(mail!.textBody).toContain("Matcha Clay Mask: 2 left");
    expect(mail!.textBody).not.toContain(placed[0]!.orderNumber);
  });

  test("in Arabic for an Arabic-speaking owner, listing the day's orders when she chose a digest", async () => {
    Object.assign(envOverrides, { SHOP_OWNER_LOCALE: "ar", SHOP_OWNER_ORDER_EMAILS: "digest" });
    const now = new Date();
    const [first, second] = await seedYesterday(now);
    await enqueueDailySummary(db(), now);
    const [mail] = await ownerMail("owner_daily_summary");
    expect(mail!.subject).toBe(`متجرك يوم ${shopYesterday(now)}`);
    expect(mail!.textBody).toContain("طلبات اليوم:");
    expect(mail!.textBody).toContain(`- ${first!.orderNumber}:`);
    expect(mail!.textBody).toContain(`- ${second!.orderNumber}:`);
    expect(mail!.textBody).not.toMatch(/Orders|Reviews|Cash/);
  });

  test("the sweep sends it from 08:00 in Dubai, once however often it runs", async () => {
    await runOwnerMailSweep(new Date("2026-12-10T03:59:00Z"));
    expect(await ownerMail("owner_daily_summary")).toHaveLength(0);
    await runOwnerMailSweep(new Date("2026-12-10T04:00:00Z"));
    await runOwnerMailSweep(new Date("2026-12-10T04:05:00Z"));
    const summaries = await ownerMail("owner_daily_summary");
    expect(summaries.map((mail) => mail.subject)).toEqual(["Your shop on 2026-12-09"]);
  });
});

describe("alerts to the owner about the outbox", () => {
  const waitingSince = async (kind: string, agoMs: number) => {
    const [row] = await db()
      .insert(outboxEmails)
      .values({ kind, toAddress: "layla@example.ae", subject: `Your ${kind}`, textBody: "Thank you." })
      .returning();
    await db()
      .update(outboxEmails)
      .set({ createdAt: new Date(Date.now() - agoMs) })
      .where(eq(outboxEmails.id, row!.id));
    return row!;
  };

  test("a message waiting over an hour raises one alert, however many sweeps see it", async () => {
    await waitingSince("order_confirmation", 30 * 60_000);
    expect(await enqueueOutboxAlerts(db())).toEqual([]);
    await waitingSince("shipping_notice", 61 * 60_000);
    await waitingSince("contact", 90 * 60_000);
    const [alert] = await enqueueOutboxAlerts(db());
    expect(alert).toBeDefined();
    expect(await enqueueOutboxAlerts(db())).toEqual([]);
    const alerts = await ownerMail("owner_alert");
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.subject).toBe("E-mails are not going out: 2 waiting over an hour");
    expect(alerts[0]!.textBody).toContain('the oldest ("Your contact") since');
  });

  test("an order e-mail that failed for good raises one alert naming it; other failures do not", async () => {
    const failed = await waitingSince("order_confirmation", 0);
    const newsletter = await waitingSince("newsletter_welcome", 0);
    for (const id of [failed.id, newsletter.id])
      await db()
        .update(outboxEmails)
        .set({ status: "failed", attempts: 8, lastError: "550 mailbox unavailable" })
        .where(eq(outboxEmails.id, id));
    expect(await enqueueOutboxAlerts(db())).toHaveLength(1);
    expect(await enqueueOutboxAlerts(db())).toHaveLength(0);
    const [alert, ...more] = await ownerMail("owner_alert");
    expect(more).toHaveLength(0);
    expect(alert!.subject).toBe("An order e-mail to layla@example.ae could not be delivered");
    expect(alert!.textBody).toContain('"Your order_confirmation" to layla@example.ae failed for good');
    expect(alert!.textBody).toContain("550 mailbox unavailable");
  });

  test("an Arabic-speaking owner reads the alert in Arabic, with the time in Gulf time", async () => {
    envOverrides.SHOP_OWNER_LOCALE = "ar";
    await waitingSince("order_confirmation", 2 * 60 * 60_000);
    await enqueueOutboxAlerts(db());
    const [alert] = await ownerMail("owner_alert");
    expect(alert!.subject).toBe("الرسائل لا تُرسل: 1 تنتظر منذ أكثر من ساعة");
    expect(alert!.textBody).toContain("«Your order_confirmation»");
    expect(alert!.textBody).not.toMatch(/SMTP|hour|waiting|e-mail/i);
  });

  test("without SHOP_OWNER_EMAIL nobody is alerted", async () => {
    envOverrides.SHOP_OWNER_EMAIL = undefined;
    await waitingSince("order_confirmation", 2 * 60 * 60_000);
    expect(await enqueueOutboxAlerts(db())).toEqual([]);
  });
});
