import "server-only";

import { and, asc, gte, lt } from "drizzle-orm";

import { brand } from "@/content/brand";
import { bundlesIn, productsIn } from "@/content/localized";
import { ownerMailMessages } from "@/content/messages/owner-mail";
import { startOfShopDay } from "@/lib/admin/dashboard/dashboard-period";
import { counted, readDashboard, type LowStockItem, type PeriodFigures } from "@/lib/admin/dashboard/read-dashboard";
import { formatPrice } from "@/lib/currency/format-price";
import type { Db } from "@/lib/db";
import { orders } from "@/lib/db/schema";
import type { Locale } from "@/lib/i18n/locales";
import type { OutgoingMail } from "@/lib/mail/message";
import { enqueueMail } from "@/lib/mail/outbox";
import { absoluteUrl } from "@/lib/seo/absolute-url";
import { ownerLocale, ownerNoticeAddress, ownerWantsOrderDigest } from "./owner-address";
import { shopYesterday } from "./summary-due";

export type DailySummary = {
  /** The Gulf calendar day summed up (YYYY-MM-DD). */
  day: string;
  /** That day's orders and revenue, as the dashboard's chart counts them. */
  sales: PeriodFigures;
  awaitingCash: PeriodFigures;
  lowStock: LowStockItem[];
  reviewsWaiting: number;
  unansweredMessages: number;
  /** The day's orders one by one, with SHOP_OWNER_ORDER_EMAILS=digest; empty otherwise. */
  orders: { orderNumber: string; totalFils: number; paidOnline: boolean }[];
};

/** The orders the dashboard counts as sales, placed on one Gulf day (the digest's list). */
async function readDayOrders(db: Db, day: string): Promise<DailySummary["orders"]> {
  const start = startOfShopDay(day);
  const rows = await db
    .select({ orderNumber: orders.orderNumber, total: orders.totalAmount, paymentMethod: orders.paymentMethod })
    .from(orders)
    .where(and(gte(orders.createdAt, start), lt(orders.createdAt, new Date(start.getTime() + 86_400_000)), counted))
    .orderBy(asc(orders.createdAt));
  return rows.map((row) => ({
    orderNumber: row.orderNumber,
    totalFils: Math.round(row.total * 100),
    paidOnline: row.paymentMethod === "online",
  }));
}

/** Yesterday (Gulf time) in the dashboard's own figures: its queries, read once, nothing counted twice here. */
export async function readDailySummary(db: Db, now = new Date()): Promise<DailySummary> {
  const day = shopYesterday(now);
  const [dashboard, dayOrders] = await Promise.all([
    readDashboard(db, 30, now),
    ownerWantsOrderDigest() ? readDayOrders(db, day) : Promise.resolve([]),
  ]);
  const sales = dashboard.daily.find((entry) => entry.day === day);
  return {
    day,
    sales: { orders: sales?.orders ?? 0, revenueFils: sales?.revenueFils ?? 0 },
    awaitingCash: dashboard.awaitingCash,
    lowStock: dashboard.lowStock,
    reviewsWaiting: dashboard.reviewsWaiting,
    unansweredMessages: dashboard.unansweredMessages,
    orders: dayOrders,
  };
}

const nameOf = (id: string, locale: Locale) =>
  productsIn(locale).find((product) => product.id === id)?.name ??
  bundlesIn(locale).find((bundle) => bundle.id === id)?.name ??
  id;

/** The summary as the owner reads it, in her language. */
export function dailySummaryMail(summary: DailySummary, to: string, locale: Locale = ownerLocale()): OutgoingMail {
  const text = ownerMailMessages[locale].summary;
  const money = (fils: number) => formatPrice(fils / 100, "AED", locale);
  return {
    kind: "owner_daily_summary",
    // One summary per day however many instances or commands try: the outbox's unique key is the claim.
    dedupeKey: `owner_daily_summary:${summary.day}`,
    to,
    toName: brand.name,
    subject: text.subject(summary.day),
    text: [
      text.intro(summary.day),
      "",
      text.orders(summary.sales.orders, money(summary.sales.revenueFils)),
      text.awaitingCash(summary.awaitingCash.orders, money(summary.awaitingCash.revenueFils)),
      text.reviewsWaiting(summary.reviewsWaiting),
      text.messagesWaiting(summary.unansweredMessages),
      "",
      ...(summary.lowStock.length === 0
        ? [text.noLowStock]
        : [text.lowStock, ...summary.lowStock.map((item) => text.lowStockLine(nameOf(item.id, locale), item.stock))]),
      ...(summary.orders.length === 0
        ? []
        : [
            "",
            text.ordersTitle,
            ...summary.orders.map((order) =>
              text.orderLine(order.orderNumber, money(order.totalFils), order.paidOnline),
            ),
          ]),
      "",
      text.open,
      absoluteUrl("/admin"),
    ].join("\n"),
  };
}

/**
 * Writes yesterday's summary to the outbox, once per day: a second call (another instance, the command after the
 * timer) finds the day's key taken and writes nothing. Returns the message id, or null when none was written.
 */
export async function enqueueDailySummary(db: Db, now = new Date()): Promise<string | null> {
  const to = ownerNoticeAddress();
  if (!to) return null;
  return enqueueMail(db, dailySummaryMail(await readDailySummary(db, now), to));
}
