import { brand } from "@/content/brand";
import { refundEmailMessages } from "@/content/messages/refund-email";
import { invoicePath } from "@/lib/invoices/invoice-path";
import type { InvoiceSnapshot } from "@/lib/invoices/snapshot";
import { formatMoney } from "@/lib/i18n/format";
import { escapeHtml, htmlEmail } from "@/lib/mail/html";
import type { OutgoingMail } from "@/lib/mail/message";
import { absoluteUrl } from "@/lib/seo/absolute-url";

/** The refund's e-mail in the order's language, with its credit note attached; one per refund however often retried. */
export function refundEmail(
  creditNote: { id: string; publicToken: string; snapshot: InvoiceSnapshot },
  to: string,
  amountFils: number,
  refundId: string,
  /** How the money went back when it did not go back the way the shopper paid (a return of a cash order). */
  timing?: string,
): OutgoingMail {
  const { snapshot } = creditNote;
  const { locale } = snapshot;
  const text = refundEmailMessages[locale];
  const link = absoluteUrl(invoicePath(locale, creditNote.publicToken));
  const amount = formatMoney(amountFils / 100, "AED", { locale });
  const paragraphs = [
    text.greeting(snapshot.customer.name),
    text.intro(amount, snapshot.orderNumber),
    `${text.reason}: ${snapshot.refund?.reason ?? ""}`,
    timing ?? text.timing,
    text.creditNote(snapshot.number),
  ];
  const signOff = text.signOff(brand.name);
  return {
    kind: "order_refund",
    dedupeKey: `order_refund:${refundId}`,
    to,
    toName: snapshot.customer.name || undefined,
    subject: text.subject(snapshot.orderNumber),
    text: [...paragraphs, link, signOff].join("\n\n"),
    html: htmlEmail(
      locale,
      [
        ...paragraphs.map((line) => `<p>${escapeHtml(line)}</p>`),
        `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
        `<p>${escapeHtml(signOff)}</p>`,
      ].join("\n"),
    ),
    attachments: [{ kind: "invoice_pdf", documentId: creditNote.id }],
  };
}
