import "server-only";

import { eq } from "drizzle-orm";

import { sellableItemIn } from "@/content/localized";
import type { OnlinePaymentMethod } from "@/content/payment-methods";
import type { Db } from "@/lib/db";
import { carts, orderItems, shopDiscountRedemptions, type OrderRow } from "@/lib/db/schema";
import { issueInvoice } from "@/lib/invoices/issue-invoice";
import { enqueueMail } from "@/lib/mail/outbox";
import { orderConfirmationEmail } from "@/lib/orders/emails/order-confirmation-email";
import { enqueueNewOrderNotice } from "@/lib/owner/new-order-notice";
import { storedVatForDisplay } from "@/lib/tax/shop-vat";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * What a cash order gets when it is placed, given to an online order when its payment is captured (the tax point
 * of a prepayment): the tax invoice, the confirmation e-mail with its PDF, the owner's new-order e-mail, and the cart
 * it came from emptied. Returns the ids of the e-mails written, to deliver once committed.
 */
export async function issuePaidOrderPaperwork(
  tx: Tx,
  order: OrderRow,
  now: Date,
  paidWith: OnlinePaymentMethod | null = null,
): Promise<string[]> {
  const [items, [redemption]] = await Promise.all([
    tx.select().from(orderItems).where(eq(orderItems.orderId, order.id)),
    // An owner-made code for chosen products: its discount came off those lines only.
    tx
      .select({ productIds: shopDiscountRedemptions.productIds })
      .from(shopDiscountRedemptions)
      .where(eq(shopDiscountRedemptions.orderId, order.id)),
  ]);
  const address = order.shippingAddress ?? {};
  const customerName = order.customerName ?? "";
  const invoice = await issueInvoice(
    tx,
    order.id,
    {
      orderNumber: order.orderNumber,
      customerName,
      address,
      locale: order.locale,
      currency: order.currency,
      items,
      discountCode: order.discountCode,
      discount: order.discountAmount,
      discountProductIds: redemption?.productIds ?? null,
      shipping: order.shippingAmount,
    },
    now,
  );
  if (order.checkoutKey) await tx.delete(carts).where(eq(carts.id, order.checkoutKey));
  const confirmationId = await enqueueMail(
    tx,
    orderConfirmationEmail({
      id: order.id,
      orderNumber: order.orderNumber,
      publicToken: order.publicToken,
      email: order.email,
      customerName,
      currency: order.currency,
      items: items.map((item) => ({
        ...item,
        title: (item.merchandiseId ? sellableItemIn(item.merchandiseId, order.locale)?.title : null) ?? item.title,
      })),
      subtotal: order.subtotalAmount,
      discount: order.discountAmount,
      discountCode: order.discountCode,
      shipping: order.shippingAmount,
      total: order.totalAmount,
      vatIncluded: storedVatForDisplay(order.vatAmountFils),
      address,
      locale: order.locale,
      orderedAt: order.createdAt,
      paidOnline: true,
      paidWith,
      invoice,
    }),
  );
  const ownerMailId = await enqueueNewOrderNotice(tx, {
    id: order.id,
    orderNumber: order.orderNumber,
    customerName,
    city: address.city,
    currency: order.currency,
    total: order.totalAmount,
    items,
    paidOnline: true,
  });
  return [confirmationId, ownerMailId].filter((id): id is string => id !== null);
}
