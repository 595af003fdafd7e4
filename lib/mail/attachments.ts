import "server-only";

import { inArray } from "drizzle-orm";

import type { Db } from "@/lib/db";
import { invoices } from "@/lib/db/schema";
import { invoicePdfFileName, renderInvoicePdf } from "@/lib/invoices/pdf/render-invoice-pdf";
import type { MailAttachment, MailAttachmentRef } from "./message";

/**
 * The files a queued message refers to, drawn just before it is sent. An invoice PDF is drawn again from the
 * invoice's frozen snapshot, which gives the same bytes every time, so a retry sends the very PDF the first attempt
 * did. A missing document throws: the delivery counts as failed and is retried (and shows in /admin/outbox).
 */
export async function attachmentsFor(db: Db, references: MailAttachmentRef[]): Promise<MailAttachment[]> {
  const ids = references.map((reference) => reference.documentId);
  const rows = await db
    .select({ id: invoices.id, snapshot: invoices.snapshot })
    .from(invoices)
    .where(inArray(invoices.id, ids));
  return Promise.all(
    references.map(async (reference) => {
      const row = rows.find((candidate) => candidate.id === reference.documentId);
      if (!row) throw new Error(`Attachment ${reference.kind} ${reference.documentId} not found`);
      return {
        filename: invoicePdfFileName(row.snapshot),
        contentType: "application/pdf",
        content: await renderInvoicePdf(row.snapshot),
      };
    }),
  );
}
