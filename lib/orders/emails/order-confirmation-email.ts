import { invoiceMessages } from "@/content/messages/invoice";
import { orderEmailMessages } from "@/content/messages/order-email";
import { phoneConfirmationMessages } from "@/content/messages/phone-confirmation";
import type { Address } from "@/lib/db/schema";
import { formatPrice } from "@/lib/currency/format-price";
import type { OutgoingMail } from "@/lib/mail/message";
import { localizedPath, type Locale } from "@/lib/i18n/locales";
import { escapeHtml, htmlEmail } from "@/lib/mail/html";
import { absoluteUrl } from "@/lib/seo/absolute-url";
import { estimateDeliveryDate, formatShopDate } from "@/lib/orders/delivery-estimate";
import { invoicePath } from "@/lib/invoices/invoice-path";
import { merchant } from "@/content/merchant";
import { paymentMethodNames, type OnlinePaymentMethod } from "@/content/payment-methods";

export type ConfirmedOrder = {
  id: string;
  orderNumber: string;
  publicToken: string;
  email: string;
  customerName: string;
  currency: string;
  items: { title: string; quantity: number; totalPrice: number }[];
  subtotal: number;
  discount: number;
  discountCode: string | null;
  shipping: number;
  /** The cash-on-delivery fee in AED; absent or 0 when none was charged (no row then). */
  codFee?: number;
  total: number;
  /** The VAT included in the total (AED); null when the shop charges no VAT. */
  vatIncluded: number | null;
  address: Address;
  /** The shop language the order was placed in; the e-mail is written in it. */
  locale: Locale;
  /** When the order was placed: the e-mail promises the same delivery day as the confirmation page. */
  orderedAt: Date;
  /** Paid at the gateway's page (lib/payments): the e-mail says nothing is due at the door. */
  paidOnline?: boolean;
  /** The method the gateway captured it with, named in the e-mail; null when it reported none the shop names. */
  paidWith?: OnlinePaymentMethod | null;
  /** A shop with a messaging provider: the e-mail asks the shopper to confirm by the phone code on the order page. */
  confirmByPhone?: boolean;
  /** The order's tax invoice (issued with it): linked in the text and attached as a PDF. */
  invoice?: { id: string; number: string; publicToken: string };
};

type OrderEmailText = (typeof orderEmailMessages)[Locale];

const paidWithName = (order: ConfirmedOrder) =>
  order.paidWith ? paymentMethodNames[order.locale][order.paidWith] : null;
type Links = { order: string; track: string; invoice: string | null };

/** The line about the attached invoice ('Your tax invoice INV-000123 is attached ...'), or a receipt when not VAT-registered. */
function invoiceLine(order: ConfirmedOrder): string | null {
  if (!order.invoice) return null;
  const text = invoiceMessages[order.locale];
  return merchant.vatRegistered ? text.emailLine(order.invoice.number) : text.emailLineReceipt(order.invoice.number);
}

const addressLines = (address: Address) =>
  [
    address.name,
    address.address1,
    address.address2,
    [address.city, address.province].filter(Boolean).join(", "),
    address.country,
    address.phone,
  ].filter((line): line is string => Boolean(line));

function totalsRows(order: ConfirmedOrder, text: OrderEmailText): Array<[string, string]> {
  const money = (amount: number) => formatPrice(amount, order.currency, order.locale);
  return [
    [text.subtotal, money(order.subtotal)],
    ...(order.discount > 0 && order.discountCode
      ? [[text.discount(order.discountCode), `−${money(order.discount)}`] as [string, string]]
      : []),
    [text.shipping, order.shipping === 0 ? text.free : money(order.shipping)],
    ...(order.codFee ? [[text.codFee, money(order.codFee)] as [string, string]] : []),
    [text.total, money(order.total)],
    ...(order.vatIncluded ? [[text.vatIncluded, money(order.vatIncluded)] as [string, string]] : []),
  ];
}

function textBody(order: ConfirmedOrder, text: OrderEmailText, links: Links): string {
  const money = (amount: number) => formatPrice(amount, order.currency, order.locale);
  return [
    text.greeting(order.customerName),
    "",
    text.intro(order.orderNumber),
    text.estimatedDelivery(formatShopDate(estimateDeliveryDate(order.orderedAt), order.locale)),
    order.paidOnline ? text.paidOnline(paidWithName(order)) : text.payment,
    "",
    ...(order.confirmByPhone ? [phoneConfirmationMessages[order.locale].mailLine, links.order, ""] : []),
    `${text.itemsTitle}:`,
    ...order.items.map((item) => `- ${text.line(item.quantity, item.title, money(item.totalPrice))}`),
    "",
    ...totalsRows(order, text).map(([label, value]) => `${label}: ${value}`),
    "",
    `${text.addressTitle}:`,
    ...addressLines(order.address),
    "",
    text.viewOrderText,
    links.order,
    "",
    ...(links.invoice ? [invoiceLine(order), links.invoice, ""] : []),
    `${text.trackTitle}: ${text.track(order.orderNumber, order.email)}`,
    links.track,
    "",
    text.questions,
    text.signature,
  ].join("\n");
}

function htmlBody(order: ConfirmedOrder, text: OrderEmailText, links: Links): string {
  const e = escapeHtml;
  const money = (amount: number) => formatPrice(amount, order.currency, order.locale);
  const items = order.items
    .map((item) => `<li>${e(text.line(item.quantity, item.title, money(item.totalPrice)))}</li>`)
    .join("");
  const totals = totalsRows(order, text)
    .map(
      ([label, value]) =>
        `<tr><td style="padding-block:2px;padding-inline-end:16px">${e(label)}</td><td style="text-align:end">${e(value)}</td></tr>`,
    )
    .join("");
  const body = [
    `<p>${e(text.greeting(order.customerName))}</p>`,
    `<p>${e(text.intro(order.orderNumber))}</p>`,
    `<p>${e(text.estimatedDelivery(formatShopDate(estimateDeliveryDate(order.orderedAt), order.locale)))}</p>`,
    `<p>${e(order.paidOnline ? text.paidOnline(paidWithName(order)) : text.payment)}</p>`,
    ...(order.confirmByPhone
      ? [
          `<p><strong>${e(phoneConfirmationMessages[order.locale].mailLine)}</strong> <a href="${e(links.order)}">${e(links.order)}</a></p>`,
        ]
      : []),
    `<h2>${e(text.itemsTitle)}</h2><ul>${items}</ul>`,
    `<table role="presentation">${totals}</table>`,
    `<h2>${e(text.addressTitle)}</h2><p>${addressLines(order.address).map(e).join("<br>")}</p>`,
    `<p><a href="${e(links.order)}">${e(text.viewOrder)}</a></p>`,
    ...(links.invoice
      ? [`<p>${e(invoiceLine(order) ?? "")} <a href="${e(links.invoice)}">${e(links.invoice)}</a></p>`]
      : []),
    `<h2>${e(text.trackTitle)}</h2><p>${e(text.track(order.orderNumber, order.email))} <a href="${e(links.track)}">${e(links.track)}</a></p>`,
    `<p>${e(text.questions)}<br>${e(text.signature)}</p>`,
  ].join("\n");
  return htmlEmail(order.locale, body);
}

// A name with a line break (only a forged request can send one) is left out of the header rather than refusing the mail.
const singleLine = (value: string) =>
  /^[^\r\n\u0000-\u001f\u007f\u2028\u2029]{1,120}$/.test(value) ? value : undefined;

/** The confirmation of a cash-on-delivery order; everything the shopper typed is escaped in the HTML part. */
export function orderConfirmationEmail(order: ConfirmedOrder): OutgoingMail {
  const text = orderEmailMessages[order.locale];
  const links = {
    order: absoluteUrl(
      `${localizedPath(order.locale, "/order-confirmation")}?order=${encodeURIComponent(order.publicToken)}`,
    ),
    track: absoluteUrl(localizedPath(order.locale, "/track-order")),
    invoice: order.invoice ? absoluteUrl(invoicePath(order.locale, order.invoice.publicToken)) : null,
  };
  return {
    kind: "order_confirmation",
    // One confirmation per order, however often the placement is retried.
    dedupeKey: `order_confirmation:${order.id}`,
    to: order.email,
    toName: singleLine(order.customerName),
    subject: text.subject(order.orderNumber),
    text: textBody(order, text, links),
    html: htmlBody(order, text, links),
    ...(order.invoice && { attachments: [{ kind: "invoice_pdf" as const, documentId: order.invoice.id }] }),
  };
}
