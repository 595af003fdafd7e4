import "server-only";

import { eq, sql } from "drizzle-orm";

import type { Db } from "@/lib/db";
import { outboxEmails } from "@/lib/db/schema";

export type OutboxBacklog = { pending: number; oldestAgeSeconds: number };

/** How many messages wait to be sent and how long the oldest has waited (0 when none), by the database's clock. */
export async function readOutboxBacklog(db: Db): Promise<OutboxBacklog> {
  const [row] = await db
    .select({
      pending: sql<string | number>`count(*)`,
      oldestAgeSeconds: sql<string | number | null>`extract(epoch from now() - min(${outboxEmails.createdAt}))`,
    })
    .from(outboxEmails)
    .where(eq(outboxEmails.status, "pending"));
  return {
    pending: Number(row?.pending ?? 0),
    oldestAgeSeconds: Math.max(0, Number(row?.oldestAgeSeconds ?? 0)),
  };
}
