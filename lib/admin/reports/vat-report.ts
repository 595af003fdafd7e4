import "server-only";

import { and, asc, eq, gte, lt, sql } from "drizzle-orm";

import type { Db } from "@/lib/db";
import { invoices, orders } from "@/lib/db/schema";
import type { TaxDocumentKind } from "@/lib/invoices/snapshot";
import type { VatPeriod } from "@/lib/validations/vat-report";
import { startOfShopDay } from "../dashboard/dashboard-period";

/** One issued document of the period, as it was issued: a credit note's amounts are what it gives back. */
export type VatReportLine = {
  kind: TaxDocumentKind;
  number: string;
  issuedAt: Date;
  orderNumber: string;
  customerName: string;
  /** The invoice a credit note cancels or corrects; null for an invoice. */
  creditsInvoiceNumber: string | null;
  totalFils: number;
  vatFils: number;
};

export type VatFigures = { documents: number; totalFils: number; vatFils: number; netOfVatFils: number };

export type VatReport = {
  period: VatPeriod;
  lines: VatReportLine[];
  /** Invoices issued in the period. */
  sales: VatFigures;
  /** Credit notes issued in the period (cancellations, refusals, refunds), as positive amounts. */
  creditNotes: VatFigures;
  /** Sales less credit notes: the VAT the period owes and the turnover it is on. */
  net: VatFigures;
};

function figuresOf(lines: VatReportLine[]): VatFigures {
  const totalFils = lines.reduce((sum, line) => sum + line.totalFils, 0);
  const vatFils = lines.reduce((sum, line) => sum + line.vatFils, 0);
  return { documents: lines.length, totalFils, vatFils, netOfVatFils: totalFils - vatFils };
}

// The UAE keeps +04:00 all year, so every Dubai day is 24 hours long.
const endOfShopDay = (day: string) => new Date(startOfShopDay(day).getTime() + 86_400_000);

/**
 * The VAT report of a period (Dubai days, both included): every invoice and credit note issued in it, with the
 * figures frozen on each document when it was issued (never recomputed from orders, whose later changes a
 * document does not follow), then the totals. A credit note counts in the period it was issued in, which may be after
 * its invoice's.
 */
export async function readVatReport(db: Db, period: VatPeriod): Promise<VatReport> {
  const rows = await db
    .select({
      kind: invoices.kind,
      number: invoices.number,
      issuedAt: invoices.issuedAt,
      orderNumber: orders.orderNumber,
      customerName: sql<string>`coalesce(${invoices.snapshot}->'customer'->>'name', '')`,
      creditsInvoiceNumber: sql<string | null>`${invoices.snapshot}->>'creditsInvoiceNumber'`,
      totalFils: invoices.totalFils,
      vatFils: invoices.vatFils,
    })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(and(gte(invoices.issuedAt, startOfShopDay(period.from)), lt(invoices.issuedAt, endOfShopDay(period.to))))
    .orderBy(asc(invoices.issuedAt), asc(invoices.number));
  const sales = figuresOf(rows.filter((line) => line.kind === "invoice"));
  const creditNotes = figuresOf(rows.filter((line) => line.kind === "credit_note"));
  return {
    period,
    lines: rows,
    sales,
    creditNotes,
    net: {
      documents: rows.length,
      totalFils: sales.totalFils - creditNotes.totalFils,
      vatFils: sales.vatFils - creditNotes.vatFils,
      netOfVatFils: sales.netOfVatFils - creditNotes.netOfVatFils,
    },
  };
}
