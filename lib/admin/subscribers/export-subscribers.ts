import "server-only";

import { adminSubscriberMessages } from "@/content/messages/en/admin-operations";
import type { AdminUser } from "@/lib/auth/admin";
import { recordAdminAction } from "@/lib/audit/record-admin-action";
import { toCsv } from "@/lib/csv/to-csv";
import type { Db } from "@/lib/db";
import { countLeftOutOfExport, readMailableSubscribers, type LeftOutOfExport } from "./list-subscribers";

/**
 * The subscribers who may be mailed, as CSV, recorded in the audit log: exporting personal data is itself worth
 * knowing about. Unsubscribed and unconfirmed addresses are left out (`leftOut` says how many; the CSV stays rows of
 * addresses only, so a mailing tool importing it never reads a note as an address); each row says when its inbox
 * confirmed, the proof of consent a mailing tool may ask for. Read and record in one transaction, so the recorded
 * counts are the counts exported.
 */
export async function exportSubscribersCsv(
  db: Db,
  actor: AdminUser,
): Promise<{ csv: string; count: number; leftOut: LeftOutOfExport }> {
  return db.transaction(async (tx) => {
    const subscribers = await readMailableSubscribers(tx);
    const leftOut = await countLeftOutOfExport(tx);
    await recordAdminAction(tx, {
      actor,
      action: "subscribers.exported",
      details: {
        count: subscribers.length,
        unsubscribedLeftOut: leftOut.unsubscribed,
        unconfirmedLeftOut: leftOut.unconfirmed,
      },
    });
    const rows = subscribers.map((subscriber) => [
      subscriber.email,
      subscriber.source,
      subscriber.consentedAt,
      subscriber.confirmedAt,
      subscriber.createdAt,
    ]);
    return { csv: toCsv(adminSubscriberMessages.csvHeader, rows), count: subscribers.length, leftOut };
  });
}
