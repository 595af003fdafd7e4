import "server-only";

import { asc, count, desc } from "drizzle-orm";

import type { Db } from "@/lib/db";
import { newsletterSubscribers, type NewsletterSubscriberRow } from "@/lib/db/schema";
import { pageWindow, type Paged } from "../paging";

/** Newest subscribers first. */
export async function listSubscribers(db: Db, requestedPage: number): Promise<Paged<NewsletterSubscriberRow>> {
  const [counted] = await db.select({ total: count() }).from(newsletterSubscribers);
  const total = counted?.total ?? 0;
  const { page, pageCount, offset, limit } = pageWindow(requestedPage, total);
  const rows = await db.select().from(newsletterSubscribers).orderBy(desc(newsletterSubscribers.createdAt), asc(newsletterSubscribers.email)).limit(limit).offset(offset);
  return { rows, total, page, pageCount };
}

/** Every subscriber, oldest first, for the CSV export. */
export function readAllSubscribers(db: Db): Promise<NewsletterSubscriberRow[]> {
  return db.select().from(newsletterSubscribers).orderBy(asc(newsletterSubscribers.createdAt), asc(newsletterSubscribers.email));
}
