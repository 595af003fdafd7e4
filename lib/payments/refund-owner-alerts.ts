import "server-only";

import { eq } from "drizzle-orm";

import { brand } from "@/content/brand";
import { adminPaymentMessages as text } from "@/content/messages/en/admin-payments";
import { ownerAddress } from "@/lib/owner/owner-address";
import type { Db } from "@/lib/db";
import { onlinePayments, orders, type PaymentRefundRow } from "@/lib/db/schema";
import { enqueueMail } from "@/lib/mail/outbox";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

const aed = (fils: number) => `AED ${(fils / 100).toFixed(2)}`;
const gatewayNames = text.panel.gateways;

export type RefundAlert =
  | { kind: "declined"; refund: PaymentRefundRow; reason: string | null }
  | { kind: "unissued"; paymentId: string; amountFils: number; refundReference: string };

/**
 * The owner's e-mail (the address of her other alerts) about a refund that needs her: one the gateway declined after
 * accepting it, or one it reports that the shop did not issue. One message per refund however often it is reported.
 */
export async function alertOwnerOfRefund(tx: Tx, alert: RefundAlert): Promise<string | null> {
  const paymentId = alert.kind === "declined" ? alert.refund.paymentId : alert.paymentId;
  const [found] = await tx
    .select({ orderNumber: orders.orderNumber, gateway: onlinePayments.gateway })
    .from(onlinePayments)
    .innerJoin(orders, eq(orders.id, onlinePayments.orderId))
    .where(eq(onlinePayments.id, paymentId));
  if (!found) return null;
  const gateway = gatewayNames[found.gateway];
  const mail =
    alert.kind === "declined"
      ? {
          dedupeKey: `refund_declined:${alert.refund.id}`,
          subject: text.declinedMail.subject(found.orderNumber),
          text: text.declinedMail.body(found.orderNumber, aed(alert.refund.amountFils), gateway, alert.reason),
        }
      : {
          dedupeKey: `refund_unissued:${alert.refundReference}`.slice(0, 200),
          subject: text.unissuedMail.subject(found.orderNumber),
          text: text.unissuedMail.body(found.orderNumber, aed(alert.amountFils), gateway, alert.refundReference),
        };
  return (await enqueueMail(tx, { kind: "payment_alert", to: ownerAddress(), toName: brand.name, ...mail })) ?? null;
}
