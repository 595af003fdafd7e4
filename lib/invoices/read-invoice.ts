import "server-only";

import { and, asc, eq, sql } from "drizzle-orm";

import { getDb, type Db } from "@/lib/db";
import { invoices, orders, type InvoiceRow } from "@/lib/db/schema";

export type IssuedDocumentLink = Pick<InvoiceRow, "kind" | "number" | "publicToken">;

/** An order's invoice and, once cancelled, its credit note, for the links on the order's pages. */
export async function documentsOfOrder(db: Db, orderId: string): Promise<IssuedDocumentLink[]> {
  return db
    .select({ kind: invoices.kind, number: invoices.number, publicToken: invoices.publicToken })
    .from(invoices)
    .where(eq(invoices.orderId, orderId))
    .orderBy(asc(invoices.issuedAt), asc(invoices.number));
}

/** For the order confirmation page, which never touches the database itself. */
export async function findDocumentsOfOrder(orderId: string): Promise<IssuedDocumentLink[]> {
  return documentsOfOrder(await getDb(), orderId);
}

/**
 * The documents of one of a signed-in shopper's orders. Call it with a VERIFIED address only, as
 * listOrdersForVerifiedEmail (lib/orders/orders-for-account.ts) is: the address is what makes the order theirs.
 */
export async function documentsOfVerifiedShopperOrder(
  db: Db,
  verifiedEmail: string,
  orderNumber: string,
): Promise<IssuedDocumentLink[]> {
  return db
    .select({ kind: invoices.kind, number: invoices.number, publicToken: invoices.publicToken })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(
      and(
        eq(sql`lower(${orders.email})`, verifiedEmail.trim().toLowerCase()),
        eq(orders.orderNumber, orderNumber),
        eq(orders.source, "local"),
      ),
    )
    .orderBy(asc(invoices.issuedAt), asc(invoices.number));
}
