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

export type CancelledOrder = Pick<OrderRow, "id" | "orderNumber" | "email" | "customerName" | "locale"> & {
  reason: string;
};

/** One cancellation e-mail per order, however often the request is retried. */
export const cancellationNoticeDedupeKey = (orderId: string) => `order_cancellation:${orderId}`;

function headerSafeName(name: string | null): string | undefined {
  const trimmed = name?.trim().slice(0, 120);
  return trimmed && !/[\u0000-\u001f\u007f\u2028\u2029]/.test(trimmed) ? trimmed : undefined;
}

/** The message in the language the order was placed in; the owner's reason is escaped before it enters the HTML. */
export function cancellationNoticeMail(order: CancelledOrder): OutgoingMail {
  const text = orderCancellationMessages[order.locale];
  const contactUrl = absoluteUrl(localizedPath(order.locale, "/contact"));
  const lines = [
    text.greeting(order.customerName),
    "",
    text.intro(order.orderNumber),
    `${text.reason}: ${order.reason}`,
    "",
    text.noPayment,
    "",
    `${text.questions} ${contactUrl}`,
    "",
    text.signOff(brand.name),
  ];
  const html = [
    `<p>${escapeHtml(text.greeting(order.customerName))}</p>`,
    `<p>${escapeHtml(text.intro(order.orderNumber))}</p>`,
    `<p><strong>${escapeHtml(text.reason)}:</strong> ${escapeHtml(order.reason)}</p>`,
    `<p>${escapeHtml(text.noPayment)}</p>`,
    `<p>${escapeHtml(text.questions)} <a href="${escapeHtml(contactUrl)}">${escapeHtml(contactUrl)}</a></p>`,
    `<p>${escapeHtml(text.signOff(brand.name))}</p>`,
  ].join("");
  return {
    kind: "order_cancellation",
    dedupeKey: cancellationNoticeDedupeKey(order.id),
    to: order.email,
    toName: headerSafeName(order.customerName),
    subject: text.subject(order.orderNumber),
    text: lines.join("\n"),
    html: htmlEmail(order.locale, html),
  };
}

/** Puts the cancellation e-mail in the outbox inside the caller's transaction; null when it was queued before. */
export function sendCancellationNotice(executor: Pick<Db, "insert">, order: CancelledOrder): Promise<string | null> {
  return enqueueMail(executor, cancellationNoticeMail(order));
}
