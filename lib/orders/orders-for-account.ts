import "server-only";

import { desc, eq, sql } from "drizzle-orm";

import type { Db } from "@/lib/db";
import { orders } from "@/lib/db/schema";
import type { CodLifecycleStage } from "./cod-lifecycle";
import { orderWasReturned } from "./order-returned-sql";

export type AccountOrder = {
  orderNumber: string;
  source: "local" | "shopify";
  status: string;
  fulfillmentStatus: string;
  /** A shop's own order: its one status (lib/orders/order-status.ts) reads from these; null for a Shopify order. */
  lifecycleStage: CodLifecycleStage | null;
  returned: boolean;
  totalAmount: number;
  currency: string;
  createdAt: Date;
};

/**
 * The shopper's orders, local and Shopify-synced, matched by e-mail. Call it with a VERIFIED address only (a
 * signed-in account always has one: sign-in is refused until the address is confirmed), or anyone could read
 * a stranger's orders by signing up with the stranger's address.
 */
export async function listOrdersForVerifiedEmail(db: Db, verifiedEmail: string, limit = 50): Promise<AccountOrder[]> {
  return db
    .select({
      orderNumber: orders.orderNumber,
      source: orders.source,
      status: orders.status,
      fulfillmentStatus: orders.fulfillmentStatus,
      lifecycleStage: orders.lifecycleStage,
      returned: orderWasReturned,
      totalAmount: orders.totalAmount,
      currency: orders.currency,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .where(eq(sql`lower(${orders.email})`, verifiedEmail.trim().toLowerCase()))
    .orderBy(desc(orders.createdAt))
    .limit(limit);
}
