import { invoiceMessages } from "@/content/messages/invoice";
import { orderEmailMessages } from "@/content/messages/order-email";
import { escapeHtml, htmlEmail } from "@/lib/mail/html";
import type { OutgoingMail } from "@/lib/mail/message";
import { absoluteUrl } from "@/lib/seo/absolute-url";
import { invoicePath } from "./invoice-path";
import type { InvoiceSnapshot } from "./snapshot";

/**
 * An issued document sent again on its own (the back office's Re-send), in the order's language, with its PDF.
 * `sentAt` goes into the dedupe key to the minute: a double click queues one e-mail, a later Re-send another.
 */
export function invoiceEmail(
  document: { id: string; publicToken: string; snapshot: InvoiceSnapshot },
  to: string,
  sentAt: Date,
): OutgoingMail {
  const { snapshot } = document;
  const text = invoiceMessages[snapshot.locale];
  const link = absoluteUrl(invoicePath(snapshot.locale, document.publicToken));
  const signature = orderEmailMessages[snapshot.locale].signature;
  const lines = [text.resendGreeting(snapshot.customer.name), text.resendBody, link, signature];
  const minute = Math.floor(sentAt.getTime() / 60_000);
  return {
    kind: "invoice_resend",
    dedupeKey: `invoice_resend:${document.id}:${minute}`,
    to,
    toName: snapshot.customer.name,
    subject: text.resendSubject(snapshot.number),
    text: lines.join("\n\n"),
    html: htmlEmail(
      snapshot.locale,
      lines
        .map((line) =>
          line === link ? `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>` : `<p>${escapeHtml(line)}</p>`,
        )
        .join("\n"),
    ),
    attachments: [{ kind: "invoice_pdf", documentId: document.id }],
  };
}
