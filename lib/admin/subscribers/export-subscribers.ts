import "server-only";

import { adminSubscriberMessages } from "@/content/messages/en/admin-operations";
import type { AdminUser } from "@/lib/auth/admin";
import { recordAdminAction } from "@/lib/audit/record-admin-action";
import { toCsv } from "@/lib/csv/to-csv";
import type { Db } from "@/lib/db";
import { readAllSubscribers } from "./list-subscribers";

/**
 * The subscriber list as CSV, recorded in the audit log: exporting personal data is itself worth knowing about.
 * Read and record in one transaction, so the recorded count is the count exported.
 */
export async function exportSubscribersCsv(db: Db, actor: AdminUser): Promise<{ csv: string; count: number }> {
  return db.transaction(async (tx) => {
    const subscribers = await readAllSubscribers(tx);
    await recordAdminAction(tx, { actor, action: "subscribers.exported", details: { count: subscribers.length } });
    const rows = subscribers.map((subscriber) => [subscriber.email, subscriber.source, subscriber.consentedAt, subscriber.createdAt]);
    return { csv: toCsv(adminSubscriberMessages.csvHeader, rows), count: subscribers.length };
  });
}
