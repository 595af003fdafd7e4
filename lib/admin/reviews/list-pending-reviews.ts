import "server-only";

import { asc, count, eq } from "drizzle-orm";

import type { Db } from "@/lib/db";
import { orders, reviews, type ReviewRow } from "@/lib/db/schema";
import { pageWindow, type Paged } from "../paging";

export type PendingReview = ReviewRow & { orderNumber: string };

/** Reviews waiting for a decision, oldest first so nobody waits longest. */
export async function listPendingReviews(db: Db, requestedPage: number): Promise<Paged<PendingReview>> {
  const pending = eq(reviews.status, "pending");
  const [counted] = await db.select({ total: count() }).from(reviews).where(pending);
  const total = counted?.total ?? 0;
  const { page, pageCount, offset, limit } = pageWindow(requestedPage, total);
  const rows = await db
    .select({ review: reviews, orderNumber: orders.orderNumber })
    .from(reviews)
    .innerJoin(orders, eq(orders.id, reviews.orderId))
    .where(pending)
    .orderBy(asc(reviews.createdAt), asc(reviews.id))
    .limit(limit)
    .offset(offset);
  return { rows: rows.map(({ review, orderNumber }) => ({ ...review, orderNumber })), total, page, pageCount };
}
