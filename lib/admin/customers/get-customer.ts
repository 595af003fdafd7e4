import "server-only";

import { desc, eq, sql } from "drizzle-orm";

import type { Db } from "@/lib/db";
import { onlinePayments, orderNotes, orders, type OrderRow } from "@/lib/db/schema";
import { customerEmailOf } from "./customer-key";
import { readCustomerSummary, type CustomerSummary } from "./list-customers";
import { orderWasReturned } from "@/lib/orders/order-returned-sql";

export type CustomerOrder = Pick<
  OrderRow,
  | "id"
  | "orderNumber"
  | "source"
  | "createdAt"
  | "customerName"
  | "paymentMethod"
  | "status"
  | "lifecycleStage"
  | "fulfillmentStatus"
  | "totalAmount"
  | "currency"
> & { refundedFils: number; returned: boolean };

export type CustomerNote = {
  id: string;
  orderId: string;
  orderNumber: string;
  authorName: string;
  body: string;
  createdAt: Date;
};

export type CustomerView = { summary: CustomerSummary; orders: CustomerOrder[]; notes: CustomerNote[] };

const sameCustomer = (email: string) => eq(sql`lower(${orders.email})`, customerEmailOf(email));

/** A customer's page: the figures of the list, every order newest first, and the internal notes of those orders. */
export async function getCustomer(db: Db, email: string): Promise<CustomerView | null> {
  const summary = await readCustomerSummary(db, email);
  if (!summary) return null;
  const [history, notes] = await Promise.all([
    db
      .select({
        id: orders.id,
        orderNumber: orders.orderNumber,
        source: orders.source,
        createdAt: orders.createdAt,
        customerName: orders.customerName,
        paymentMethod: orders.paymentMethod,
        status: orders.status,
        lifecycleStage: orders.lifecycleStage,
        fulfillmentStatus: orders.fulfillmentStatus,
        returned: orderWasReturned,
        totalAmount: orders.totalAmount,
        currency: orders.currency,
        refundedFils: sql<number>`coalesce(${onlinePayments.refundedFils}, 0)`.mapWith(Number),
      })
      .from(orders)
      .leftJoin(onlinePayments, eq(onlinePayments.orderId, orders.id))
      .where(sameCustomer(email))
      .orderBy(desc(orders.createdAt), desc(orders.orderNumber)),
    db
      .select({
        id: orderNotes.id,
        orderId: orderNotes.orderId,
        orderNumber: orders.orderNumber,
        authorName: orderNotes.authorName,
        body: orderNotes.body,
        createdAt: orderNotes.createdAt,
      })
      .from(orderNotes)
      .innerJoin(orders, eq(orders.id, orderNotes.orderId))
      .where(sameCustomer(email))
      .orderBy(desc(orderNotes.createdAt), desc(orderNotes.id)),
  ]);
  return { summary, orders: history, notes };
}
