import "server-only";

import { brand } from "@/content/brand";
import { orderCancellationMessages } from "@/content/messages/order-cancellation";
import type { Db } from "@/lib/db";
import type { OrderRow } from "@/lib/db/schema";
import { localizedPath } from "@/lib/i18n/locales";
import { enqueueMail } from "@/lib/mail";
import { escapeHtml, htmlEmail } from "@/lib/mail/html";
import type { OutgoingMail } from "@/lib/mail/message";
import { absoluteUrl } from "@/lib/seo/absolute-url";

type EndedOrder = Pick<OrderRow, "id" | "orderNumber" | "email" | "customerName" | "locale">;
export type CancelledOrder = EndedOrder & { reason: string };

/** One cancellation e-mail per order, however often the request is retried. */
export const cancellationNoticeDedupeKey = (orderId: string) => `order_cancellation:${orderId}`;

function headerSafeName(name: string | null): string | undefined {
  const trimmed = name?.trim().slice(0, 120);
  return trimmed && !/[\u0000-\u001f\u007f\u2028\u2029]/.test(trimmed) ? trimmed : undefined;
}

/** The credit note that reversed the order's invoice, when it had one: named in the e-mail and attached. */
export type ReversingCreditNote = { id: string; number: string } | null;

type EndedOrderMail = {
  kind: string;
  dedupeKey: string;
  subject: string;
  intro: string;
  reason?: string;
  noPayment: string;
};

function endedOrderMail(order: EndedOrder, mail: EndedOrderMail, creditNote: ReversingCreditNote): OutgoingMail {
  const text = orderCancellationMessages[order.locale];
  const contactUrl = absoluteUrl(localizedPath(order.locale, "/contact"));
  const paragraphs = [
    text.greeting(order.customerName),
    mail.intro,
    ...(mail.reason === undefined ? [] : [`${text.reason}: ${mail.reason}`]),
    mail.noPayment,
    ...(creditNote ? [text.creditNote(creditNote.number)] : []),
  ];
  const lines = [
    ...paragraphs.flatMap((line) => [line, ""]),
    `${text.questions} ${contactUrl}`,
    "",
    text.signOff(brand.name),
  ];
  const html = [
    ...paragraphs.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p>${escapeHtml(text.questions)} <a href="${escapeHtml(contactUrl)}">${escapeHtml(contactUrl)}</a></p>`,
    `<p>${escapeHtml(text.signOff(brand.name))}</p>`,
  ].join("");
  return {
    kind: mail.kind,
    dedupeKey: mail.dedupeKey,
    to: order.email,
    toName: headerSafeName(order.customerName),
    subject: mail.subject,
    text: lines.join("\n"),
    html: htmlEmail(order.locale, html),
    ...(creditNote && { attachments: [{ kind: "invoice_pdf" as const, documentId: creditNote.id }] }),
  };
}

/** The message in the language the order was placed in; the owner's reason is escaped before it enters the HTML. */
export function cancellationNoticeMail(order: CancelledOrder, creditNote: ReversingCreditNote = null): OutgoingMail {
  const text = orderCancellationMessages[order.locale];
  return endedOrderMail(
    order,
    {
      kind: "order_cancellation",
      dedupeKey: cancellationNoticeDedupeKey(order.id),
      subject: text.subject(order.orderNumber),
      intro: text.intro(order.orderNumber),
      reason: order.reason,
      noPayment: text.noPayment,
    },
    creditNote,
  );
}

/** The shopper hears that the parcel came back (refused at the door) and that nothing is owed. */
export function refusalNoticeMail(order: EndedOrder, creditNote: ReversingCreditNote = null): OutgoingMail {
  const { refused } = orderCancellationMessages[order.locale];
  return endedOrderMail(
    order,
    {
      kind: "order_refusal",
      dedupeKey: `order_refusal:${order.id}`,
      subject: refused.subject(order.orderNumber),
      intro: refused.intro(order.orderNumber),
      noPayment: refused.noPayment,
    },
    creditNote,
  );
}

/** Puts the cancellation e-mail in the outbox inside the caller's transaction; null when it was queued before. */
export function sendCancellationNotice(
  executor: Pick<Db, "insert">,
  order: CancelledOrder,
  creditNote: ReversingCreditNote = null,
): Promise<string | null> {
  return enqueueMail(executor, cancellationNoticeMail(order, creditNote));
}

/** Puts the refusal e-mail in the outbox inside the caller's transaction; null when it was queued before. */
export function sendRefusalNotice(
  executor: Pick<Db, "insert">,
  order: EndedOrder,
  creditNote: ReversingCreditNote = null,
): Promise<string | null> {
  return enqueueMail(executor, refusalNoticeMail(order, creditNote));
}
