import "server-only";

import { asc, count, desc, isNotNull, isNull } from "drizzle-orm";

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

/** Every subscriber still on the list (not unsubscribed), oldest first, for the CSV export. */
export function readAllSubscribers(db: Db): Promise<NewsletterSubscriberRow[]> {
  return db
    .select()
    .from(newsletterSubscribers)
    .where(isNull(newsletterSubscribers.unsubscribedAt))
    .orderBy(asc(newsletterSubscribers.createdAt), asc(newsletterSubscribers.email));
}

/** How many addresses withdrew their consent: the export leaves them out and says how many. */
export async function countUnsubscribed(db: Db): Promise<number> {
  const [counted] = await db
    .select({ total: count() })
    .from(newsletterSubscribers)
    .where(isNotNull(newsletterSubscribers.unsubscribedAt));
  return counted?.total ?? 0;
}
