import "server-only";

import { inArray } from "drizzle-orm";

import type { Db } from "@/lib/db";
import { invoices } from "@/lib/db/schema";
import { invoicePdfFileName } from "@/lib/invoices/pdf/invoice-pdf-file-name";
import { storedInvoicePdf } from "@/lib/invoices/pdf/stored-invoice-pdf";
import type { MailAttachment, MailAttachmentRef } from "./message";

/**
 * The files a queued message refers to, read just before it is sent. An invoice PDF is the stored one, in the
 * order's language (drawn once from the frozen snapshot on first need), so a retry sends the very PDF the first
 * attempt did. A missing document throws: the delivery counts as failed and is retried (and shows in /admin/outbox).
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
        content: await storedInvoicePdf(db, row),
      };
    }),
  );
}
