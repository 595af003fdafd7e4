import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

import { defaultLocale, locales } from "../i18n/locales";
import { codLifecycleStages } from "../orders/cod-lifecycle";
import { ownerCodeKinds } from "../discounts/owner-code-kinds";
import { receivedOutcomes, returnRefundMethods, returnStates } from "../returns/return-states";
import type { InvoiceSnapshot } from "../invoices/snapshot";
import type { MailAttachmentRef } from "../mail/message";
import type { Emirate } from "../../content/emirate-list";

const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};

/** The shop language a shopper used; e-mails to them are written in it. Existing rows were all English. */
const shopperLocale = () => text("locale", { enum: locales }).notNull().default(defaultLocale);

const money = (name: string) => numeric(name, { precision: 10, scale: 2, mode: "number" });

/** Carts of the local provider; the Shopify provider keeps its carts at Shopify. */
export const carts = pgTable("carts", {
  id: text("id").primaryKey(),
  /** A welcome code the shopper entered; checked again when the order is placed. */
  discountCode: text("discount_code"),
  /**
   * Set while an order placed from this cart waits for its online payment (lib/payments): the cart cannot change,
   * so the shopper pays for exactly what the cart shows. Cleared when the order expires or is cancelled; a paid
   * order deletes the cart.
   */
  awaitingPaymentSince: timestamp("awaiting_payment_since", { withTimezone: true }),
  /**
   * The address the shopper gave for this cart (signed in at checkout, or typed in the delivery form), lower-cased,
   * and the shop language they used: the one cart reminder goes there if the address consented to marketing
   * (lib/cart-reminders). In the shopper's data export and erased with their account.
   */
  contactEmail: text("contact_email"),
  contactLocale: text("contact_locale", { enum: locales }),
  ...timestamps,
});

/**
 * The one reminder a cart ever gets (the primary key makes a second impossible, whichever instance sweeps). No foreign
 * key: the cart is deleted when its order is placed, and the row stays to count the cart as recovered (an order whose
 * checkout_key is the cart id). Holds no address; the restore link's token is kept only as its SHA-256.
 */
export const cartReminders = pgTable("cart_reminders", {
  cartId: text("cart_id").primaryKey(),
  tokenHash: text("token_hash").notNull().unique(),
  sentAt: timestamp("sent_at", { withTimezone: true }).notNull(),
  /** The restore link works until then (cartReminderPolicy.linkValidDays). */
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  /** When the link last brought the cart back, on whichever device. */
  restoredAt: timestamp("restored_at", { withTimezone: true }),
});

export const cartLines = pgTable(
  "cart_lines",
  {
    id: text("id").primaryKey(),
    cartId: text("cart_id")
      .notNull()
      .references(() => carts.id, { onDelete: "cascade" }),
    merchandiseId: text("merchandise_id").notNull(),
    quantity: integer("quantity").notNull(),
    ...timestamps,
  },
  (table) => [
    // One line per item and cart lets concurrent adds merge with ON CONFLICT instead of racing.
    unique("cart_lines_cart_merchandise_unique").on(table.cartId, table.merchandiseId),
    check("cart_lines_quantity_positive", sql`${table.quantity} > 0`),
  ],
);

/** Readable local order numbers: #1001, #1002, ... */
export const orderNumberSequence = pgSequence("order_number_seq", { startWith: 1001, increment: 1 });

export type Address = {
  name?: string;
  address1?: string;
  address2?: string;
  city?: string;
  province?: string;
  country?: string;
  countryCode?: string;
  zip?: string;
  phone?: string;
};

/** Orders from both providers: local cash-on-delivery orders and Shopify orders received by webhook. */
export const orders = pgTable(
  "orders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    source: text("source", { enum: ["local", "shopify"] }).notNull(),
    /** As shown to the shopper, e.g. '#1001'. */
    orderNumber: text("order_number").notNull(),
    shopifyOrderId: text("shopify_order_id").unique(),
    /** Unguessable id for the confirmation link. */
    publicToken: text("public_token").notNull().unique(),
    /** Idempotency key of the checkout that placed the order, so a double submit creates one order. */
    checkoutKey: text("checkout_key").unique(),
    email: text("email").notNull(),
    customerName: text("customer_name"),
    phone: text("phone"),
    status: text("status").notNull().default("open"),
    financialStatus: text("financial_status").notNull().default("pending"),
    fulfillmentStatus: text("fulfillment_status").notNull().default("unfulfilled"),
    paymentMethod: text("payment_method").notNull(),
    /**
     * Items before shipping; for Shopify orders as the payload states it (after discounts, before shipping and tax).
     */
    subtotalAmount: money("subtotal_amount").notNull().default(0),
    shippingAmount: money("shipping_amount").notNull().default(0),
    /** What a cash-on-delivery order paid for paying cash (content/policies.ts), VAT included; 0 for every other. */
    codFeeAmount: money("cod_fee_amount").notNull().default(0),
    /** The welcome code redeemed by this order, and what it took off the subtotal. */
    discountCode: text("discount_code"),
    discountAmount: money("discount_amount").notNull().default(0),
    totalAmount: money("total_amount").notNull(),
    /**
     * The VAT included in total_amount, in fils, as charged when the order was placed (lib/tax/shop-vat.ts): later
     * documents and e-mails show this figure even if the settings change. 0 when the shop was not VAT-registered;
     * null for orders from before the column and for Shopify orders (Shopify works out its own taxes).
     */
    vatAmountFils: integer("vat_amount_fils"),
    currency: text("currency").notNull().default("AED"),
    shippingAddress: jsonb("shipping_address").$type<Address>(),
    billingAddress: jsonb("billing_address").$type<Address>(),
    trackingCompany: text("tracking_company"),
    trackingNumber: text("tracking_number"),
    trackingUrl: text("tracking_url"),
    /** The shop language the order was placed in: its confirmation and shipping e-mails are written in it. */
    locale: shopperLocale(),
    /**
     * Where a cash-on-delivery order stands (lib/orders/cod-lifecycle.ts); null for Shopify orders, which Shopify
     * tracks itself. status, financialStatus and fulfillmentStatus are kept in step so both providers read alike.
     */
    lifecycleStage: text("lifecycle_stage", { enum: codLifecycleStages }),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    shippedAt: timestamp("shipped_at", { withTimezone: true }),
    /** What the courier collected, in fils, and the day it was collected (the order counts as delivered then). */
    cashCollectedFils: integer("cash_collected_fils"),
    cashCollectedAt: timestamp("cash_collected_at", { withTimezone: true }),
    /** Why the cash collected differs from the order total (required then, shown on the dashboard); null when equal. */
    cashDifferenceReason: text("cash_difference_reason"),
    /** The day the parcel was delivered: the cash collection's day, or the owner's step for an order paid online. */
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    /** The owner's reason, e-mailed to the shopper. */
    cancelledReason: text("cancelled_reason"),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    refusedAt: timestamp("refused_at", { withTimezone: true }),
    /** An order awaiting online payment gives its stock back after this (policies.onlinePayment); null otherwise. */
    paymentDueBy: timestamp("payment_due_by", { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    unique("orders_source_number_unique").on(table.source, table.orderNumber),
    index("orders_email_idx").on(table.email),
    // A customer is an address whatever its case (the customer list groups, and a customer's page reads, by it).
    index("orders_email_lower_idx").on(sql`lower(${table.email})`),
    // The dashboard's daily figures and the admin list (newest first) both range over created_at.
    index("orders_created_at_idx").on(table.createdAt),
    // Cash awaiting collection: shipped local orders.
    index("orders_lifecycle_stage_idx").on(table.lifecycleStage),
    check("orders_cash_collected_non_negative", sql`${table.cashCollectedFils} >= 0`),
    check("orders_vat_amount_non_negative", sql`${table.vatAmountFils} >= 0`),
  ],
);

export const orderItems = pgTable(
  "order_items",
  {
    id: serial("id").primaryKey(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    merchandiseId: text("merchandise_id"),
    title: text("title").notNull(),
    variantTitle: text("variant_title"),
    quantity: integer("quantity").notNull(),
    price: money("price").notNull(),
    totalPrice: money("total_price").notNull(),
  },
  (table) => [index("order_items_order_idx").on(table.orderId)],
);

/** Shopify retries a webhook until it gets 200, so each delivery id is recorded and replays are no-ops. */
/**
 * The owner's internal notes on an order ("called, will pay by card on delivery"): shown on the admin order page
 * only, never on anything a shopper sees (tracking, account, e-mails, documents, the data export).
 */
export const orderNotes = pgTable(
  "order_notes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** The note form's own key: the same form submitted twice adds one note. */
    requestKey: text("request_key").notNull().unique(),
    authorId: text("author_id").notNull(),
    authorName: text("author_name").notNull(),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("order_notes_order_idx").on(table.orderId, table.createdAt)],
);

export type OrderNoteRow = typeof orderNotes.$inferSelect;

/**
 * The owner's internal notes on a customer ("prefers WhatsApp, allergic to fragrance"), by lower-cased e-mail address
 * (a customer is an address: lib/admin/customers). Shown on the admin customer page only; deleted with the account.
 */
export const customerNotes = pgTable(
  "customer_notes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Lower-cased, as the customer list groups addresses. */
    customerEmail: text("customer_email").notNull(),
    /** The note form's own key: the same form submitted twice adds one note. */
    requestKey: text("request_key").notNull().unique(),
    authorId: text("author_id").notNull(),
    authorName: text("author_name").notNull(),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("customer_notes_customer_idx").on(table.customerEmail, table.createdAt)],
);

export type CustomerNoteRow = typeof customerNotes.$inferSelect;

export const webhookEvents = pgTable("webhook_events", {
  id: text("id").primaryKey(),
  topic: text("topic").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every e-mail the shop sends is written here first, in the same breath as the data it talks about, so a mail
 * server that is down loses nothing: delivery is retried with back-off until it goes through or gives up.
 * Without SMTP_URL the messages simply stay here (shown nowhere public).
 */
export const outboxEmails = pgTable(
  "outbox_emails",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** What the message is for, e.g. 'order_confirmation', 'contact'. */
    kind: text("kind").notNull(),
    /** Makes enqueueing the same message twice (a retried request) a no-op, e.g. 'order_confirmation:<order id>'. */
    dedupeKey: text("dedupe_key").unique(),
    toAddress: text("to_address").notNull(),
    toName: text("to_name"),
    replyTo: text("reply_to"),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body"),
    /** Extra header lines the message needs (List-Unsubscribe on newsletter mail), checked by the message schema. */
    headers: jsonb("headers").$type<Partial<Record<string, string>>>(),
    /** Documents to attach, by reference: the PDF is drawn again from its frozen snapshot at each attempt. */
    attachments: jsonb("attachments").$type<MailAttachmentRef[]>(),
    status: text("status", { enum: ["pending", "sent", "failed"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** Set while one process is sending the message, so no other sends it meanwhile; cleared by the outcome. */
    claimedUntil: timestamp("claimed_until", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    ...timestamps,
  },
  (table) => [index("outbox_emails_due_idx").on(table.status, table.nextAttemptAt)],
);

/** rate-limiter-flexible's RateLimiterDrizzle store: one row per limiter key, shared by every app instance. */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  points: integer("points").notNull(),
  expire: timestamp("expire", { withTimezone: true }),
});

export const newsletterSubscribers = pgTable("newsletter_subscribers", {
  id: uuid("id").primaryKey().defaultRandom(),
  /** Trimmed and lower-cased, so 'A@x.com' and 'a@x.com' are one subscriber. */
  email: text("email").notNull().unique(),
  /**
   * The inbox the address reaches (mailboxOf): plus variants of one mailbox are one subscriber. Null only on rows a
   * mailbox's first subscriber already stood for when the column was added (migration 0006); they keep their code.
   */
  mailbox: text("mailbox").unique(),
  source: text("source", { enum: ["inline", "popup"] }).notNull(),
  locale: shopperLocale(),
  consentedAt: timestamp("consented_at", { withTimezone: true }).notNull().defaultNow(),
  /** When the subscriber withdrew consent (the signed unsubscribe link); no newsletter mail goes out after it. */
  unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
  /**
   * When the inbox confirmed the subscription from the welcome e-mail's signed link (double opt-in); until then the
   * welcome code does not apply. Null on rows from before confirmation existed too: they confirm the same way.
   */
  confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** The welcome code: one per subscriber, redeemable once. */
export const discountCodes = pgTable("discount_codes", {
  code: text("code").primaryKey(),
  subscriberId: uuid("subscriber_id")
    .notNull()
    .unique()
    .references(() => newsletterSubscribers.id, { onDelete: "cascade" }),
  percentOff: integer("percent_off").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }),
  redeemedAt: timestamp("redeemed_at", { withTimezone: true }),
  redeemedOrderId: uuid("redeemed_order_id").references(() => orders.id, { onDelete: "set null" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const contactMessages = pgTable("contact_messages", {
  id: uuid("id").primaryKey().defaultRandom(),
  /** A key rendered into the form, so a double submit stores one message. */
  submissionKey: text("submission_key").unique(),
  firstName: text("first_name").notNull(),
  lastName: text("last_name").notNull(),
  email: text("email").notNull(),
  phone: text("phone"),
  subject: text("subject").notNull(),
  message: text("message").notNull(),
  status: text("status", { enum: ["new", "handled"] })
    .notNull()
    .default("new"),
  handledAt: timestamp("handled_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const reviews = pgTable(
  "reviews",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    /**
     * The order line reviewed: one review per line, and only a line of that order (lib/reviews/reviewable-order.ts).
     * Null on reviews from before lines were checked.
     */
    orderItemId: integer("order_item_id").references(() => orderItems.id, { onDelete: "cascade" }),
    /** The reviewed item's name as the order recorded it (English catalogue name for this shop's items). */
    productName: text("product_name").notNull(),
    /** The catalogue slug when the product has a page, so its rating can include the review. */
    productSlug: text("product_slug"),
    customerName: text("customer_name").notNull(),
    email: text("email").notNull(),
    rating: integer("rating").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    recommend: text("recommend", { enum: ["yes", "no", "maybe"] }),
    status: text("status", { enum: ["pending", "approved", "rejected"] })
      .notNull()
      .default("pending"),
    moderatedAt: timestamp("moderated_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique("reviews_order_item_unique").on(table.orderItemId),
    index("reviews_status_slug_idx").on(table.status, table.productSlug),
    check("reviews_rating_range", sql`${table.rating} between 1 and 5`),
  ],
);

/** Who did what in the back office, and when. */
export const auditLog = pgTable("audit_log", {
  id: serial("id").primaryKey(),
  actorId: text("actor_id").notNull(),
  actorEmail: text("actor_email"),
  action: text("action").notNull(),
  target: text("target"),
  details: jsonb("details").$type<Record<string, unknown>>(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** The last good AED rate table, so a page never waits on (or breaks with) the public rate sources. */
export const exchangeRates = pgTable("exchange_rates", {
  base: text("base").primaryKey(),
  rates: jsonb("rates").$type<Record<string, number>>().notNull(),
  source: text("source").notNull(),
  fetchedAt: timestamp("fetched_at", { withTimezone: true }).notNull().defaultNow(),
});

// ---- Accounts (Better Auth) ------------------------------------------------------------------------------------
// Better Auth's own tables, written by hand (its CLI needs Node 22): property names are the field names it asks the
// Drizzle adapter for, columns are snake_case like the rest of the schema. Ids are Better Auth's random strings.

/** Shoppers and admins. `role` is set only by `npm run admin:create`, never by a form (it is not an input field). */
export const users = pgTable("users", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  /** Stored lower-cased by Better Auth, so one address is one account. */
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  firstName: text("first_name"),
  lastName: text("last_name"),
  role: text("role", { enum: ["user", "admin"] })
    .notNull()
    .default("user"),
  phoneNumber: text("phone_number").unique(),
  phoneNumberVerified: boolean("phone_number_verified").notNull().default(false),
  twoFactorEnabled: boolean("two_factor_enabled").notNull().default(false),
  /** The shop language the account was made in: confirmation and reset e-mails are written in it. */
  locale: shopperLocale(),
  ...timestamps,
});

/** Sessions live here (not only in a signed cookie), so signing out everywhere really ends them. */
export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    token: text("token").notNull().unique(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    // When the sign-in behind this session happened (both factors, for an account with two); a session that
    // replaces another (a password change) keeps the old one's time. Null: made before this column, or not a sign-in.
    signedInAt: timestamp("signed_in_at", { withTimezone: true }),
    ...timestamps,
  },
  (table) => [index("sessions_user_idx").on(table.userId)],
);

/**
 * The owner lifted a shopper's cash-on-delivery hold (lib/orders/cod-refusal-hold.ts): refusals at the door of this
 * e-mail (lowercased) or phone (its last 9 digits) before `liftedAt` no longer count; a refusal after it counts again.
 * `requestKey` makes the lift's form safe to send twice.
 */
/**
 * A cash-on-delivery order's confirmation by a code sent to its phone (lib/orders/phone-confirmation). The code itself
 * lives at the messaging provider; this row counts what the shop limits: when the live code was sent, how many codes
 * went out and how many wrong tries the live code had.
 */
export const orderPhoneConfirmations = pgTable("order_phone_confirmations", {
  orderId: uuid("order_id")
    .primaryKey()
    .references(() => orders.id, { onDelete: "cascade" }),
  phone: text("phone").notNull(),
  codeSentAt: timestamp("code_sent_at", { withTimezone: true }),
  sends: integer("sends").notNull().default(0),
  attempts: integer("attempts").notNull().default(0),
  confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const codHoldLifts = pgTable(
  "cod_hold_lifts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    phoneKey: text("phone_key"),
    liftedBy: text("lifted_by").notNull(),
    requestKey: text("request_key").notNull().unique(),
    liftedAt: timestamp("lifted_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("cod_hold_lifts_email_idx").on(table.email),
    index("cod_hold_lifts_phone_key_idx").on(table.phoneKey),
  ],
);

/**
 * A signed-in shopper's wishlist: one row per product (by its catalogue slug, the same in both languages and under
 * either provider). Goes with the account (cascade), so an erased account leaves no list behind.
 */
export const wishlistItems = pgTable(
  "wishlist_items",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    productSlug: text("product_slug").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.productSlug] })],
);

/**
 * A signed-in shopper's address book: the delivery form's own fields (lib/validations/saved-address.ts), at most
 * one default per shopper (the partial unique index), at most SAVED_ADDRESS_LIMIT each (checked when saving). Goes
 * with the account (cascade), so an erased account leaves no address behind.
 */
export const savedAddresses = pgTable(
  "saved_addresses",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    fullName: text("full_name").notNull(),
    phone: text("phone").notNull(),
    // The English name the delivery form submits, as orders store it.
    emirate: text("emirate").$type<Emirate>().notNull(),
    addressLine: text("address_line").notNull(),
    city: text("city").notNull(),
    isDefault: boolean("is_default").notNull().default(false),
    ...timestamps,
  },
  (table) => [
    index("saved_addresses_user_idx").on(table.userId),
    uniqueIndex("saved_addresses_one_default_per_user")
      .on(table.userId)
      .where(sql`${table.isDefault}`),
  ],
);

export type SavedAddressRow = typeof savedAddresses.$inferSelect;

/** How a user signs in: for this shop the 'credential' row holding the scrypt password hash. */
export const authAccounts = pgTable(
  "auth_accounts",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    password: text("password"),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    ...timestamps,
  },
  (table) => [index("auth_accounts_user_idx").on(table.userId)],
);

/** Single-use tokens: e-mail confirmation and password reset links, two-factor sign-in challenges. */
export const verifications = pgTable(
  "verifications",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (table) => [index("verifications_identifier_idx").on(table.identifier)],
);

/** TOTP secret and backup codes (both encrypted with the auth secret by Better Auth). */
export const twoFactors = pgTable(
  "two_factors",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    secret: text("secret").notNull(),
    backupCodes: text("backup_codes").notNull(),
    verified: boolean("verified").notNull().default(true),
    failedVerificationCount: integer("failed_verification_count").notNull().default(0),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
  },
  (table) => [index("two_factors_user_idx").on(table.userId), index("two_factors_secret_idx").on(table.secret)],
);

export type UserRow = typeof users.$inferSelect;
// ---- End of accounts --------------------------------------------------------------------------------------------

// ---- Tax invoices and credit notes (issue 25) -------------------------------------------------------------------

/**
 * This database's identity: the row its migration wrote (a wiped data folder or another DATABASE_URL has another).
 * Cached pages and data are keyed to it (lib/cache/database-identity.ts), so no shop shows another database's.
 */
export const databaseIdentity = pgTable("database_identity", {
  id: uuid("id").primaryKey().defaultRandom(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The last number given per document series ('invoice', 'credit_note'). Taken with UPDATE ... RETURNING inside the
 * transaction that issues the document, so the row lock hands numbers out one at a time and a rolled-back order
 * gives its number back: unlike a sequence, the series has no gaps.
 */
export const documentCounters = pgTable("document_counters", {
  series: text("series").primaryKey(),
  lastNumber: integer("last_number").notNull(),
});

/** Issued tax invoices (one per local order) and credit notes (one per cancelled invoiced order). Never updated. */
export const invoices = pgTable(
  "invoices",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind", { enum: ["invoice", "credit_note"] }).notNull(),
    /** 'INV-000123' or 'CN-000007', gapless per kind. */
    number: text("number").notNull().unique(),
    /** The order stays (anonymised on account erasure, never deleted), so the reference always holds. */
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "restrict" }),
    /** A credit note's invoice. */
    creditsInvoiceId: uuid("credits_invoice_id"),
    /** Unguessable id for the document's page, like an order's confirmation token. */
    publicToken: text("public_token").notNull().unique(),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull(),
    totalFils: integer("total_fils").notNull(),
    vatFils: integer("vat_fils").notNull(),
    snapshot: jsonb("snapshot").$type<InvoiceSnapshot>().notNull(),
    /** The owner's refund a credit note documents (payment_refunds); null for an invoice and a cancellation's note. */
    refundId: uuid("refund_id").unique(),
  },
  (table) => [
    // One invoice per order and one cancelling credit note per order: placing or cancelling twice issues nothing new.
    // Each refund of part of a paid order has a credit note of its own.
    uniqueIndex("invoices_one_per_order_kind")
      .on(table.orderId, table.kind)
      .where(sql`${table.refundId} is null`),
    index("invoices_issued_at_idx").on(table.issuedAt),
  ],
);

export type InvoiceRow = typeof invoices.$inferSelect;

// A Buffer is what postgres.js sends as bytea; PGlite takes it as the Uint8Array it is.
const pdfBytes = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
  toDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

/**
 * Each document's PDF as first drawn, per language (the page offers both): drawn once from the frozen snapshot and
 * served from here afterwards, so a download costs a read, not a render (issue 30). Written once, never updated.
 */
export const invoicePdfs = pgTable(
  "invoice_pdfs",
  {
    invoiceId: uuid("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "restrict" }),
    locale: text("locale", { enum: locales }).notNull(),
    pdf: pdfBytes("pdf").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.invoiceId, table.locale] })],
);

/**
 * One hosted payment per order: the gateway's session (what the shopper is sent to) and, once the gateway reports it,
 * the payment itself. Written only from the gateway's word (a verified webhook or a read of the payment by id).
 */
export const onlinePayments = pgTable(
  "online_payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: "restrict" }),
    gateway: text("gateway", { enum: ["checkoutcom", "stripe"] }).notNull(),
    /** The hosted page's id at the gateway (hpp_... or cs_...). */
    sessionId: text("session_id").notNull().unique(),
    /** The gateway's page for that session: a second submit of the same checkout is sent back to it. */
    redirectUrl: text("redirect_url").notNull(),
    /** The payment's id at the gateway (pay_... or pi_...), known once the shopper has paid. */
    paymentReference: text("payment_reference").unique(),
    status: text("status", { enum: ["started", "captured", "declined", "refunded_late", "mismatch"] })
      .notNull()
      .default("started"),
    /** What the order asked for, in fils (AED minor units, as both gateways count them). */
    amountFils: integer("amount_fils").notNull(),
    currency: text("currency").notNull(),
    /** How the shopper paid, as the gateway names it (card, applepay, googlepay, tabby, ...). */
    method: text("method"),
    capturedFils: integer("captured_fils"),
    capturedAt: timestamp("captured_at", { withTimezone: true }),
    refundedFils: integer("refunded_fils").notNull().default(0),
    ...timestamps,
  },
  (table) => [
    check("online_payments_refund_within_capture", sql`${table.refundedFils} <= coalesce(${table.capturedFils}, 0)`),
  ],
);

export type OnlinePaymentRow = typeof onlinePayments.$inferSelect;

export const paymentRefundStatuses = ["requested", "pending", "refunded", "failed", "declined"] as const;
export type PaymentRefundStatus = (typeof paymentRefundStatuses)[number];

/** What one refund gives back: units of invoice lines (by their index on the invoice) and, or, the shipping. */
export type RefundedLines = { lines: { index: number; quantity: number }[]; shipping: boolean };

/**
 * The owner's refunds of a paid order, whole or in part. A refund is reserved here (requested) before the gateway is
 * asked, under the payment's row lock, so two at once can never give back more than was captured. The gateway's
 * confirmation (its refund answer when final, or its signed webhook) records it (refunded, with its credit note and
 * the time); an answer that is not final leaves it pending at the gateway; a refusal of the call (failed) or a
 * decline reported later (declined) releases the hold.
 */
export const paymentRefunds = pgTable(
  "payment_refunds",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    paymentId: uuid("payment_id")
      .notNull()
      .references(() => onlinePayments.id, { onDelete: "restrict" }),
    /** The refund form's own key: the same form submitted twice is one refund. */
    requestKey: text("request_key").notNull().unique(),
    status: text("status", { enum: paymentRefundStatuses }).notNull().default("requested"),
    amountFils: integer("amount_fils").notNull(),
    refunded: jsonb("refunded").$type<RefundedLines>().notNull(),
    reason: text("reason").notNull(),
    /** The gateway's id of the refund (re_... or act_...), from its answer or its webhook, whichever comes first. */
    refundReference: text("refund_reference").unique(),
    requestedBy: text("requested_by").notNull(),
    /** When the gateway confirmed the money went back (refunded). */
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    /** The gateway's words for a refund it declined after accepting the request (declined). */
    declineReason: text("decline_reason"),
    ...timestamps,
  },
  (table) => [
    check("payment_refunds_positive", sql`${table.amountFils} > 0`),
    index("payment_refunds_payment_idx").on(table.paymentId),
  ],
);

export type PaymentRefundRow = typeof paymentRefunds.$inferSelect;

/**
 * A refund the gateway reports that the shop did not issue (made in the gateway's own dashboard): kept so the owner
 * sees it on the order page and can record its credit note; one row per gateway refund, however often reported.
 */
export const gatewayRefundReports = pgTable("gateway_refund_reports", {
  id: uuid("id").primaryKey().defaultRandom(),
  paymentId: uuid("payment_id")
    .notNull()
    .references(() => onlinePayments.id, { onDelete: "restrict" }),
  refundReference: text("refund_reference").notNull().unique(),
  amountFils: integer("amount_fils").notNull(),
  reportedAt: timestamp("reported_at", { withTimezone: true }).notNull().defaultNow(),
});

export type GatewayRefundReportRow = typeof gatewayRefundReports.$inferSelect;
export type OutboxEmailRow = typeof outboxEmails.$inferSelect;
export type NewsletterSubscriberRow = typeof newsletterSubscribers.$inferSelect;
export type ContactMessageRow = typeof contactMessages.$inferSelect;
export type ReviewRow = typeof reviews.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
export type NewOrderRow = typeof orders.$inferInsert;
export type OrderItemRow = typeof orderItems.$inferSelect;

/**
 * The commercial side of the catalogue, which the owner edits in /admin/catalogue: prices (integer fils), stock,
 * coming soon, visibility and listing order. content/ keeps the copy; migration 0011 seeded these rows from it.
 * Bundles have no stock of their own: selling one takes a unit of each product it includes.
 */
export const catalogueEntries = pgTable(
  "catalogue_entries",
  {
    /** The content record's id (content/products.ts, content/bundles.ts). */
    id: text("id").primaryKey(),
    kind: text("kind", { enum: ["product", "bundle"] }).notNull(),
    priceFils: integer("price_fils").notNull(),
    /** The struck-through 'was' price; savings are computed from it, never stored. */
    originalPriceFils: integer("original_price_fils"),
    /** Units on the shelf; null for bundles. */
    stock: integer("stock"),
    /** One e-mail to the owner when stock falls to this or below; null: no alert. */
    lowStockThreshold: integer("low_stock_threshold"),
    comingSoon: boolean("coming_soon").notNull().default(false),
    /** Free text shown as 'Coming Soon - Available …', e.g. 'Q2 2025' or '1 March'. */
    comingSoonDate: text("coming_soon_date"),
    active: boolean("active").notNull().default(true),
    position: integer("position").notNull().default(0),
    ...timestamps,
  },
  (table) => [
    check("catalogue_entries_price_positive", sql`${table.priceFils} > 0`),
    check("catalogue_entries_stock_not_negative", sql`${table.stock} is null or ${table.stock} >= 0`),
    check(
      "catalogue_entries_original_above_price",
      sql`${table.originalPriceFils} is null or ${table.originalPriceFils} > ${table.priceFils}`,
    ),
  ],
);

export type CatalogueEntryRow = typeof catalogueEntries.$inferSelect;

// ---- Returns (issue 33) -----------------------------------------------------------------------------------------

/**
 * A shopper's return of a delivered order, from the request to the money back (lib/returns/return-states.ts). Its
 * number ('R-1001') comes from the document counters (series 'return'), taken in the request's transaction.
 */
export const returns = pgTable(
  "returns",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    number: text("number").notNull().unique(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "restrict" }),
    /** The request form's own key: the same form submitted twice is one return. */
    requestKey: text("request_key").notNull().unique(),
    state: text("state", { enum: returnStates }).notNull().default("requested"),
    /** A code from content/'s short list of reasons (lib/returns/return-reasons.ts). */
    reason: text("reason").notNull(),
    note: text("note"),
    /** The language the shopper asked in: every e-mail about the return is written in it. */
    locale: shopperLocale(),
    /** The owner's reason for a rejection, e-mailed to the shopper. */
    rejectedReason: text("rejected_reason"),
    approvedAt: timestamp("approved_at", { withTimezone: true }),
    rejectedAt: timestamp("rejected_at", { withTimezone: true }),
    receivedAt: timestamp("received_at", { withTimezone: true }),
    refundMethod: text("refund_method", { enum: returnRefundMethods }),
    /** The bank transfer's or receipt's reference the owner recorded (cash on delivery), or the gateway's refund id. */
    refundReference: text("refund_reference"),
    /** What went back, in fils: the received lines' share of the invoice and, by policy, the shipping. */
    refundedFils: integer("refunded_fils"),
    refundedAt: timestamp("refunded_at", { withTimezone: true }),
    /** The gateway refund of an order paid online (payment_refunds), while it is pending and after. */
    paymentRefundId: uuid("payment_refund_id").unique(),
    ...timestamps,
  },
  (table) => [
    index("returns_order_idx").on(table.orderId),
    index("returns_state_idx").on(table.state, table.createdAt),
    check("returns_refunded_positive", sql`${table.refundedFils} is null or ${table.refundedFils} > 0`),
  ],
);

/** The units of each order line a return takes back, and (once received) what became of them. */
export const returnLines = pgTable(
  "return_lines",
  {
    id: serial("id").primaryKey(),
    returnId: uuid("return_id")
      .notNull()
      .references(() => returns.id, { onDelete: "cascade" }),
    orderItemId: integer("order_item_id")
      .notNull()
      .references(() => orderItems.id, { onDelete: "restrict" }),
    quantity: integer("quantity").notNull(),
    outcome: text("outcome", { enum: receivedOutcomes }),
  },
  (table) => [
    unique("return_lines_one_per_item").on(table.returnId, table.orderItemId),
    index("return_lines_item_idx").on(table.orderItemId),
    check("return_lines_quantity_positive", sql`${table.quantity} > 0`),
  ],
);

export type ReturnRow = typeof returns.$inferSelect;
export type ReturnLineRow = typeof returnLines.$inferSelect;

/**
 * The owner's own discount codes, made in /admin/discounts (the welcome codes above are issued one per subscriber).
 * value is basis points for a percentage (1500 = 15%), fils for a fixed amount, 0 for free delivery. Codes are
 * unique whatever their case, because shoppers type them in any case.
 */
export const shopDiscountCodes = pgTable(
  "shop_discount_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    code: text("code").notNull(),
    kind: text("kind", { enum: ownerCodeKinds }).notNull(),
    value: integer("value").notNull().default(0),
    minimumOrderFils: integer("minimum_order_fils").notNull().default(0),
    startsAt: timestamp("starts_at", { withTimezone: true }),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    /** Orders the code may be used on in all; null for no limit. */
    usageLimit: integer("usage_limit"),
    /** Orders one customer (by mailbox) may use it on; null for no limit. */
    perCustomerLimit: integer("per_customer_limit"),
    /** null for the whole cart, otherwise the merchandise ids (products or bundles) it takes money off. */
    productIds: jsonb("product_ids").$type<string[]>(),
    active: boolean("active").notNull().default(true),
    ...timestamps,
  },
  (table) => [
    uniqueIndex("shop_discount_codes_code_upper_idx").on(sql`upper(${table.code})`),
    check("shop_discount_codes_value_range", sql`${table.value} >= 0`),
    check(
      "shop_discount_codes_limits_positive",
      sql`coalesce(${table.usageLimit}, 1) > 0 and coalesce(${table.perCustomerLimit}, 1) > 0`,
    ),
  ],
);

/**
 * One use of an owner code: the order it went on, who placed it (the normalised mailbox, for the per-customer
 * limit) and what it took off. Counting these under a lock on the code keeps its limits; a cancelled or refused
 * order deletes its row, giving the use back.
 */
export const shopDiscountRedemptions = pgTable(
  "shop_discount_redemptions",
  {
    id: serial("id").primaryKey(),
    codeId: uuid("code_id")
      .notNull()
      .references(() => shopDiscountCodes.id, { onDelete: "restrict" }),
    orderId: uuid("order_id")
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: "cascade" }),
    mailbox: text("mailbox").notNull(),
    discountFils: integer("discount_fils").notNull(),
    /**
     * The chosen products the discount came off (null: the whole cart) as the code named them when the order was
     * placed, so an invoice issued later (an order paid online) spreads it over the same lines.
     */
    productIds: jsonb("product_ids").$type<string[]>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("shop_discount_redemptions_code_mailbox_idx").on(table.codeId, table.mailbox)],
);

export type ShopDiscountCodeRow = typeof shopDiscountCodes.$inferSelect;

/**
 * A shopper's "Notify me" for a product that is sold out or coming soon: confirmed from the inbox (double opt-in),
 * then mailed once when the product can be bought (lib/back-in-stock). One open request per address and product
 * (the partial unique index), so a second press of the form adds nothing; once notified, the address may ask again.
 */
export const backInStockRequests = pgTable(
  "back_in_stock_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The product's catalogue id (content/products.ts, catalogue_entries.id). */
    productId: text("product_id").notNull(),
    /** Trimmed and lower-cased. */
    email: text("email").notNull(),
    locale: shopperLocale(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** When the inbox confirmed from the signed link; no back-in-stock e-mail goes to an unconfirmed address. */
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    /** When the one back-in-stock e-mail was queued, in the transaction that made the product buyable. */
    notifiedAt: timestamp("notified_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("back_in_stock_requests_open_idx")
      .on(table.productId, table.email)
      .where(sql`${table.notifiedAt} is null`),
    index("back_in_stock_requests_email_idx").on(table.email),
  ],
);

export type BackInStockRequestRow = typeof backInStockRequests.$inferSelect;

/**
 * The one-time code of an order's phone when the shop generates it itself (the WhatsApp provider; Twilio Verify keeps
 * its own). Only a keyed hash of order, phone and code is stored, one row per order: a new code replaces the last, and
 * no phone number sits in the table.
 */
export const phoneCodes = pgTable("phone_codes", {
  reference: text("reference").primaryKey(),
  codeHash: text("code_hash").notNull(),
  sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
});
