import "server-only";

import { and, count, desc, eq, gte, isNotNull, isNull, lte, ne, or, sql } from "drizzle-orm";

import type { Db } from "@/lib/db";
import {
  cartReminders,
  catalogueEntries,
  contactMessages,
  invoices,
  onlinePayments,
  orderItems,
  orders,
  reviews,
} from "@/lib/db/schema";
import { workQueueConditions } from "../orders/work-queue";
import { dashboardPeriod, type ChartRange } from "./dashboard-period";

export type PeriodFigures = { orders: number; revenueFils: number };
/**
 * VAT is what the orders stored as charged (orders.vat_amount_fils); older orders and Shopify orders add none.
 * Revenue and VAT are net of the refunds whose credit notes were issued in the period (returns and the owner's
 * refunds of orders paid online); `refundsFils` is what those gave back. `codFeesFils` is the cash-on-delivery fees
 * the period's orders charged (in their revenue already; 0 while the shop charges none).
 */
export type SalesFigures = PeriodFigures & { vatFils: number; refundsFils: number; codFeesFils: number };
/** A counted product at or below its low-stock level (or sold out), for the owner to restock. */
export type LowStockItem = { id: string; stock: number; threshold: number | null };
export type DailyFigures = PeriodFigures & { day: string };
export type TopProduct = { title: string; quantity: number; revenueFils: number };
/** A delivery whose cash was not the order total, with the reason the owner recorded. */
export type CashDifference = {
  id: string;
  orderNumber: string;
  totalFils: number;
  collectedFils: number;
  reason: string | null;
};

export type Dashboard = {
  today: SalesFigures;
  month: SalesFigures;
  /** Shipped cash-on-delivery orders whose cash the courier has not yet handed over. */
  awaitingCash: PeriodFigures;
  /** Cash collected this month (by the day it was collected). */
  collectedThisMonth: PeriodFigures;
  /** Paid online this month (by the day the gateway captured it), less what was refunded. */
  paidOnlineThisMonth: PeriodFigures;
  daily: DailyFigures[];
  topProducts: TopProduct[];
  reviewsWaiting: number;
  unansweredMessages: number;
  lowStock: LowStockItem[];
  /** Cart reminders sent this month, and how many of those carts became an order since (lib/cart-reminders). */
  cartReminders: { sent: number; recovered: number };
  /** This month's deliveries that collected another amount than the total (newest first, at most 20). */
  cashDifferences: CashDifference[];
};

// Revenue counts what shoppers ordered; cancelled and refused orders (status 'cancelled' for both providers) bring
// none, and an order waiting for its online payment is not a sale until the gateway captures it.
export const counted = and(
  ne(orders.status, "cancelled"),
  or(isNull(orders.lifecycleStage), ne(orders.lifecycleStage, "awaiting_payment")),
);
const revenueFils = sql<number>`coalesce(sum(round(${orders.totalAmount} * 100)), 0)::bigint`.mapWith(Number);
const shopDay = sql<string>`to_char(${orders.createdAt} at time zone 'Asia/Dubai', 'YYYY-MM-DD')`;

const vatFils = sql<number>`coalesce(sum(${orders.vatAmountFils}), 0)::bigint`.mapWith(Number);
const codFeesFils = sql<number>`coalesce(sum(round(${orders.codFeeAmount} * 100)), 0)::bigint`.mapWith(Number);

async function figuresSince(db: Db, since: Date): Promise<SalesFigures> {
  const [[row], [refunds]] = await Promise.all([
    db
      .select({ orders: count(), revenueFils, vatFils, codFeesFils })
      .from(orders)
      .where(and(gte(orders.createdAt, since), counted)),
    db
      .select({
        totalFils: sql<number>`coalesce(sum(${invoices.totalFils}), 0)::bigint`.mapWith(Number),
        vatFils: sql<number>`coalesce(sum(${invoices.vatFils}), 0)::bigint`.mapWith(Number),
      })
      .from(invoices)
      .where(and(eq(invoices.kind, "credit_note"), isNotNull(invoices.refundId), gte(invoices.issuedAt, since))),
  ]);
  const refundsFils = refunds?.totalFils ?? 0;
  return {
    orders: row?.orders ?? 0,
    revenueFils: (row?.revenueFils ?? 0) - refundsFils,
    vatFils: (row?.vatFils ?? 0) - (refunds?.vatFils ?? 0),
    refundsFils,
    codFeesFils: row?.codFeesFils ?? 0,
  };
}

/** Counted stock (null is "not counted") at zero or at its alert level; a handful of rows, no index needed. */
function readLowStock(db: Db): Promise<LowStockItem[]> {
  return db
    .select({
      id: catalogueEntries.id,
      stock: sql<number>`${catalogueEntries.stock}`.mapWith(Number),
      threshold: catalogueEntries.lowStockThreshold,
    })
    .from(catalogueEntries)
    .where(
      and(
        isNotNull(catalogueEntries.stock),
        or(
          eq(catalogueEntries.stock, 0),
          lte(catalogueEntries.stock, sql`coalesce(${catalogueEntries.lowStockThreshold}, -1)`),
        ),
      ),
    )
    .orderBy(catalogueEntries.stock, catalogueEntries.id);
}

const orderTotalFils = sql<number>`round(${orders.totalAmount} * 100)::bigint`.mapWith(Number);

function readCashDifferences(db: Db, since: Date): Promise<CashDifference[]> {
  return db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      totalFils: orderTotalFils,
      collectedFils: sql<number>`${orders.cashCollectedFils}`.mapWith(Number),
      reason: orders.cashDifferenceReason,
    })
    .from(orders)
    .where(
      and(
        eq(orders.lifecycleStage, "delivered"),
        gte(orders.cashCollectedAt, since),
        ne(orders.cashCollectedFils, orderTotalFils),
      ),
    )
    .orderBy(desc(orders.cashCollectedAt), desc(orders.createdAt))
    .limit(20);
}

/** Captured online payments this month, net of refunds (a late payment refunded in full nets to nothing). */
async function paidOnlineSince(db: Db, since: Date): Promise<PeriodFigures> {
  const [row] = await db
    .select({
      orders: count(),
      revenueFils:
        sql<number>`coalesce(sum(${onlinePayments.capturedFils} - ${onlinePayments.refundedFils}), 0)::bigint`.mapWith(
          Number,
        ),
    })
    .from(onlinePayments)
    .where(and(eq(onlinePayments.status, "captured"), gte(onlinePayments.capturedAt, since)));
  return { orders: row?.orders ?? 0, revenueFils: row?.revenueFils ?? 0 };
}

/**
 * A reminded cart is recovered when an order was placed from it (its checkout key is the cart id): necessarily after
 * the reminder, since a cart with an order is never reminded. Cancelled and unpaid orders do not count, as in the
 * revenue.
 */
async function cartRemindersSince(db: Db, since: Date): Promise<Dashboard["cartReminders"]> {
  const recoveredOrder = db
    .select({ one: sql`1` })
    .from(orders)
    .where(and(eq(orders.checkoutKey, cartReminders.cartId), counted));
  const [row] = await db
    .select({
      sent: count(),
      recovered: sql<number>`count(*) filter (where exists ${recoveredOrder})::int`.mapWith(Number),
    })
    .from(cartReminders)
    .where(gte(cartReminders.sentAt, since));
  return { sent: row?.sent ?? 0, recovered: row?.recovered ?? 0 };
}

/**
 * Everything the owner's morning dashboard shows, from a handful of indexed queries: ranges over orders.created_at
 * (orders_created_at_idx), the lifecycle stage (orders_lifecycle_stage_idx) and the review and message queues.
 */
export async function readDashboard(db: Db, range: ChartRange, now = new Date()): Promise<Dashboard> {
  const period = dashboardPeriod(range, now);
  const [
    today,
    month,
    awaiting,
    collected,
    dailyRows,
    topProducts,
    waitingReviews,
    newMessages,
    lowStock,
    cashDifferences,
    paidOnline,
    reminders,
  ] = await Promise.all([
    figuresSince(db, period.todayStart),
    figuresSince(db, period.monthStart),
    db.select({ orders: count(), revenueFils }).from(orders).where(workQueueConditions.awaiting_cash),
    db
      .select({
        orders: count(),
        revenueFils: sql<number>`coalesce(sum(${orders.cashCollectedFils}), 0)::bigint`.mapWith(Number),
      })
      .from(orders)
      .where(and(eq(orders.lifecycleStage, "delivered"), gte(orders.cashCollectedAt, period.monthStart))),
    db
      .select({ day: shopDay, orders: count(), revenueFils })
      .from(orders)
      .where(and(gte(orders.createdAt, period.chartStart), counted))
      .groupBy(shopDay),
    db
      .select({
        title: orderItems.title,
        quantity: sql<number>`sum(${orderItems.quantity})::int`.mapWith(Number),
        revenueFils: sql<number>`sum(round(${orderItems.totalPrice} * 100))::bigint`.mapWith(Number),
      })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(and(gte(orders.createdAt, period.chartStart), counted))
      .groupBy(orderItems.title)
      .orderBy(desc(sql`sum(${orderItems.quantity})`), orderItems.title)
      .limit(5),
    db.select({ total: count() }).from(reviews).where(eq(reviews.status, "pending")),
    db.select({ total: count() }).from(contactMessages).where(eq(contactMessages.status, "new")),
    readLowStock(db),
    readCashDifferences(db, period.monthStart),
    paidOnlineSince(db, period.monthStart),
    cartRemindersSince(db, period.monthStart),
  ]);
  const byDay = new Map(dailyRows.map((row) => [row.day, row]));
  return {
    today,
    month,
    awaitingCash: { orders: awaiting[0]?.orders ?? 0, revenueFils: awaiting[0]?.revenueFils ?? 0 },
    collectedThisMonth: { orders: collected[0]?.orders ?? 0, revenueFils: collected[0]?.revenueFils ?? 0 },
    paidOnlineThisMonth: paidOnline,
    daily: period.days.map((day) => ({
      day,
      orders: byDay.get(day)?.orders ?? 0,
      revenueFils: byDay.get(day)?.revenueFils ?? 0,
    })),
    topProducts,
    reviewsWaiting: waitingReviews[0]?.total ?? 0,
    unansweredMessages: newMessages[0]?.total ?? 0,
    lowStock,
    cashDifferences,
    cartReminders: reminders,
  };
}
