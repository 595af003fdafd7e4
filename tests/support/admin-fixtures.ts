import type { Locale } from "@/lib/i18n/locales";
import { randomBytes, randomUUID } from "node:crypto";

import type { AdminUser } from "@/lib/auth/admin";
import { createLocalProvider } from "@/lib/commerce/local/provider";
import type { Db } from "@/lib/db";
import { auditLog, contactMessages, orders, reviews } from "@/lib/db/schema";
import { placeCashOnDeliveryOrder } from "@/lib/orders/place-cash-on-delivery-order";
import { cashOnDeliverySchema } from "@/lib/validations/checkout";

/** The admin the mocked getAdminUser hands out in data tests. */
export const testAdmin: AdminUser = { id: "admin-user-1", email: "ops@matchaglow.ae", name: "Noor Ops" };

const clayMask = "gid://shopify/ProductVariant/4801000000001";

/** A cash-on-delivery order placed the way the checkout places one (one clay mask unless told); its id and number. */
export async function placeLocalOrder(
  db: Db,
  customer: { fullName: string; email: string; phone?: string },
  locale: Locale = "en",
  lines: { merchandiseId: string; quantity: number }[] = [{ merchandiseId: clayMask, quantity: 1 }],
) {
  const shop = createLocalProvider(async () => db);
  const cart = await shop.createCart(lines);
  const details = cashOnDeliverySchema.parse({
    phone: "+971 50 123 4567",
    ...customer,
    emirate: "Dubai",
    addressLine: "Villa 12, Al Wasl Road",
    city: "Jumeirah",
  });
  const placed = await placeCashOnDeliveryOrder(db, { cartId: cart.id, customer: details, locale });
  if (!placed.ok) throw new Error(placed.reason);
  return placed.order;
}

/** A Shopify order as the webhook stores one. */
export async function insertShopifyOrder(db: Db, orderNumber: string, email: string) {
  const [order] = await db
    .insert(orders)
    .values({
      source: "shopify",
      orderNumber,
      shopifyOrderId: randomUUID(),
      publicToken: randomBytes(16).toString("hex"),
      email,
      paymentMethod: "shopify_payments",
      totalAmount: 99,
    })
    .returning();
  return order!;
}

let reviewOrders = 0;

/** A pending review on an order of its own (one review per order and product). */
export async function insertReview(db: Db, review: { productName: string; productSlug: string | null; title: string }) {
  reviewOrders += 1;
  const { id: orderId } = await placeLocalOrder(db, {
    fullName: "Layla Haddad",
    email: `reviewer${reviewOrders}@example.ae`,
  });
  const [row] = await db
    .insert(reviews)
    .values({
      orderId,
      ...review,
      customerName: "Layla Haddad",
      email: "layla@example.ae",
      rating: 5,
      body: "Lovely texture, my skin feels calm and bright after two weeks of use.",
      recommend: "yes",
    })
    .returning();
  return row!;
}

export async function insertContactMessage(db: Db, subject: string) {
  const [row] = await db
    .insert(contactMessages)
    .values({
      firstName: "Omar",
      lastName: "Saleh",
      email: "omar@example.ae",
      subject,
      message: "Do you ship to Muscat? I would like to order the ritual bundle.",
    })
    .returning();
  return row!;
}

export function auditRows(db: Db) {
  return db.select().from(auditLog).orderBy(auditLog.id);
}

export function formDataOf(values: Record<string, string>): FormData {
  const formData = new FormData();
  for (const [key, value] of Object.entries(values)) formData.set(key, value);
  return formData;
}
