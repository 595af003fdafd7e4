import "server-only";

import { eq, inArray, or, sql, type AnyColumn, type SQL } from "drizzle-orm";

import type { Db } from "@/lib/db";
import {
  auditLog,
  backInStockRequests,
  carts,
  contactMessages,
  newsletterSubscribers,
  orders,
  reviews,
} from "@/lib/db/schema";
import { mailboxOf } from "@/lib/newsletter/mailbox";
import { shopperActorId } from "@/lib/audit/record-shopper-action";

type Reader = Pick<Db, "select">;

/** The shopper an export or an erasure is about: the account, and whether its address is confirmed. */
export type AccountHolder = { id: string; email: string; emailVerified: boolean };

const sameAddress = (column: AnyColumn, email: string): SQL => sql`lower(${column}) = ${email.trim().toLowerCase()}`;

/**
 * The account's orders, matched as /account matches them: on the confirmed address only (anyone can sign up with
 * any address, so an unconfirmed one must never reach a stranger's orders, let alone erase them).
 */
export async function ordersOfHolder(db: Reader, holder: AccountHolder) {
  if (!holder.emailVerified) return [];
  return db.select().from(orders).where(sameAddress(orders.email, holder.email)).orderBy(orders.createdAt);
}

// The `...Where` helpers answer null for an unconfirmed address: callers then read or change nothing (a null
// condition must never become "every row").

/** Reviews written for the holder's orders or under their address. */
export function reviewsOfHolderWhere(holder: AccountHolder, orderIds: string[]): SQL | null {
  if (!holder.emailVerified) return null;
  const byAddress = sameAddress(reviews.email, holder.email);
  return orderIds.length > 0 ? (or(inArray(reviews.orderId, orderIds), byAddress) ?? byAddress) : byAddress;
}

/** Newsletter rows of the holder's inbox: the address itself and its plus variants (one mailbox, one person). */
export function subscriptionsOfHolderWhere(holder: AccountHolder): SQL | null {
  if (!holder.emailVerified) return null;
  const byAddress = eq(newsletterSubscribers.email, holder.email.trim().toLowerCase());
  return or(byAddress, eq(newsletterSubscribers.mailbox, mailboxOf(holder.email))) ?? byAddress;
}

/** Carts the holder's address was given for (the cart reminder's address, lib/cart-reminders). */
export function cartContactsOfHolderWhere(holder: AccountHolder): SQL | null {
  if (!holder.emailVerified) return null;
  return eq(carts.contactEmail, holder.email.trim().toLowerCase());
}

/** The holder's "Notify me" requests, by the confirmed address (stored trimmed and lower-cased). */
export function backInStockRequestsOfHolderWhere(holder: AccountHolder): SQL | null {
  if (!holder.emailVerified) return null;
  return eq(backInStockRequests.email, holder.email.trim().toLowerCase());
}

export function contactMessagesOfHolderWhere(holder: AccountHolder): SQL | null {
  if (!holder.emailVerified) return null;
  return sameAddress(contactMessages.email, holder.email);
}

/** Audit rows about the holder: their own actions, and back-office actions on their orders, reviews and messages. */
export function auditOfHolderWhere(holder: AccountHolder, targets: string[]): SQL {
  const own = eq(auditLog.actorId, shopperActorId(holder.id));
  return targets.length > 0 ? (or(own, inArray(auditLog.target, targets)) ?? own) : own;
}
