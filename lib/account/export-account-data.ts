import "server-only";

import { asc, eq, inArray } from "drizzle-orm";

import type { Db } from "@/lib/db";
import {
  auditLog,
  cartReminders,
  carts,
  backInStockRequests,
  contactMessages,
  invoices,
  newsletterSubscribers,
  orderItems,
  reviews,
  users,
  type Address,
} from "@/lib/db/schema";
import { merchant } from "@/content/merchant";
import { recordShopperAction, shopperActorId } from "@/lib/audit/record-shopper-action";
import { savedAddressesForExport } from "@/lib/addresses/saved-address-reads";
import { wishlistForExport } from "@/lib/wishlist/wishlist-items";
import {
  auditOfHolderWhere,
  cartContactsOfHolderWhere,
  backInStockRequestsOfHolderWhere,
  contactMessagesOfHolderWhere,
  ordersOfHolder,
  reviewsOfHolderWhere,
  subscriptionsOfHolderWhere,
  type AccountHolder,
} from "./account-records";

/** The cookie banner's choice is never sent to the server, so the export can only say where it is. */
export const COOKIE_CONSENT_NOTE =
  "Your cookie-consent choice (analytics and marketing cookies) is stored only in your browser's localStorage, never on our server; change it with the cookie settings link in the footer.";

/** A row without its internal keys (ids, tokens): the export is about the person, not the shop's plumbing. */
function omit<T extends object, K extends keyof T>(row: T, ...keys: K[]): Omit<T, K> {
  const copy = { ...row };
  for (const key of keys) delete copy[key];
  return copy;
}

/**
 * An audit entry as the holder sees it: they did it ("you"), or the shop did. Which member of staff acted, and their
 * e-mail address, is the shop's own business and someone else's personal data, so neither is exported.
 */
function auditEntryForHolder(entry: typeof auditLog.$inferSelect, holder: AccountHolder) {
  const { actorId, ...rest } = omit(entry, "id", "actorEmail");
  return { actor: actorId === shopperActorId(holder.id) ? "you" : merchant.legalName.en, ...rest };
}

const distinctAddresses = (addresses: Array<Address | null>): Address[] => {
  const seen = new Map<string, Address>();
  for (const address of addresses) if (address) seen.set(JSON.stringify(address), address);
  return [...seen.values()];
};

/** Subscribe and unsubscribe times of each newsletter row (an `unsubscribedAt` column counts when there is one). */
function newsletterConsentEvents(rows: Array<Record<string, unknown> & { email: string; consentedAt: Date }>) {
  return rows.flatMap((row) => {
    const events = [{ event: "newsletter_subscribed", email: row.email, at: row.consentedAt }];
    if (row.unsubscribedAt instanceof Date)
      events.push({ event: "newsletter_unsubscribed", email: row.email, at: row.unsubscribedAt });
    return events;
  });
}

/**
 * Everything the shop keeps about the account holder, in a form they can take elsewhere (Decree-Law 45/2021
 * Art. 14): the profile, the addresses and orders placed with their confirmed address, their reviews, newsletter
 * subscription and consent history, messages they sent, open carts their address was given for, their wishlist, their saved delivery addresses and the audit entries about them. Each order lists its tax
 * documents (invoice, credit note) by number, date and amounts; the documents themselves open from the order's pages.
 */
export async function collectAccountData(db: Db, holder: AccountHolder) {
  const [profile] = await db
    .select({
      email: users.email,
      emailVerified: users.emailVerified,
      name: users.name,
      firstName: users.firstName,
      lastName: users.lastName,
      phoneNumber: users.phoneNumber,
      twoFactorEnabled: users.twoFactorEnabled,
      locale: users.locale,
      createdAt: users.createdAt,
      updatedAt: users.updatedAt,
    })
    .from(users)
    .where(eq(users.id, holder.id));
  const orderRows = await ordersOfHolder(db, holder);
  const orderIds = orderRows.map((order) => order.id);
  const items =
    orderIds.length > 0
      ? await db.select().from(orderItems).where(inArray(orderItems.orderId, orderIds)).orderBy(asc(orderItems.id))
      : [];
  const documents =
    orderIds.length > 0
      ? await db
          .select({
            orderId: invoices.orderId,
            kind: invoices.kind,
            number: invoices.number,
            issuedAt: invoices.issuedAt,
            totalFils: invoices.totalFils,
            vatFils: invoices.vatFils,
          })
          .from(invoices)
          .where(inArray(invoices.orderId, orderIds))
          .orderBy(asc(invoices.issuedAt), asc(invoices.number))
      : [];
  const reviewsWhere = reviewsOfHolderWhere(holder, orderIds);
  const reviewRows = reviewsWhere ? await db.select().from(reviews).where(reviewsWhere) : [];
  const subscriptionsWhere = subscriptionsOfHolderWhere(holder);
  const subscriptions = subscriptionsWhere
    ? await db.select().from(newsletterSubscribers).where(subscriptionsWhere)
    : [];
  const alertsWhere = backInStockRequestsOfHolderWhere(holder);
  const alerts = alertsWhere ? await db.select().from(backInStockRequests).where(alertsWhere) : [];
  const messagesWhere = contactMessagesOfHolderWhere(holder);
  const messages = messagesWhere ? await db.select().from(contactMessages).where(messagesWhere) : [];
  const auditTargets = [
    ...orderIds.map((id) => `order:${id}`),
    ...reviewRows.map((review) => `review:${review.id}`),
    ...messages.map((message) => `contact_message:${message.id}`),
  ];
  const cartsWhere = cartContactsOfHolderWhere(holder);
  const cartRows = cartsWhere
    ? await db
        .select({
          contactEmail: carts.contactEmail,
          contactLocale: carts.contactLocale,
          createdAt: carts.createdAt,
          updatedAt: carts.updatedAt,
          reminderSentAt: cartReminders.sentAt,
        })
        .from(carts)
        .leftJoin(cartReminders, eq(cartReminders.cartId, carts.id))
        .where(cartsWhere)
    : [];
  const wishlist = await wishlistForExport(db, holder.id);
  const addressBook = await savedAddressesForExport(db, holder.id);
  const audit = await db
    .select()
    .from(auditLog)
    .where(auditOfHolderWhere(holder, auditTargets))
    .orderBy(asc(auditLog.createdAt), asc(auditLog.id));

  return {
    exportedAt: new Date().toISOString(),
    note: "Amounts are in fils (1/100 of the currency unit). Orders are those placed with your confirmed e-mail address.",
    profile: profile ?? null,
    addresses: distinctAddresses(orderRows.flatMap((order) => [order.shippingAddress, order.billingAddress])),
    orders: orderRows.map((order) => ({
      ...omit(order, "id", "publicToken", "checkoutKey"),
      items: items.filter((item) => item.orderId === order.id).map((item) => omit(item, "id", "orderId")),
      taxDocuments: documents
        .filter((document) => document.orderId === order.id)
        .map((document) => omit(document, "orderId")),
    })),
    reviews: reviewRows.map((review) => omit(review, "orderId")),
    newsletter: {
      subscribed: subscriptions.length > 0,
      subscriptions: subscriptions.map((subscription) => omit(subscription, "id")),
    },
    consent: { newsletter: newsletterConsentEvents(subscriptions), cookieConsent: COOKIE_CONSENT_NOTE },
    /** "Notify me" requests: the product, when the inbox confirmed, and when its one e-mail was sent. */
    backInStockAlerts: alerts.map((alert) => omit(alert, "id")),
    contactMessages: messages.map((message) => omit(message, "id", "submissionKey")),
    /** Open carts your address was given for at checkout, and whether their one reminder was sent. */
    carts: cartRows,
    wishlist,
    /** The address book of /account/addresses (the `addresses` above are those orders were delivered to). */
    addressBook,
    auditLog: audit.map((entry) => auditEntryForHolder(entry, holder)),
  };
}

export type AccountDataExport = Awaited<ReturnType<typeof collectAccountData>>;

/** Collects the export and records in the audit log that the holder took it. */
export async function exportAccountData(db: Db, holder: AccountHolder): Promise<AccountDataExport> {
  const data = await collectAccountData(db, holder);
  await recordShopperAction(db, {
    userId: holder.id,
    email: holder.email,
    action: "account.data_exported",
    details: { orders: data.orders.length, reviews: data.reviews.length },
  });
  return data;
}
