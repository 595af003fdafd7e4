import "server-only";

import { and, asc, count, eq, gte, inArray, lt, ne } from "drizzle-orm";

import { brand } from "@/content/brand";
import { ownerMailMessages } from "@/content/messages/owner-mail";
import type { Db } from "@/lib/db";
import { outboxEmails } from "@/lib/db/schema";
import { formatShopDate, formatShopTime } from "@/lib/i18n/format";
import { enqueueMail } from "@/lib/mail/outbox";
import { absoluteUrl } from "@/lib/seo/absolute-url";
import { ownerLocale, ownerNoticeAddress } from "./owner-address";

/** A message waiting longer than this means mail is not going out. */
export const STUCK_AFTER_MS = 60 * 60_000;
/** The e-mails a shopper needs about an order; one that failed for good leaves them uninformed. */
export const ORDER_MAIL_KINDS = [
  "order_confirmation",
  "shipping_notice",
  "order_cancellation",
  "order_refusal",
  "order_refund",
  "invoice_resend",
] as const;
/** A failure older than this (e.g. before alerts existed) is not news any more. */
const FAILED_LOOKBACK_MS = 24 * 60 * 60_000;
const ALERT_KIND = "owner_alert";

/**
 * One alert per stuck outbox: the incident is named by its oldest waiting message, so every sweep of a long outage
 * finds the same key and writes nothing new. The owner's alerts are left out of the count: one stuck behind the same
 * outage must not raise an alert about itself.
 */
async function alertOfStuckMail(db: Db, to: string, now: Date): Promise<string | null> {
  const stuck = and(
    eq(outboxEmails.status, "pending"),
    lt(outboxEmails.createdAt, new Date(now.getTime() - STUCK_AFTER_MS)),
    ne(outboxEmails.kind, ALERT_KIND),
  );
  const [[oldest], [waiting]] = await Promise.all([
    db
      .select({ id: outboxEmails.id, subject: outboxEmails.subject, createdAt: outboxEmails.createdAt })
      .from(outboxEmails)
      .where(stuck)
      .orderBy(asc(outboxEmails.createdAt))
      .limit(1),
    db.select({ total: count() }).from(outboxEmails).where(stuck),
  ]);
  if (!oldest) return null;
  const locale = ownerLocale();
  const text = ownerMailMessages[locale].stuckAlert;
  const since = `${formatShopDate(oldest.createdAt, { locale })} ${formatShopTime(oldest.createdAt, { locale })}`;
  const total = waiting?.total ?? 1;
  return enqueueMail(db, {
    kind: ALERT_KIND,
    dedupeKey: `owner_alert:stuck:${oldest.id}`,
    to,
    toName: brand.name,
    subject: text.subject(total),
    text: [text.body(total, oldest.subject, since), "", text.open, absoluteUrl("/admin/outbox")].join("\n"),
  });
}

/** One alert per order e-mail that failed for good (its attempts used up, or refused before sending). */
async function alertsOfFailedOrderMail(db: Db, to: string, now: Date): Promise<string[]> {
  const failed = await db
    .select({
      id: outboxEmails.id,
      kind: outboxEmails.kind,
      toAddress: outboxEmails.toAddress,
      subject: outboxEmails.subject,
      lastError: outboxEmails.lastError,
    })
    .from(outboxEmails)
    .where(
      and(
        eq(outboxEmails.status, "failed"),
        inArray(outboxEmails.kind, [...ORDER_MAIL_KINDS]),
        gte(outboxEmails.updatedAt, new Date(now.getTime() - FAILED_LOOKBACK_MS)),
      ),
    )
    .orderBy(asc(outboxEmails.updatedAt))
    .limit(20);
  const text = ownerMailMessages[ownerLocale()].failedAlert;
  const ids: string[] = [];
  for (const row of failed) {
    const id = await enqueueMail(db, {
      kind: ALERT_KIND,
      dedupeKey: `owner_alert:failed:${row.id}`,
      to,
      toName: brand.name,
      subject: text.subject(row.toAddress),
      text: [
        text.body(row.toAddress, row.subject, row.lastError ?? "—"),
        "",
        text.open,
        absoluteUrl("/admin/outbox"),
      ].join("\n"),
    });
    if (id) ids.push(id);
  }
  return ids;
}

/** Writes the alerts due at `now` (none when SHOP_OWNER_EMAIL is unset); returns the new messages' ids. */
export async function enqueueOutboxAlerts(db: Db, now = new Date()): Promise<string[]> {
  const to = ownerNoticeAddress();
  if (!to) return [];
  const stuck = await alertOfStuckMail(db, to, now);
  const failed = await alertsOfFailedOrderMail(db, to, now);
  return stuck ? [stuck, ...failed] : failed;
}
