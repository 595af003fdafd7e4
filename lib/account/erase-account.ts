import "server-only";

import { createHash } from "node:crypto";

import { eq, sql } from "drizzle-orm";

import type { Db } from "@/lib/db";
import {
  auditLog,
  carts,
  backInStockRequests,
  contactMessages,
  customerNotes,
  newsletterSubscribers,
  orderPhoneConfirmations,
  orders,
  outboxEmails,
  reviews,
  users,
  type Address,
} from "@/lib/db/schema";
import { recordShopperAction, shopperActorId } from "@/lib/audit/record-shopper-action";
import {
  cartContactsOfHolderWhere,
  backInStockRequestsOfHolderWhere,
  contactMessagesOfHolderWhere,
  ordersOfHolder,
  reviewsOfHolderWhere,
  subscriptionsOfHolderWhere,
  type AccountHolder,
} from "./account-records";

/** Stored on kept reviews in place of the shopper's name; the review pages show stored names as they are. */
export const ANONYMOUS_REVIEWER_NAME = "A verified buyer";
/** Stored on kept orders in place of the shopper's name and street. */
export const ANONYMISED_NAME = "Deleted customer";

export type ReviewsChoice = "keep" | "delete";

/** The domain of the address kept orders carry: nobody reads it, so nothing is ever sent there. */
export const ANONYMISED_EMAIL_DOMAIN = "anonymised.invalid";

/**
 * The address kept orders carry instead of the shopper's: the same for all their orders (so the back office can
 * still tell they were one customer's) yet not derivable from the e-mail address, only from the deleted account id.
 */
export function anonymisedEmailFor(userId: string): string {
  return `deleted-${createHash("sha256").update(userId).digest("hex").slice(0, 16)}@${ANONYMISED_EMAIL_DOMAIN}`;
}

/** An erased account's placeholder address: nobody would receive what is sent there. */
export const isAnonymisedEmail = (email: string): boolean =>
  email.toLowerCase().endsWith(`@${ANONYMISED_EMAIL_DOMAIN}`);

/** What the UAE's 5-year VAT record keeping needs of an address: where the supply went, not to whom or which door. */
const keptForTax = (address: Address | null): Address | null =>
  address
    ? { city: address.city, province: address.province, country: address.country, countryCode: address.countryCode }
    : null;

export type ErasureOutcome = {
  ordersAnonymised: number;
  reviews: ReviewsChoice;
  reviewsAffected: number;
  subscriptionsEnded: number;
};

/**
 * Erases the account in one transaction (Decree-Law 45/2021 Art. 15): sessions, sign-in details, two-factor, the
 * wishlist and the saved addresses go with the user row (foreign keys cascade); orders and their lines are kept for the tax records with the person
 * taken out, and their issued invoices and credit notes (lib/invoices) are not touched at all: the law keeps them
 * as issued for five years; reviews are kept anonymously or deleted as the shopper chose; the newsletter subscription,
 * the address on their carts, their "Notify me" requests, their contact messages, mail queued to them and the owner's notes on them as a customer are deleted. The audit log keeps the erasure without the address.
 */
export async function eraseAccount(db: Db, holder: AccountHolder, choice: ReviewsChoice): Promise<ErasureOutcome> {
  const placeholder = anonymisedEmailFor(holder.id);
  return db.transaction(async (tx) => {
    const orderRows = await ordersOfHolder(tx, holder);
    for (const order of orderRows) {
      await tx
        .update(orders)
        .set({
          email: placeholder,
          customerName: ANONYMISED_NAME,
          phone: null,
          shippingAddress: keptForTax(order.shippingAddress),
          billingAddress: keptForTax(order.billingAddress),
          updatedAt: new Date(),
        })
        .where(eq(orders.id, order.id));
      // The phone a confirmation code went to goes with the order's own copy.
      await tx.delete(orderPhoneConfirmations).where(eq(orderPhoneConfirmations.orderId, order.id));
    }

    const reviewsWhere = reviewsOfHolderWhere(
      holder,
      orderRows.map((order) => order.id),
    );
    const affected = !reviewsWhere
      ? []
      : choice === "delete"
        ? await tx.delete(reviews).where(reviewsWhere).returning({ id: reviews.id })
        : await tx
            .update(reviews)
            .set({ customerName: ANONYMOUS_REVIEWER_NAME, email: placeholder })
            .where(reviewsWhere)
            .returning({ id: reviews.id });

    const subscriptionsWhere = subscriptionsOfHolderWhere(holder);
    const ended = subscriptionsWhere
      ? await tx.delete(newsletterSubscribers).where(subscriptionsWhere).returning({ id: newsletterSubscribers.id })
      : [];
    // A cart stays the browser's (its cookie), but no longer names the person or reminds them.
    const cartsWhere = cartContactsOfHolderWhere(holder);
    if (cartsWhere) await tx.update(carts).set({ contactEmail: null, contactLocale: null }).where(cartsWhere);
    const messagesWhere = contactMessagesOfHolderWhere(holder);
    if (messagesWhere) await tx.delete(contactMessages).where(messagesWhere);
    const alertsWhere = backInStockRequestsOfHolderWhere(holder);
    if (alertsWhere) await tx.delete(backInStockRequests).where(alertsWhere);
    await tx.delete(outboxEmails).where(sql`lower(${outboxEmails.toAddress}) = ${holder.email.trim().toLowerCase()}`);
    // The owner's notes on the person go with the person (the notes on kept orders stay with the anonymised orders).
    await tx.delete(customerNotes).where(eq(customerNotes.customerEmail, holder.email.trim().toLowerCase()));

    await tx.delete(users).where(eq(users.id, holder.id));
    await tx
      .update(auditLog)
      .set({ actorEmail: null })
      .where(eq(auditLog.actorId, shopperActorId(holder.id)));
    const outcome: ErasureOutcome = {
      ordersAnonymised: orderRows.length,
      reviews: choice,
      reviewsAffected: affected.length,
      subscriptionsEnded: ended.length,
    };
    await recordShopperAction(tx, {
      userId: holder.id,
      email: null,
      action: "account.deleted",
      details: { ...outcome, anonymisedAs: placeholder, orders: orderRows.map((order) => order.orderNumber) },
    });
    return outcome;
  });
}
