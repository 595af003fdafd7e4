import "server-only";

import { and, eq, ilike, inArray, or, sql, type SQL } from "drizzle-orm";

import type { Db } from "@/lib/db";
import { onlinePayments, orders, users } from "@/lib/db/schema";
import { normalizeOrderNumber } from "@/lib/orders/order-number";
import { likePattern, pageWindow, type Paged } from "../paging";

/** One row of /admin/customers: an e-mail address with its account (if any) and what its orders add up to. */
export type CustomerSummary = {
  email: string;
  name: string | null;
  /** The account's id; null for a guest who never signed up. */
  accountId: string | null;
  /** The account's phone and every phone the orders gave, each once. */
  phones: string[];
  orderCount: number;
  /** What the orders brought in, in fils: cancelled, refused and unpaid online orders bring nothing; refunds count off. */
  spentFils: number;
  refusals: number;
  lastOrderAt: Date | null;
};

const toDate = (value: unknown) => (value === null || value === undefined ? null : new Date(value as string | Date));
const orderPhone = sql`coalesce(${orders.phone}, ${orders.shippingAddress}->>'phone')`;
// The dashboard's rule for revenue (lib/admin/dashboard/read-dashboard.ts): a cancelled or refused order (status
// 'cancelled' for both providers) and one still waiting for its online payment bring nothing.
const countedOrder = sql`${orders.status} <> 'cancelled' and ${orders.lifecycleStage} is distinct from 'awaiting_payment'`;

// Figures are worked out only for the addresses asked for (a page's 25, or one), through the index on the lower-cased
// address; the page itself is chosen from the addresses and last-order times alone (pageOfKeys).
function orderFigures(db: Db, keys: string[]) {
  return db
    .select({
      key: sql<string>`lower(${orders.email})`.as("order_key"),
      orderCount: sql<number>`count(*)::int`.as("order_count"),
      spentFils: sql<number>`(coalesce(sum(round(${orders.totalAmount} * 100)) filter (where ${countedOrder}), 0)
        - coalesce(sum(${onlinePayments.refundedFils}) filter (where ${countedOrder}), 0))::bigint`.as("spent_fils"),
      refusals: sql<number>`(count(*) filter (where ${orders.lifecycleStage} = 'refused'))::int`.as("refusals"),
      lastOrderAt: sql<Date>`max(${orders.createdAt})`.as("last_order_at"),
      // The name on the newest order that gave one: a guest has no other.
      orderName: sql<
        string | null
      >`(array_agg(${orders.customerName} order by ${orders.createdAt} desc) filter (where ${orders.customerName} is not null))[1]`.as(
        "order_name",
      ),
      orderPhones: sql<string[] | null>`array_agg(distinct ${orderPhone}) filter (where ${orderPhone} is not null)`.as(
        "order_phones",
      ),
    })
    .from(orders)
    .leftJoin(onlinePayments, eq(onlinePayments.orderId, orders.id))
    .where(inArray(sql`lower(${orders.email})`, keys))
    .groupBy(sql`lower(${orders.email})`)
    .as("order_figures");
}

// Shoppers' accounts; an admin is not a customer (an admin's own test orders still list under their address).
function shopperAccounts(db: Db, keys: string[]) {
  return db
    .select({
      key: sql<string>`lower(${users.email})`.as("account_key"),
      accountId: sql<string>`${users.id}`.as("account_id"),
      accountName: sql<string>`${users.name}`.as("account_name"),
      accountPhone: sql<string | null>`${users.phoneNumber}`.as("account_phone"),
    })
    .from(users)
    .where(and(eq(users.role, "user"), inArray(sql`lower(${users.email})`, keys)))
    .as("shopper_accounts");
}

/** "050 123 4567", "+971 50 123 4567" and "501234567" all find +971501234567: digits only, a leading 0 dropped. */
export function phoneDigitsOf(text: string): string | null {
  const digits = text.replace(/\D/g, "").replace(/^0+/, "");
  return digits.length >= 5 && /^[\d\s()+-]+$/.test(text.trim()) ? digits : null;
}

const digitsOfColumn = (column: SQL) => sql`regexp_replace(coalesce(${column}, ''), '[^0-9]', '', 'g')`;

/** The addresses whose account or any order matches the search by name, e-mail, phone or order number. */
function matchingKeys(db: Db, text: string) {
  const pattern = likePattern(text);
  const orderNumber = normalizeOrderNumber(text);
  const digits = phoneDigitsOf(text);
  const phoneLike = digits ? `%${digits}%` : null;
  return db
    .select({ key: sql<string>`lower(${orders.email})` })
    .from(orders)
    .where(
      or(
        ilike(orders.email, pattern),
        ilike(orders.customerName, pattern),
        orderNumber ? eq(orders.orderNumber, orderNumber) : undefined,
        phoneLike ? sql`${digitsOfColumn(orderPhone)} like ${phoneLike}` : undefined,
      ),
    )
    .union(
      db
        .select({ key: sql<string>`lower(${users.email})` })
        .from(users)
        .where(
          or(
            ilike(users.email, pattern),
            ilike(users.name, pattern),
            phoneLike ? sql`${digitsOfColumn(sql`${users.phoneNumber}`)} like ${phoneLike}` : undefined,
          ),
        ),
    );
}

/**
 * Every customer's address with the time of their last order (null for an account that never ordered), for the
 * search when there is one: one row per order or account, grouped once, with no figures worked out yet.
 */
function customerActivity(db: Db, q: string | undefined) {
  const matching = q ? matchingKeys(db, q) : undefined;
  const orderKey = sql`lower(${orders.email})`;
  const accountKey = sql`lower(${users.email})`;
  return db
    .select({ key: sql<string>`${orderKey}`.as("key"), at: sql<Date | null>`${orders.createdAt}`.as("at") })
    .from(orders)
    .where(matching ? inArray(orderKey, matching) : undefined)
    .unionAll(
      db
        .select({ key: sql<string>`${accountKey}`.as("key"), at: sql<Date | null>`null::timestamptz`.as("at") })
        .from(users)
        .where(and(eq(users.role, "user"), matching ? inArray(accountKey, matching) : undefined)),
    )
    .as("activity");
}

/** The addresses of one page, newest buyers first (accounts that never ordered after them, by address), and the total. */
async function pageOfKeys(db: Db, search: { q?: string; page: number }) {
  const activity = customerActivity(db, search.q);
  const [counted] = await db
    .select({ total: sql<number>`count(distinct ${activity.key})`.mapWith(Number) })
    .from(activity);
  const total = counted?.total ?? 0;
  const window = pageWindow(search.page, total);
  const rows = await db
    .select({ key: activity.key })
    .from(activity)
    .groupBy(activity.key)
    .orderBy(sql`max(${activity.at}) desc nulls last`, activity.key)
    .limit(window.limit)
    .offset(window.offset);
  return { keys: rows.map((row) => row.key), total, window };
}

/** The figures of the given addresses, in no particular order. */
async function summariesOf(db: Db, keys: string[]): Promise<CustomerSummary[]> {
  const figures = orderFigures(db, keys);
  const accounts = shopperAccounts(db, keys);
  const rows = await db
    .select({
      email: sql<string>`coalesce(${figures.key}, ${accounts.key})`,
      name: sql<string | null>`coalesce(${accounts.accountName}, ${figures.orderName})`,
      accountId: accounts.accountId,
      accountPhone: accounts.accountPhone,
      orderPhones: figures.orderPhones,
      orderCount: sql<number>`coalesce(${figures.orderCount}, 0)`.mapWith(Number),
      spentFils: sql<number>`coalesce(${figures.spentFils}, 0)`.mapWith(Number),
      refusals: sql<number>`coalesce(${figures.refusals}, 0)`.mapWith(Number),
      lastOrderAt: sql<Date | null>`${figures.lastOrderAt}`.mapWith(toDate),
    })
    .from(figures)
    .fullJoin(accounts, eq(figures.key, accounts.key));
  return rows.map(({ accountPhone, orderPhones, ...row }) => ({
    ...row,
    phones: [...new Set([accountPhone, ...(orderPhones ?? [])].filter((phone): phone is string => Boolean(phone)))],
  }));
}

/**
 * The customer list, one row per address (accounts and guest buyers alike), searched and paged on the server: the
 * page's addresses first, then the figures of those 25 only, so a long order history costs one grouped pass.
 */
export async function listCustomers(db: Db, search: { q?: string; page: number }): Promise<Paged<CustomerSummary>> {
  const { keys, total, window } = await pageOfKeys(db, search);
  const summaries = keys.length > 0 ? await summariesOf(db, keys) : [];
  const byKey = new Map(summaries.map((summary) => [summary.email, summary]));
  const rows = keys.map((key) => byKey.get(key)).filter((row): row is CustomerSummary => Boolean(row));
  return { rows, total, page: window.page, pageCount: window.pageCount };
}

/** One customer's summary by address (any case); null when no account and no order has it. */
export async function readCustomerSummary(db: Db, email: string): Promise<CustomerSummary | null> {
  const [summary] = await summariesOf(db, [email.trim().toLowerCase()]);
  return summary ?? null;
}
