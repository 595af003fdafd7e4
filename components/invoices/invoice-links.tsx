import { FileText } from "lucide-react";

import { merchant } from "@/content/merchant";
import { invoiceMessages } from "@/content/messages/invoice";
import type { Locale } from "@/lib/i18n/locales";
import { invoicePath } from "@/lib/invoices/invoice-path";
import type { IssuedDocumentLink } from "@/lib/invoices/read-invoice";

/** Links to an order's invoice (a receipt when the shop is not VAT-registered) and any credit note. */
export function InvoiceLinks({ documents, locale }: { documents: IssuedDocumentLink[]; locale: Locale }) {
  if (documents.length === 0) return null;
  const text = invoiceMessages[locale];
  const label = (document: IssuedDocumentLink) => {
    if (document.kind === "credit_note")
      return merchant.vatRegistered ? text.title.credit_note : text.title.credit_receipt;
    return merchant.vatRegistered ? text.linkFromOrder : text.linkFromOrderReceipt;
  };
  return (
    <ul className="grid gap-2">
      {documents.map((document) => (
        <li key={document.number}>
          <a
            href={invoicePath(locale, document.publicToken)}
            className="text-primary inline-flex items-center gap-2 font-medium underline-offset-4 hover:underline"
          >
            <FileText aria-hidden className="size-5" />
            {label(document)} ({document.number})
          </a>
        </li>
      ))}
    </ul>
  );
}
