import "server-only";

import { count, desc, eq, sql } from "drizzle-orm";

import type { Db } from "@/lib/db";
import { invoices, orders } from "@/lib/db/schema";
import type { TaxDocumentKind } from "@/lib/invoices/snapshot";
import { pageWindow, type Paged } from "../paging";

/** One row of /admin/invoices: the customer is the name as issued, which erasing the account does not change. */
export type AdminInvoiceRow = {
  id: string;
  kind: TaxDocumentKind;
  number: string;
  issuedAt: Date;
  orderId: string;
  orderNumber: string;
  customerName: string;
  totalFils: number;
  vatFils: number;
  publicToken: string;
};

/** Invoices and credit notes, newest first (the number breaks a tie within one instant). */
export async function listInvoices(db: Db, requestedPage: number): Promise<Paged<AdminInvoiceRow>> {
  const [counted] = await db.select({ total: count() }).from(invoices);
  const total = counted?.total ?? 0;
  const { page, pageCount, offset, limit } = pageWindow(requestedPage, total);
  const rows = await db
    .select({
      id: invoices.id,
      kind: invoices.kind,
      number: invoices.number,
      issuedAt: invoices.issuedAt,
      orderId: invoices.orderId,
      orderNumber: orders.orderNumber,
      customerName: sql<string>`${invoices.snapshot}->'customer'->>'name'`,
      totalFils: invoices.totalFils,
      vatFils: invoices.vatFils,
      publicToken: invoices.publicToken,
    })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .orderBy(desc(invoices.issuedAt), desc(invoices.number))
    .limit(limit)
    .offset(offset);
  return { rows, total, page, pageCount };
}
