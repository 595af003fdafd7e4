import "server-only";

import { adminSubscriberMessages } from "@/content/messages/en/admin-operations";
import type { AdminUser } from "@/lib/auth/admin";
import { recordAdminAction } from "@/lib/audit/record-admin-action";
import { toCsv } from "@/lib/csv/to-csv";
import type { Db } from "@/lib/db";
import { countUnsubscribed, readAllSubscribers } from "./list-subscribers";

/**
 * The subscribers who may be mailed, as CSV, recorded in the audit log: exporting personal data is itself worth
 * knowing about. Unsubscribed addresses are left out (`leftOut` says how many; the CSV stays rows of addresses only,
 * so a mailing tool importing it never reads a note as an address). Read and record in one transaction, so the
 * recorded counts are the counts exported.
 */
export async function exportSubscribersCsv(
  db: Db,
  actor: AdminUser,
): Promise<{ csv: string; count: number; leftOut: number }> {
  return db.transaction(async (tx) => {
    const subscribers = await readAllSubscribers(tx);
    const leftOut = await countUnsubscribed(tx);
    await recordAdminAction(tx, {
      actor,
      action: "subscribers.exported",
      details: { count: subscribers.length, unsubscribedLeftOut: leftOut },
    });
    const rows = subscribers.map((subscriber) => [
      subscriber.email,
      subscriber.source,
      subscriber.consentedAt,
      subscriber.createdAt,
    ]);
    return { csv: toCsv(adminSubscriberMessages.csvHeader, rows), count: subscribers.length, leftOut };
  });
}
