import "server-only";

import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";

import type { Db } from "@/lib/db";
import { orderItems, orders, type Address } from "@/lib/db/schema";
import { roundMoney } from "@/lib/currency/round-money";
import type { ShopifyAddress, ShopifyFulfillmentPayload, ShopifyOrderPayload } from "./shopify-webhook-payloads";

function toAddress(address: ShopifyAddress): Address | null {
  if (!address) return null;
  const name = address.name ?? ([address.first_name, address.last_name].filter(Boolean).join(" ") || undefined);
  const entries = {
    name,
    address1: address.address1,
    address2: address.address2,
    city: address.city,
    province: address.province,
    country: address.country,
    countryCode: address.country_code,
    zip: address.zip,
    phone: address.phone,
  };
  return Object.fromEntries(Object.entries(entries).filter(([, value]) => value != null && value !== "")) as Address;
}

function orderStatus(order: ShopifyOrderPayload): string {
  if (order.cancelled_at) return "cancelled";
  if (order.closed_at) return "closed";
  return "open";
}

/** The newest fulfillment that carries a tracking number: what the shopper wants to follow. */
function latestTracking(fulfillments: ShopifyOrderPayload["fulfillments"]) {
  const tracked = (fulfillments ?? []).filter((fulfillment) => fulfillment.tracking_number);
  tracked.sort(
    (a, b) => Date.parse(a.updated_at ?? a.created_at ?? "") - Date.parse(b.updated_at ?? b.created_at ?? ""),
  );
  return tracked.at(-1);
}

/** Inserts or refreshes a Shopify order with its lines. Returns false when the payload is older than what is stored. */
export async function upsertShopifyOrder(db: Db, order: ShopifyOrderPayload): Promise<boolean> {
  const tracking = latestTracking(order.fulfillments);
  const shippingAddress = toAddress(order.shipping_address);
  const refreshed = {
    source: "shopify" as const,
    orderNumber: `#${order.order_number}`,
    shopifyOrderId: order.id,
    email: order.email ?? order.contact_email ?? "",
    customerName: shippingAddress?.name ?? toAddress(order.billing_address)?.name ?? null,
    phone: order.phone ?? shippingAddress?.phone ?? null,
    status: orderStatus(order),
    financialStatus: order.financial_status ?? "pending",
    fulfillmentStatus: order.fulfillment_status ?? "unfulfilled",
    paymentMethod: order.payment_gateway_names?.[0] ?? "shopify",
    totalAmount: order.total_price,
    // Shopify works these out itself; when a payload leaves one out, what was stored before stays.
    ...(order.subtotal_price != null && { subtotalAmount: order.subtotal_price }),
    ...(order.total_shipping_price_set && { shippingAmount: order.total_shipping_price_set.shop_money.amount }),
    currency: order.currency,
    shippingAddress,
    billingAddress: toAddress(order.billing_address),
    trackingCompany: tracking?.tracking_company ?? null,
    trackingNumber: tracking?.tracking_number ?? null,
    trackingUrl: tracking?.tracking_url ?? null,
    createdAt: new Date(order.created_at),
    updatedAt: new Date(order.updated_at),
  };
  const [row] = await db
    .insert(orders)
    // The confirmation token is minted once; later webhooks refresh everything else.
    .values({ ...refreshed, publicToken: randomBytes(32).toString("base64url") })
    .onConflictDoUpdate({
      target: orders.shopifyOrderId,
      set: {
        ...refreshed,
        // A payload without fulfillments must not erase tracking that a fulfillment webhook delivered.
        trackingCompany: sql`coalesce(excluded.tracking_company, ${orders.trackingCompany})`,
        trackingNumber: sql`coalesce(excluded.tracking_number, ${orders.trackingNumber})`,
        trackingUrl: sql`coalesce(excluded.tracking_url, ${orders.trackingUrl})`,
      },
      // Shopify does not promise delivery order, so an older snapshot never overwrites a newer one.
      setWhere: sql`${orders.updatedAt} <= excluded.updated_at`,
    })
    .returning({ id: orders.id });
  if (!row) return false;

  await db.delete(orderItems).where(eq(orderItems.orderId, row.id));
  if (order.line_items.length > 0) {
    await db.insert(orderItems).values(
      order.line_items.map((item) => ({
        orderId: row.id,
        merchandiseId: item.variant_id ? `gid://shopify/ProductVariant/${item.variant_id}` : null,
        title: item.title,
        variantTitle: item.variant_title ?? null,
        quantity: item.quantity,
        price: item.price,
        totalPrice: roundMoney(item.price * item.quantity),
      })),
    );
  }
  return true;
}

/** Records a fulfillment's tracking on its order. An order not received yet is skipped: its own webhook carries the fulfillments. */
export async function applyShopifyFulfillment(db: Db, fulfillment: ShopifyFulfillmentPayload): Promise<boolean> {
  const [order] = await db
    .select({ id: orders.id, fulfillmentStatus: orders.fulfillmentStatus })
    .from(orders)
    .where(eq(orders.shopifyOrderId, fulfillment.order_id))
    .limit(1);
  if (!order) return false;

  let fulfillmentStatus = order.fulfillmentStatus;
  if (fulfillment.status === "success") {
    const ordered = (
      await db.select({ quantity: orderItems.quantity }).from(orderItems).where(eq(orderItems.orderId, order.id))
    ).reduce((sum, item) => sum + item.quantity, 0);
    const shipped = (fulfillment.line_items ?? []).reduce((sum, item) => sum + item.quantity, 0);
    // One fulfillment cannot tell about earlier ones; the orders/updated webhook that follows has the final word.
    if (ordered > 0 && shipped >= ordered) fulfillmentStatus = "fulfilled";
    else if (fulfillmentStatus === "unfulfilled") fulfillmentStatus = "partial";
  }

  const updatedAt = (fulfillment.updated_at ? new Date(fulfillment.updated_at) : new Date()).toISOString();
  // Shopify does not promise delivery order, and a captured body can be resent under a new id: a fulfillment older
  // than what the order already reflects must not overwrite newer tracking.
  const isNewer = sql`${updatedAt}::timestamptz >= ${orders.updatedAt}`;
  const newerOr = (value: string | null | undefined, column: AnyPgColumn) =>
    value == null ? sql`${column}` : sql`case when ${isNewer} then ${value} else ${column} end`;
  await db
    .update(orders)
    .set({
      fulfillmentStatus: sql`case when ${isNewer} then ${fulfillmentStatus} else ${orders.fulfillmentStatus} end`,
      trackingCompany: newerOr(fulfillment.tracking_company, orders.trackingCompany),
      trackingNumber: newerOr(fulfillment.tracking_number, orders.trackingNumber),
      trackingUrl: newerOr(fulfillment.tracking_url, orders.trackingUrl),
      updatedAt: sql`greatest(${orders.updatedAt}, ${updatedAt}::timestamptz)`,
    })
    .where(eq(orders.id, order.id));
  return true;
}
