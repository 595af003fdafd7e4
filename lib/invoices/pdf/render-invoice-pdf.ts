import "server-only";

import { PDFDocument, PageSizes } from "pdf-lib";

import type { Locale } from "@/lib/i18n/locales";
import { documentView, type DocumentView } from "../document-view";
import type { InvoiceSnapshot } from "../snapshot";
import { embedFaces } from "./faces";
import { PageWriter } from "./page-writer";

/** Column widths as shares of the table: description, quantity, unit price, amount, VAT. */
const COLUMN_SHARES = [0.4, 0.08, 0.17, 0.18, 0.17];

function drawTable(writer: PageWriter, view: DocumentView, top: number): number {
  const shares = COLUMN_SHARES.slice(0, view.columns.length);
  const scale = 1 / shares.reduce((sum, share) => sum + share, 0);
  const widths = shares.map((share) => share * scale * writer.width);
  const ends = widths.map((_, index) => widths.slice(0, index + 1).reduce((sum, width) => sum + width, 0));
  // The description column reads from its start; the figures line up at their end.
  const cell = (value: string, column: number, y: number, bold = false) =>
    column === 0
      ? writer.text(value, y, 0, { bold, size: 9 })
      : writer.text(value, y, (ends[column] ?? 0) - 4, { bold, size: 9 }, "end");
  // Headings wrap within their column (the Arabic ones are long).
  const headings = view.columns.map((heading, column) =>
    writer.wrap(heading, (widths[column] ?? 0) - 8, { size: 9, bold: true }),
  );
  const headingLines = Math.max(...headings.map((lines) => lines.length));
  let y = top + (headingLines - 1) * 11;
  headings.forEach((lines, column) => lines.forEach((line, index) => cell(line, column, y - index * 11, true)));
  y -= (headingLines - 1) * 11;
  writer.rule(y - 6);
  y -= 20;
  for (const line of view.lines) {
    const description = writer.wrap(line[0] ?? "", (widths[0] ?? 0) - 8, { size: 9 });
    description.forEach((part, index) => writer.text(part, y - index * 12, 0, { size: 9 }));
    line.slice(1).forEach((value, index) => cell(value, index + 1, y));
    y -= 12 * description.length + 6;
  }
  writer.rule(y + 6);
  return y - 10;
}

/** A heading and its lines, each wrapped to half the page so the supplier and the customer never run together. */
function drawBlock(writer: PageWriter, heading: string, lines: string[], top: number, offset: number): number {
  writer.text(heading, top, offset, { size: 8, muted: true });
  let y = top - 14;
  lines.forEach((line, index) => {
    const style = { size: 10, bold: index === 0 };
    for (const part of writer.wrap(line, writer.width / 2 - 24, style)) {
      writer.text(part, y, offset, style);
      y -= 13;
    }
  });
  return y;
}

/**
 * The PDF of an issued invoice or credit note, drawn from its frozen snapshot in the order's language: the same
 * words and figures as the page (both read lib/invoices/document-view.ts). The same snapshot always gives the same
 * bytes (fixed dates and font names), so the outbox can draw it again at every delivery attempt.
 */
export async function renderInvoicePdf(
  snapshot: InvoiceSnapshot,
  locale: Locale = snapshot.locale,
): Promise<Uint8Array> {
  const view = documentView(snapshot, locale, "latn");
  const doc = await PDFDocument.create();
  const issuedAt = new Date(snapshot.issuedAt);
  doc.setTitle(`${view.title} ${snapshot.number}`);
  doc.setAuthor(view.supplier.name);
  doc.setLanguage(locale === "ar" ? "ar-AE" : "en-AE");
  doc.setCreator("Matcha Glow invoices");
  doc.setProducer("pdf-lib");
  doc.setCreationDate(issuedAt);
  doc.setModificationDate(issuedAt);
  const faces = await embedFaces(doc, { arabic: /[\u0600-\u06FF]/.test(JSON.stringify(view)) });
  const page = doc.addPage(PageSizes.A4);
  const writer = new PageWriter(page, faces, locale === "ar", 48);

  let y = page.getHeight() - 64;
  writer.text(view.title, y, 0, { size: 22, bold: true });
  view.facts.forEach((fact, index) => {
    writer.text(fact.label, y - index * 14, writer.width - 230, { size: 9, muted: true });
    writer.text(fact.value, y - index * 14, writer.width, { size: 9, bold: true }, "end");
  });
  y -= Math.max(40, view.facts.length * 14 + 20);

  const supplierLines = [
    view.supplier.name,
    ...view.supplier.addressLines,
    ...view.supplier.ids.map((row) => `${row.label}: ${row.value}`),
  ];
  const afterSupplier = drawBlock(writer, view.supplier.heading, supplierLines, y, 0);
  const afterCustomer = drawBlock(
    writer,
    view.customer.heading,
    [view.customer.name, ...view.customer.addressLines],
    y,
    writer.width / 2 + 20,
  );
  y = Math.min(afterSupplier, afterCustomer) - 24;

  y = drawTable(writer, view, y);
  const totals = [...view.totals, view.grandTotal, ...(view.vatTotal ? [view.vatTotal] : [])];
  // Labels end just before the amounts, so a long Arabic label grows away from them instead of over them.
  totals.forEach((row, index) => {
    const strong = row === view.grandTotal || row === view.vatTotal;
    writer.text(row.label, y - index * 16, writer.width - 110, { size: strong ? 11 : 10, bold: strong }, "end");
    writer.text(row.value, y - index * 16, writer.width - 4, { size: strong ? 11 : 10, bold: strong }, "end");
  });
  y -= totals.length * 16 + 20;
  writer.text(view.note, y, 0, { size: 9, muted: true });
  // Written a few objects per turn of the event loop, so other requests are answered meanwhile; the bytes are the same.
  return doc.save({ objectsPerTick: 10 });
}
