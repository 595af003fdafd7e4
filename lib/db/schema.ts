import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, numeric, pgSequence, pgTable, serial, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";

const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};

const money = (name: string) => numeric(name, { precision: 10, scale: 2, mode: "number" });

/** Carts of the local provider; the Shopify provider keeps its carts at Shopify. */
export const carts = pgTable("carts", {
  id: text("id").primaryKey(),
  ...timestamps,
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
    /** Items before shipping; for Shopify orders as the payload states it (after discounts, before shipping and tax). */
    subtotalAmount: money("subtotal_amount").notNull().default(0),
    shippingAmount: money("shipping_amount").notNull().default(0),
    totalAmount: money("total_amount").notNull(),
    currency: text("currency").notNull().default("AED"),
    shippingAddress: jsonb("shipping_address").$type<Address>(),
    billingAddress: jsonb("billing_address").$type<Address>(),
    trackingCompany: text("tracking_company"),
    trackingNumber: text("tracking_number"),
    trackingUrl: text("tracking_url"),
    ...timestamps,
  },
  (table) => [unique("orders_source_number_unique").on(table.source, table.orderNumber), index("orders_email_idx").on(table.email)],
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
export const webhookEvents = pgTable("webhook_events", {
  id: text("id").primaryKey(),
  topic: text("topic").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});

export type OrderRow = typeof orders.$inferSelect;
export type NewOrderRow = typeof orders.$inferInsert;
export type OrderItemRow = typeof orderItems.$inferSelect;
