import "server-only";

import { randomBytes } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";

import { merchant } from "@/content/merchant";
import type { Db } from "@/lib/db";
import { invoices } from "@/lib/db/schema";
import { buildInvoiceSnapshot, creditNoteSnapshot, type InvoicedOrder } from "./build-snapshot";
import { takeDocumentNumber } from "./numbering";
import type { InvoiceSnapshot } from "./snapshot";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type IssuedDocument = { id: string; number: string; publicToken: string };

const issuedColumns = { id: invoices.id, number: invoices.number, publicToken: invoices.publicToken };

async function insertDocument(
  tx: Tx,
  orderId: string,
  snapshot: InvoiceSnapshot,
  creditsInvoiceId: string | null,
): Promise<IssuedDocument> {
  const [row] = await tx
    .insert(invoices)
    .values({
      kind: snapshot.kind,
      number: snapshot.number,
      orderId,
      creditsInvoiceId,
      publicToken: randomBytes(32).toString("base64url"),
      issuedAt: new Date(snapshot.issuedAt),
      totalFils: snapshot.totalFils,
      vatFils: snapshot.vatFils,
      snapshot,
    })
    .returning(issuedColumns);
  if (!row) throw new Error(`Issuing ${snapshot.number} returned no row`);
  return row;
}

/**
 * The tax invoice of an order being placed: pass the order's transaction, so the number is taken, the invoice stored
 * and the order written together or not at all (a rolled-back order gives its number back).
 */
export async function issueInvoice(
  tx: Tx,
  orderId: string,
  order: InvoicedOrder,
  issuedAt: Date,
): Promise<IssuedDocument> {
  const number = await takeDocumentNumber(tx, "invoice");
  return insertDocument(tx, orderId, buildInvoiceSnapshot(order, merchant, number, issuedAt), null);
}

/**
 * The credit note cancelling an order's invoice, in the cancellation's transaction. Null when the order has no
 * invoice (placed before invoices existed, or a Shopify order); the credit note already issued when asked twice.
 */
export async function issueCreditNote(tx: Tx, orderId: string, issuedAt: Date): Promise<IssuedDocument | null> {
  const [existing] = await tx
    .select(issuedColumns)
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, "credit_note"), isNull(invoices.refundId)))
    .limit(1);
  if (existing) return existing;
  const [invoice] = await tx
    .select({ id: invoices.id, snapshot: invoices.snapshot })
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, "invoice")))
    .limit(1);
  if (!invoice) return null;
  const number = await takeDocumentNumber(tx, "credit_note");
  return insertDocument(tx, orderId, creditNoteSnapshot(invoice.snapshot, number, issuedAt), invoice.id);
}
