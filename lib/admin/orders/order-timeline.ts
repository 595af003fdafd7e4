import "server-only";

import { asc, eq, inArray, like, or, sql } from "drizzle-orm";

import type { Db } from "@/lib/db";
import {
  auditLog,
  invoices,
  onlinePayments,
  outboxEmails,
  paymentRefunds,
  users,
  type OrderRow,
} from "@/lib/db/schema";
import { cancellationNoticeDedupeKey } from "@/lib/orders/emails/cancellation-notice";
import { shippingNoticeDedupeKey } from "@/lib/orders/emails/shipping-notice";
import { notesOfOrder } from "@/lib/orders/order-notes";

/** A step of the order's life an admin took (from the audit log), or one the order's own record shows. */
export type StageEventKind = "confirmed" | "shipped" | "delivered" | "cancelled" | "refused" | "expired";

export type TimelineEvent = { at: Date; who: string | null } & (
  | { kind: "placed" }
  | { kind: "paid_online"; amountFils: number; method: string | null }
  | { kind: StageEventKind; reason?: string | null; cashCollectedFils?: number | null }
  | { kind: "refunded"; amountFils: number; creditNote: string }
  | { kind: "document_issued"; documentKind: "invoice" | "credit_note"; number: string }
  | { kind: "document_resent"; number: string }
  | { kind: "email"; subject: string; status: "pending" | "sent" | "failed" }
  | { kind: "note"; body: string }
);

const auditKinds: Record<string, StageEventKind | "refunded" | "document_resent" | undefined> = {
  "order.confirmed": "confirmed",
  "order.fulfilled": "shipped",
  "order.delivered": "delivered",
  "order.cancelled": "cancelled",
  "order.refused": "refused",
  "order.refunded": "refunded",
  "invoice.resent": "document_resent",
};

const text = (value: unknown) => (typeof value === "string" ? value : "");
const num = (value: unknown) => (typeof value === "number" ? value : 0);

type AuditRow = { action: string; details: Record<string, unknown> | null; createdAt: Date; who: string | null };

function auditEvent(row: AuditRow): TimelineEvent | null {
  const kind = auditKinds[row.action];
  const base = { at: row.createdAt, who: row.who };
  if (!kind) return null;
  if (kind === "refunded")
    return { ...base, kind, amountFils: num(row.details?.amountFils), creditNote: text(row.details?.creditNote) };
  if (kind === "document_resent") return { ...base, kind, number: text(row.details?.number) };
  return {
    ...base,
    kind,
    reason: text(row.details?.reason) || null,
    cashCollectedFils: typeof row.details?.cashCollectedFils === "number" ? row.details.cashCollectedFils : null,
  };
}

/** The order's own record of a stage, for stages no admin's audit row tells (a Shopify order, an expired one). */
function recordedStages(order: OrderRow): TimelineEvent[] {
  const stages: [Date | null, TimelineEvent][] = [
    [order.confirmedAt, { kind: "confirmed", at: order.confirmedAt!, who: null }],
    [order.shippedAt, { kind: "shipped", at: order.shippedAt!, who: null }],
    [
      order.cashCollectedAt,
      { kind: "delivered", at: order.cashCollectedAt!, who: null, cashCollectedFils: order.cashCollectedFils },
    ],
    [
      order.cancelledAt,
      {
        kind: order.lifecycleStage === "expired" ? "expired" : "cancelled",
        at: order.cancelledAt!,
        who: null,
        reason: order.cancelledReason,
      },
    ],
    [order.refusedAt, { kind: "refused", at: order.refusedAt!, who: null }],
  ];
  return stages.flatMap(([at, event]) => (at ? [event] : []));
}

/**
 * Everything that happened to one order, oldest first: placed, paid, each step an admin took (with who, from the
 * audit log), refunds, the tax documents issued, the e-mails the shop sent about it and the owner's internal notes.
 */
export async function readOrderTimeline(db: Db, order: OrderRow): Promise<TimelineEvent[]> {
  const payment = await db
    .select({
      id: onlinePayments.id,
      gateway: onlinePayments.gateway,
      capturedAt: onlinePayments.capturedAt,
      capturedFils: onlinePayments.capturedFils,
      method: onlinePayments.method,
    })
    .from(onlinePayments)
    .where(eq(onlinePayments.orderId, order.id));
  const [documents, refunds, notes] = await Promise.all([
    db
      .select({ id: invoices.id, kind: invoices.kind, number: invoices.number, issuedAt: invoices.issuedAt })
      .from(invoices)
      .where(eq(invoices.orderId, order.id)),
    payment[0]
      ? db.select({ id: paymentRefunds.id }).from(paymentRefunds).where(eq(paymentRefunds.paymentId, payment[0].id))
      : Promise.resolve([]),
    notesOfOrder(db, order.id),
  ]);
  const targets = [`order:${order.id}`, ...documents.map((document) => `invoice:${document.id}`)];
  const mailKeys = [
    `order_confirmation:${order.id}`,
    cancellationNoticeDedupeKey(order.id),
    `order_refusal:${order.id}`,
    shippingNoticeDedupeKey(order.id),
    ...refunds.map((refund) => `order_refund:${refund.id}`),
  ];
  const [audits, mails] = await Promise.all([
    db
      .select({
        action: auditLog.action,
        details: auditLog.details,
        createdAt: auditLog.createdAt,
        who: sql<string | null>`coalesce(${users.name}, ${auditLog.actorEmail})`,
      })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .where(inArray(auditLog.target, targets))
      .orderBy(asc(auditLog.createdAt), asc(auditLog.id)),
    db
      .select({
        subject: outboxEmails.subject,
        status: outboxEmails.status,
        createdAt: outboxEmails.createdAt,
        sentAt: outboxEmails.sentAt,
      })
      .from(outboxEmails)
      .where(
        or(
          inArray(outboxEmails.dedupeKey, mailKeys),
          ...documents.map((document) => like(outboxEmails.dedupeKey, `invoice_resend:${document.id}:%`)),
        ),
      ),
  ]);

  const fromAudit = audits.flatMap((row) => auditEvent(row) ?? []);
  const audited = new Set(fromAudit.map((event) => event.kind));
  const events: TimelineEvent[] = [
    { kind: "placed", at: order.createdAt, who: order.customerName ?? order.email },
    ...payment.flatMap((row): TimelineEvent[] =>
      row.capturedAt
        ? [
            {
              kind: "paid_online",
              at: row.capturedAt,
              who: row.gateway === "stripe" ? "Stripe" : "Checkout.com",
              amountFils: row.capturedFils ?? 0,
              method: row.method,
            },
          ]
        : [],
    ),
    ...fromAudit,
    ...recordedStages(order).filter((event) => !audited.has(event.kind)),
    ...documents.map((document): TimelineEvent => ({
      kind: "document_issued",
      at: document.issuedAt,
      who: null,
      documentKind: document.kind,
      number: document.number,
    })),
    ...mails.map((mail): TimelineEvent => ({
      kind: "email",
      at: mail.sentAt ?? mail.createdAt,
      who: null,
      subject: mail.subject,
      status: mail.status,
    })),
    ...notes.map((note): TimelineEvent => ({
      kind: "note",
      at: note.createdAt,
      who: note.authorName,
      body: note.body,
    })),
  ];
  // Placed comes first: the invoice and the confirmation e-mail are written in the same transaction, a moment
  // earlier by the clock. Otherwise oldest first, and events of the same instant keep the order listed above.
  const placedAt = order.createdAt.getTime();
  const sortKey = (event: TimelineEvent) =>
    event.kind === "placed" ? placedAt : Math.max(event.at.getTime(), placedAt);
  return events
    .map((event, index) => ({ event, index }))
    .sort((a, b) => sortKey(a.event) - sortKey(b.event) || a.index - b.index)
    .map(({ event }) => event);
}
