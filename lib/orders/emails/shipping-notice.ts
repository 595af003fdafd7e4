import "server-only";

import { brand } from "@/content/brand";
import { shippingNoticeMessages } from "@/content/messages/shipping-notice";
import type { Db } from "@/lib/db";
import type { OrderRow } from "@/lib/db/schema";
import { enqueueMail } from "@/lib/mail";
import { localizedPath } from "@/lib/i18n/locales";
import { escapeHtml, htmlEmail } from "@/lib/mail/html";
import type { OutgoingMail } from "@/lib/mail/message";
import { absoluteUrl } from "@/lib/seo/absolute-url";
import { formatPrice } from "@/lib/currency/format-price";
import { storedVatForDisplay } from "@/lib/tax/shop-vat";

export type ShippedOrder = Pick<
  OrderRow,
  | "id"
  | "orderNumber"
  | "email"
  | "customerName"
  | "paymentMethod"
  | "locale"
  | "totalAmount"
  | "currency"
  | "vatAmountFils"
> & {
  trackingCompany: string;
  trackingNumber: string;
  trackingUrl: string | null;
};

function headerSafeName(name: string | null): string | undefined {
  const trimmed = name?.trim().slice(0, 120);
  return trimmed && !/[\u0000-\u001f\u007f\u2028\u2029]/.test(trimmed) ? trimmed : undefined;
}

/** One shipping e-mail per order, however often the order is marked fulfilled. */
export const shippingNoticeDedupeKey = (orderId: string) => `shipping_notice:${orderId}`;

/** The message itself; every value from the order or the admin is escaped before it enters the HTML. */
export function shippingNoticeMail(order: ShippedOrder): OutgoingMail {
  const text = shippingNoticeMessages[order.locale];
  const trackOrderUrl = absoluteUrl(localizedPath(order.locale, "/track-order"));
  const cashOnDelivery = order.paymentMethod === "cash_on_delivery";
  const vatIncluded = storedVatForDisplay(order.vatAmountFils);
  const money = (amount: number) => formatPrice(amount, order.currency, order.locale);
  const details: [string, string][] = [
    [text.carrier, order.trackingCompany],
    [text.trackingNumber, order.trackingNumber],
    [text.total, money(order.totalAmount)],
    // What was charged when the order was placed; nothing shows for a shop that charged no VAT.
    ...(vatIncluded ? [[text.vatIncluded, money(vatIncluded)] as [string, string]] : []),
  ];
  const lines = [
    text.greeting(order.customerName),
    "",
    text.intro(order.orderNumber),
    "",
    ...details.map(([label, value]) => `${label}: ${value}`),
    ...(order.trackingUrl ? [`${text.trackingLink}: ${order.trackingUrl}`] : []),
    "",
    `${text.trackOrder} ${trackOrderUrl}`,
    ...(cashOnDelivery ? ["", text.payment] : []),
    "",
    text.signOff(brand.name),
  ];
  const html = [
    `<p>${escapeHtml(text.greeting(order.customerName))}</p>`,
    `<p>${escapeHtml(text.intro(order.orderNumber))}</p>`,
    `<table role="presentation">${details.map(([label, value]) => `<tr><th style="text-align:start">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`).join("")}</table>`,
    order.trackingUrl ? `<p><a href="${escapeHtml(order.trackingUrl)}">${escapeHtml(text.trackingLink)}</a></p>` : "",
    `<p>${escapeHtml(text.trackOrder)} <a href="${escapeHtml(trackOrderUrl)}">${escapeHtml(trackOrderUrl)}</a></p>`,
    cashOnDelivery ? `<p>${escapeHtml(text.payment)}</p>` : "",
    `<p>${escapeHtml(text.signOff(brand.name))}</p>`,
  ].join("");
  return {
    kind: "shipping_notice",
    dedupeKey: shippingNoticeDedupeKey(order.id),
    to: order.email,
    // A name with a line break (it came from a form) is left out rather than refused: the e-mail matters more.
    toName: headerSafeName(order.customerName),
    subject: text.subject(order.orderNumber),
    text: lines.join("\n"),
    html: htmlEmail(order.locale, html),
  };
}

/** Puts the shipping e-mail in the outbox inside the caller's transaction; null when it was queued before. */
export function sendShippingNotice(executor: Pick<Db, "insert">, order: ShippedOrder): Promise<string | null> {
  return enqueueMail(executor, shippingNoticeMail(order));
}
