import "server-only";

import { and, eq } from "drizzle-orm";

import type { Db } from "@/lib/db";
import { invoicePdfs, type InvoiceRow } from "@/lib/db/schema";
import type { Locale } from "@/lib/i18n/locales";
import { renderInvoicePdfInWorker } from "./invoice-pdf-worker";

type StoredDocument = Pick<InvoiceRow, "id" | "snapshot">;

/** Renders in flight in this process: a burst of downloads of a new document waits for one render. */
const drawing = new Map<string, Promise<Uint8Array>>();

async function drawAndStore(db: Db, document: StoredDocument, locale: Locale): Promise<Uint8Array> {
  const started = performance.now();
  const pdf = await renderInvoicePdfInWorker(document.snapshot, locale);
  // One line per drawing: what an operator (and scripts/load/invoice-pdf.mjs) counts to see that it happens once.
  console.info(
    `[invoice-pdf] drew ${document.snapshot.number} (${locale}) in ${Math.round(performance.now() - started)} ms`,
  );
  // Another instance may have stored it meanwhile: the same snapshot gives the same bytes, so the first row stands.
  await db.insert(invoicePdfs).values({ invoiceId: document.id, locale, pdf }).onConflictDoNothing();
  return pdf;
}

/**
 * A tax document's PDF in `locale`: drawn once from its frozen snapshot and stored (it is part of the legal record),
 * then read from the database. Drawing costs tens of milliseconds of CPU, in a worker thread so the server keeps
 * answering meanwhile; reading costs a row.
 */
export async function storedInvoicePdf(
  db: Db,
  document: StoredDocument,
  locale: Locale = document.snapshot.locale,
): Promise<Uint8Array> {
  const [stored] = await db
    .select({ pdf: invoicePdfs.pdf })
    .from(invoicePdfs)
    .where(and(eq(invoicePdfs.invoiceId, document.id), eq(invoicePdfs.locale, locale)))
    .limit(1);
  if (stored) return stored.pdf;
  const key = `${document.id}:${locale}`;
  let pending = drawing.get(key);
  if (!pending) {
    pending = drawAndStore(db, document, locale).finally(() => drawing.delete(key));
    drawing.set(key, pending);
  }
  return pending;
}
