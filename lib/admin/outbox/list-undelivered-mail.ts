import "server-only";

import { asc, count, desc, inArray } from "drizzle-orm";

import type { Db } from "@/lib/db";
import { outboxEmails, type OutboxEmailRow } from "@/lib/db/schema";
import { pageWindow, type Paged } from "../paging";

/** What the outbox page shows: never the bodies, which hold shoppers' messages and order details. */
export type UndeliveredMail = Pick<
  OutboxEmailRow,
  "id" | "kind" | "toAddress" | "subject" | "status" | "attempts" | "lastError" | "nextAttemptAt" | "createdAt"
>;

const columns = {
  id: outboxEmails.id,
  kind: outboxEmails.kind,
  toAddress: outboxEmails.toAddress,
  subject: outboxEmails.subject,
  status: outboxEmails.status,
  attempts: outboxEmails.attempts,
  lastError: outboxEmails.lastError,
  nextAttemptAt: outboxEmails.nextAttemptAt,
  createdAt: outboxEmails.createdAt,
};

/** Failed e-mails first (they need a person), then those still waiting, oldest first within each. */
export async function listUndeliveredMail(db: Db, requestedPage: number): Promise<Paged<UndeliveredMail>> {
  const undelivered = inArray(outboxEmails.status, ["failed", "pending"]);
  const [counted] = await db.select({ total: count() }).from(outboxEmails).where(undelivered);
  const total = counted?.total ?? 0;
  const { page, pageCount, offset, limit } = pageWindow(requestedPage, total);
  // 'failed' sorts before 'pending'.
  const rows = await db
    .select(columns)
    .from(outboxEmails)
    .where(undelivered)
    .orderBy(asc(outboxEmails.status), asc(outboxEmails.createdAt), desc(outboxEmails.id))
    .limit(limit)
    .offset(offset);
  return { rows, total, page, pageCount };
}
