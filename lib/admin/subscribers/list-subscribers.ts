import "server-only";

import { and, asc, count, desc, isNotNull, isNull } from "drizzle-orm";

import type { Db } from "@/lib/db";
import { newsletterSubscribers, type NewsletterSubscriberRow } from "@/lib/db/schema";
import { pageWindow, type Paged } from "../paging";

/** Newest subscribers first. */
export async function listSubscribers(db: Db, requestedPage: number): Promise<Paged<NewsletterSubscriberRow>> {
  const [counted] = await db.select({ total: count() }).from(newsletterSubscribers);
  const total = counted?.total ?? 0;
  const { page, pageCount, offset, limit } = pageWindow(requestedPage, total);
  const rows = await db
    .select()
    .from(newsletterSubscribers)
    .orderBy(desc(newsletterSubscribers.createdAt), asc(newsletterSubscribers.email))
    .limit(limit)
    .offset(offset);
  return { rows, total, page, pageCount };
}

/**
 * Every subscriber the shop may mail, oldest first, for the CSV export: confirmed from the welcome e-mail (double
 * opt-in; an unconfirmed address may be a stranger's typing) and not unsubscribed since.
 */
export function readMailableSubscribers(db: Db): Promise<NewsletterSubscriberRow[]> {
  return db
    .select()
    .from(newsletterSubscribers)
    .where(and(isNull(newsletterSubscribers.unsubscribedAt), isNotNull(newsletterSubscribers.confirmedAt)))
    .orderBy(asc(newsletterSubscribers.createdAt), asc(newsletterSubscribers.email));
}

/** What the export leaves out and says so: addresses that withdrew their consent, and those never confirmed. */
export type LeftOutOfExport = { unsubscribed: number; unconfirmed: number };

export async function countLeftOutOfExport(db: Db): Promise<LeftOutOfExport> {
  const total = async (where: ReturnType<typeof and>) =>
    (await db.select({ total: count() }).from(newsletterSubscribers).where(where))[0]?.total ?? 0;
  const [unsubscribed, unconfirmed] = await Promise.all([
    total(isNotNull(newsletterSubscribers.unsubscribedAt)),
    total(and(isNull(newsletterSubscribers.unsubscribedAt), isNull(newsletterSubscribers.confirmedAt))),
  ]);
  return { unsubscribed, unconfirmed };
}
