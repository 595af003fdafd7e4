import "server-only";

import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";

import { cartMessages } from "@/content/messages/en/cart";
import { checkoutMessages } from "@/content/messages/en/checkout";
import { policies } from "@/content/policies";
import type { Db } from "@/lib/db";
import { cartLines, carts, orderItems, orders, type Address } from "@/lib/db/schema";
import type { CashOnDeliveryDetails } from "@/lib/validations/checkout";
import { priceOrderLines } from "./order-pricing";
import { orderTotalsFor } from "./shipping-fee";

export type PlacedOrder = { id: string; orderNumber: string; publicToken: string };
export type PlaceOrderResult =
  | { ok: true; order: PlacedOrder; alreadyPlaced: boolean }
  | { ok: false; reason: "empty_cart" | "over_limit" | "not_purchasable"; message: string };

const placedOrderColumns = { id: orders.id, orderNumber: orders.orderNumber, publicToken: orders.publicToken };

/**
 * How long a repeated submit of a checked-out cart still gets its order back: long enough for a double click or a
 * retry after a lost answer. Later, an old cart id (a cookie copied off a shared computer) must not keep handing
 * out the order's confirmation link, so it reads as an empty cart.
 */
export const REPEAT_SUBMIT_WINDOW_MS = 15 * 60 * 1000;

function deliveryAddress(customer: CashOnDeliveryDetails): Address {
  return {
    name: customer.fullName,
    address1: customer.addressLine,
    city: customer.city,
    province: customer.emirate,
    country: policies.cashOnDelivery.countryName,
    countryCode: policies.cashOnDelivery.country,
    phone: customer.phone,
  };
}

/**
 * Turns the cart into a cash-on-delivery order in one transaction. The cart id is the idempotency key:
 * a second submit of the same checkout returns the order already placed instead of a duplicate.
 */
export async function placeCashOnDeliveryOrder(
  db: Db,
  input: { cartId: string; customer: CashOnDeliveryDetails },
  now: Date = new Date(),
): Promise<PlaceOrderResult> {
  const { cartId, customer } = input;
  return db.transaction(async (tx): Promise<PlaceOrderResult> => {
    // Locking the cart row makes a concurrent submit wait here, then find the order this one placed.
    const locked = await tx.select({ id: carts.id }).from(carts).where(eq(carts.id, cartId)).for("update");
    const [existing] = await tx.select({ ...placedOrderColumns, createdAt: orders.createdAt }).from(orders).where(eq(orders.checkoutKey, cartId)).limit(1);
    if (existing) {
      const { createdAt, ...order } = existing;
      if (now.getTime() - createdAt.getTime() > REPEAT_SUBMIT_WINDOW_MS) return { ok: false, reason: "empty_cart", message: checkoutMessages.errors.emptyCart };
      return { ok: true, order, alreadyPlaced: true };
    }
    if (locked.length === 0) return { ok: false, reason: "empty_cart", message: checkoutMessages.errors.emptyCart };

    const lines = await tx.select({ merchandiseId: cartLines.merchandiseId, quantity: cartLines.quantity }).from(cartLines).where(eq(cartLines.cartId, cartId));
    if (lines.length === 0) return { ok: false, reason: "empty_cart", message: checkoutMessages.errors.emptyCart };
    const priced = priceOrderLines(lines);
    if (!priced) return { ok: false, reason: "not_purchasable", message: cartMessages.notPurchasable.description };
    const totals = orderTotalsFor(priced.subtotal);
    // The limit is on what the courier collects, shipping included.
    if (totals.total >= policies.cashOnDelivery.maxOrderTotal) return { ok: false, reason: "over_limit", message: checkoutMessages.errors.overLimit };

    const address = deliveryAddress(customer);
    const [order] = await tx
      .insert(orders)
      .values({
        source: "local",
        orderNumber: sql`'#' || nextval('order_number_seq')`,
        publicToken: randomBytes(32).toString("base64url"),
        checkoutKey: cartId,
        email: customer.email,
        customerName: customer.fullName,
        phone: customer.phone,
        paymentMethod: "cash_on_delivery",
        subtotalAmount: totals.subtotal,
        shippingAmount: totals.shipping,
        totalAmount: totals.total,
        currency: policies.currency,
        shippingAddress: address,
        billingAddress: address,
      })
      .returning(placedOrderColumns);
    if (!order) throw new Error("Inserting the order returned no row");

    await tx.insert(orderItems).values(priced.items.map((item) => ({ orderId: order.id, ...item, variantTitle: null })));
    await tx.delete(carts).where(eq(carts.id, cartId));
    return { ok: true, order, alreadyPlaced: false };
  });
}
