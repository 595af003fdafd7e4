import "server-only";

import { brand } from "@/content/brand";
import { ownerMailMessages } from "@/content/messages/owner-mail";
import { formatPrice } from "@/lib/currency/format-price";
import type { Db } from "@/lib/db";
import type { OutgoingMail } from "@/lib/mail/message";
import { enqueueMail } from "@/lib/mail/outbox";
import { absoluteUrl } from "@/lib/seo/absolute-url";
import { ownerLocale, ownerNoticeAddress, ownerWantsEachOrder } from "./owner-address";

export type NewOrderForOwner = {
  id: string;
  orderNumber: string;
  customerName: string;
  city: string | null | undefined;
  currency: string;
  /** The order's total in AED, as the order row stores it. */
  total: number;
  items: { title: string; quantity: number }[];
  paidOnline: boolean;
};

/** The owner's e-mail about one new order: what was bought, by whom, for how much, and the link to handle it. */
export function newOrderNoticeMail(order: NewOrderForOwner, to: string): OutgoingMail {
  const locale = ownerLocale();
  const text = ownerMailMessages[locale].newOrder;
  const total = formatPrice(order.total, order.currency, locale);
  return {
    kind: "owner_new_order",
    // One notice per order, however often the placement or the gateway's report is retried.
    dedupeKey: `owner_new_order:${order.id}`,
    to,
    toName: brand.name,
    subject: text.subject(order.orderNumber, total),
    text: [
      text.intro(order.orderNumber),
      order.paidOnline ? text.paidOnline : text.cashOnDelivery,
      "",
      ...order.items.map((item) => text.line(item.quantity, item.title)),
      text.total(total),
      text.customer(order.customerName, order.city ?? ""),
      "",
      text.open,
      absoluteUrl(`/admin/orders/${order.id}`),
    ].join("\n"),
  };
}

/**
 * Writes the owner's new-order e-mail in the transaction that makes the order a sale (a cash order placed, an
 * online one paid), so it commits with the order or not at all. Null when the owner asked for none (or a digest).
 */
export async function enqueueNewOrderNotice(tx: Pick<Db, "insert">, order: NewOrderForOwner): Promise<string | null> {
  const to = ownerNoticeAddress();
  if (!to || !ownerWantsEachOrder()) return null;
  return enqueueMail(tx, newOrderNoticeMail(order, to));
}
