import "server-only";

import { and, eq, isNotNull, isNull, sql } from "drizzle-orm";

import { cartReminderPolicy } from "@/content/cart-reminder-policy";
import type { Db } from "@/lib/db";
import { cartLines, cartReminders, carts, newsletterSubscribers, orders } from "@/lib/db/schema";
import { enqueueMail } from "@/lib/mail";
import { unsubscribeLinksFor } from "@/lib/newsletter/unsubscribe-links";
import { absoluteUrl } from "@/lib/seo/absolute-url";
import { cartReminderMail } from "./reminder-mail";
import { hashRestoreToken, newRestoreToken } from "./restore-token";
import { cartRestorePath } from "./restore-link";

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;
/** Carts left longer than this before the sweep first saw them (a shop just switched on) are not woken up. */
const OLDEST_CART_MS = cartReminderPolicy.linkValidDays * DAY_MS;
/** Per pass, so one sweep never holds the outbox for long; the rest wait for the next pass. */
const BATCH = 50;

/** The last change to the cart or any of its lines: a shopper still adding things is not "left behind". */
const lastActivity = sql<Date>`greatest(${carts.updatedAt}, (select max(${cartLines.updatedAt}) from ${cartLines} where ${cartLines.cartId} = ${carts.id}))`;

/** A moment as a raw SQL value (outside a column comparison drizzle does not turn a Date into one). */
const instant = (ms: number) => sql`${new Date(ms).toISOString()}::timestamptz`;

/**
 * Carts due a reminder: with lines, untouched for cartReminderPolicy.afterHours, not waiting for a payment, never
 * reminded, not the checkout of an order, no order by the address since the cart began, and an address that
 * confirmed the newsletter (double opt-in) and has not unsubscribed: without that consent nothing is ever sent.
 */
async function dueCarts(db: Db, now: Date) {
  return db
    .select({
      cartId: carts.id,
      email: newsletterSubscribers.email,
      subscriberId: newsletterSubscribers.id,
      locale: sql<"en" | "ar">`coalesce(${carts.contactLocale}, ${newsletterSubscribers.locale})`,
      items:
        sql<number>`(select coalesce(sum(${cartLines.quantity}), 0)::int from ${cartLines} where ${cartLines.cartId} = ${carts.id})`.mapWith(
          Number,
        ),
    })
    .from(carts)
    .innerJoin(newsletterSubscribers, eq(newsletterSubscribers.email, carts.contactEmail))
    .where(
      and(
        isNotNull(carts.contactEmail),
        isNull(carts.awaitingPaymentSince),
        isNotNull(newsletterSubscribers.confirmedAt),
        isNull(newsletterSubscribers.unsubscribedAt),
        sql`${lastActivity} <= ${instant(now.getTime() - cartReminderPolicy.afterHours * HOUR_MS)}`,
        sql`${lastActivity} >= ${instant(now.getTime() - OLDEST_CART_MS)}`,
        sql`exists (select 1 from ${cartLines} where ${cartLines.cartId} = ${carts.id})`,
        sql`not exists (select 1 from ${cartReminders} where ${cartReminders.cartId} = ${carts.id})`,
        sql`not exists (select 1 from ${orders} where ${orders.checkoutKey} = ${carts.id})`,
        // An order left unpaid at the gateway's page until it expired was never placed: its cart may be reminded.
        sql`not exists (select 1 from ${orders} where lower(${orders.email}) = ${carts.contactEmail} and ${orders.createdAt} >= ${carts.createdAt} and ${orders.lifecycleStage} is distinct from 'expired')`,
      ),
    )
    .limit(BATCH);
}

/**
 * Queues the reminder of every due cart; answers the outbox ids to send. The reminder row and its e-mail are written
 * in one transaction, and the row's primary key is the cart: two instances sweeping at once write one reminder, and
 * the loser writes no e-mail. An order placed since the cart was picked is seen under the cart's row lock.
 */
export async function enqueueDueCartReminders(db: Db, now = new Date()): Promise<string[]> {
  const ids: string[] = [];
  for (const cart of await dueCarts(db, now)) {
    const token = newRestoreToken();
    const expiresAt = new Date(now.getTime() + cartReminderPolicy.linkValidDays * DAY_MS);
    const unsubscribe = await unsubscribeLinksFor({ id: cart.subscriberId, locale: cart.locale });
    const mail = cartReminderMail(
      { ...cart, restoreUrl: absoluteUrl(cartRestorePath(cart.locale, token)), expiresAt },
      unsubscribe,
    );
    const id = await db.transaction(async (tx) => {
      // The cart row as an order being placed leaves it (placing holds it for update): gone or waiting for its
      // payment means the shopper just ordered, and nothing is sent.
      const [open] = await tx
        .select({ id: carts.id })
        .from(carts)
        .where(and(eq(carts.id, cart.cartId), isNull(carts.awaitingPaymentSince)))
        .for("no key update");
      if (!open) return null;
      const [claimed] = await tx
        .insert(cartReminders)
        .values({ cartId: cart.cartId, tokenHash: hashRestoreToken(token), sentAt: now, expiresAt })
        .onConflictDoNothing({ target: cartReminders.cartId })
        .returning({ cartId: cartReminders.cartId });
      return claimed ? enqueueMail(tx, mail) : null;
    });
    if (id) ids.push(id);
  }
  return ids;
}
