import { eq } from "drizzle-orm";

import { fulfilOrderAction } from "@/lib/actions/admin/fulfil-order";
import { cancelCodOrderAction, deliverCodOrderAction } from "@/lib/actions/admin/order-lifecycle";
import { chartDays } from "@/lib/admin/dashboard/dashboard-period";
import { readDashboard } from "@/lib/admin/dashboard/read-dashboard";
import { getAdminUser } from "@/lib/auth/admin";
import { catalogueEntries, orders } from "@/lib/db/schema";
import { shopToday } from "@/lib/validations/cod-lifecycle";
import { formDataOf, insertContactMessage, insertReview, placeLocalOrder, testAdmin } from "@/tests/support/admin-fixtures";
import { openTestDatabaseForFile } from "@/tests/unit/support/mocked-request";

jest.mock("@/lib/db", () => jest.requireActual("@/tests/unit/support/mocked-request").mockedDbModule);
jest.mock("@/lib/auth/admin", () => ({ getAdminUser: jest.fn() }));
jest.mock("next/cache", () => ({ revalidatePath: jest.fn(), updateTag: jest.fn(), revalidateTag: jest.fn() }));

const db = openTestDatabaseForFile();
beforeEach(() => jest.mocked(getAdminUser).mockResolvedValue(testAdmin));

const dashboard = () => readDashboard(db(), 30);
const filsOf = (aed: number) => Math.round(aed * 100);

describe("the owner's dashboard", () => {
  test("today's and this month's figures, cash awaiting and collected, and the chart follow each step of an order", async () => {
    const before = await dashboard();
    const order = await placeLocalOrder(db(), { fullName: "Layla Haddad", email: "layla.dash@example.ae" });
    const total = filsOf((await db().select().from(orders)).find((row) => row.id === order.id)!.totalAmount);
    const todayIndex = before.daily.length - 1;

    const vat = (await db().select().from(orders)).find((row) => row.id === order.id)!.vatAmountFils!;
    expect(vat).toBeGreaterThan(0);

    const placed = await dashboard();
    expect(placed.today).toEqual({ orders: before.today.orders + 1, revenueFils: before.today.revenueFils + total, vatFils: before.today.vatFils + vat, refundsFils: before.today.refundsFils, codFeesFils: before.today.codFeesFils });
    expect(placed.month.vatFils).toBe(before.month.vatFils + vat);
    expect(placed.month.orders).toBe(before.month.orders + 1);
    expect(placed.daily[todayIndex]).toEqual({ day: shopToday(), orders: before.daily[todayIndex]!.orders + 1, revenueFils: before.daily[todayIndex]!.revenueFils + total });
    expect(placed.topProducts.map((product) => product.title)).toContain("Matcha Clay Mask");

    await fulfilOrderAction(null, formDataOf({ orderId: order.id, trackingCompany: "Aramex", trackingNumber: "AX9" }));
    const shipped = await dashboard();
    expect(shipped.awaitingCash).toEqual({ orders: before.awaitingCash.orders + 1, revenueFils: before.awaitingCash.revenueFils + total });

    expect((await deliverCodOrderAction(null, formDataOf({ orderId: order.id, cashCollected: (total / 100).toFixed(2), collectedOn: shopToday() }))).ok).toBe(true);
    const delivered = await dashboard();
    expect(delivered.awaitingCash).toEqual(before.awaitingCash);
    expect(delivered.collectedThisMonth).toEqual({ orders: before.collectedThisMonth.orders + 1, revenueFils: before.collectedThisMonth.revenueFils + total });
    expect(delivered.today).toEqual(placed.today);
  });

  test("a delivery that collected less than the total shows on the dashboard with its reason; a full one does not", async () => {
    const short = await placeLocalOrder(db(), { fullName: "Omar Ali", email: "omar.short@example.ae" });
    const full = await placeLocalOrder(db(), { fullName: "Huda Ali", email: "huda.full@example.ae" });
    const totalOf = async (id: string) => filsOf((await db().select().from(orders)).find((row) => row.id === id)!.totalAmount);
    for (const order of [short, full]) await fulfilOrderAction(null, formDataOf({ orderId: order.id, trackingCompany: "Aramex", trackingNumber: "AX7" }));
    const deliver = (orderId: string, cashCollected: string, differenceReason = "") => deliverCodOrderAction(null, formDataOf({ orderId, cashCollected, collectedOn: shopToday(), differenceReason }));
    expect((await deliver(short.id, "100.00", "Shopper kept AED 10 for a missing sample")).ok).toBe(true);
    expect((await deliver(full.id, ((await totalOf(full.id)) / 100).toFixed(2))).ok).toBe(true);
    const { cashDifferences } = await dashboard();
    expect(cashDifferences).toContainEqual({ id: short.id, orderNumber: short.orderNumber, totalFils: await totalOf(short.id), collectedFils: 10000, reason: "Shopper kept AED 10 for a missing sample" });
    expect(cashDifferences.map((row) => row.id)).not.toContain(full.id);
  });

  test("a cancelled order leaves today's revenue and the chart", async () => {
    const order = await placeLocalOrder(db(), { fullName: "Sara Ali", email: "sara.dash@example.ae" });
    const placed = await dashboard();
    expect((await cancelCodOrderAction(null, formDataOf({ orderId: order.id, reason: "Asked by phone", confirmed: "yes" }))).ok).toBe(true);
    const cancelled = await dashboard();
    expect(cancelled.today.orders).toBe(placed.today.orders - 1);
    expect(cancelled.today.revenueFils).toBeLessThan(placed.today.revenueFils);
    expect(cancelled.daily.at(-1)!.orders).toBe(placed.daily.at(-1)!.orders - 1);
  });

  test("low stock lists counted products at their alert level or sold out, and nothing uncounted", async () => {
    expect((await dashboard()).lowStock).toEqual([]);
    await db().update(catalogueEntries).set({ stock: 3, lowStockThreshold: 5 }).where(eq(catalogueEntries.id, "matcha-clay-mask"));
    await db().update(catalogueEntries).set({ stock: 0 }).where(eq(catalogueEntries.id, "collagen-essence"));
    await db().update(catalogueEntries).set({ stock: 40, lowStockThreshold: 5 }).where(eq(catalogueEntries.id, "matcha-pure-cleanser"));
    expect((await dashboard()).lowStock).toEqual([
      { id: "collagen-essence", stock: 0, threshold: null },
      { id: "matcha-clay-mask", stock: 3, threshold: 5 },
    ]);
    await db().update(catalogueEntries).set({ stock: null, lowStockThreshold: null });
  });

  test("reviews waiting and unanswered messages are counted", async () => {
    const before = await dashboard();
    await insertReview(db(), { productName: "Matcha Clay Mask", productSlug: "matcha-clay-mask", title: "Calm skin" });
    await insertContactMessage(db(), "Shipping to Muscat?");
    const after = await dashboard();
    expect(after.reviewsWaiting).toBe(before.reviewsWaiting + 1);
    expect(after.unansweredMessages).toBe(before.unansweredMessages + 1);
  });

  test("an order placed late in the evening in Dubai counts on that Dubai day", async () => {
    // 23:30 in Dubai on 10 March is 19:30 UTC: it belongs to 10 March, not to 11 March as a UTC reading near midnight
    // could.
    const now = new Date("2026-03-11T06:00:00Z");
    await db().insert(orders).values({ source: "local", orderNumber: "#DASH1", publicToken: "dash-token-1", email: "late@example.ae", paymentMethod: "cash_on_delivery", totalAmount: 100, lifecycleStage: "placed", createdAt: new Date("2026-03-10T19:30:00Z") });
    const figures = await readDashboard(db(), 30, now);
    expect(figures.daily).toHaveLength(30);
    expect(figures.daily.at(-1)!.day).toBe("2026-03-11");
    expect(figures.daily.find((day) => day.day === "2026-03-10")).toMatchObject({ orders: 1, revenueFils: 10000 });
    expect(chartDays(90, now)).toHaveLength(90);
  });
});
