import "server-only";

import type { Db } from "@/lib/db";
import { auditLog } from "@/lib/db/schema";

/** What a shopper does to their own data that the audit log keeps (their rights under Decree-Law 45/2021). */
export type ShopperAction = "account.data_exported" | "account.deleted";

/**
 * The audit log's actor id for a shopper; admins are recorded by their bare user id. The prefix keeps the two
 * apart without a schema change, and lets an erasure find (and strip the e-mail from) the shopper's own rows.
 */
export const shopperActorId = (userId: string) => `shopper:${userId}`;

type Executor = Pick<Db, "insert">;

export async function recordShopperAction(
  executor: Executor,
  record: { userId: string; email: string | null; action: ShopperAction; details?: Record<string, unknown> },
): Promise<void> {
  await executor.insert(auditLog).values({
    actorId: shopperActorId(record.userId),
    actorEmail: record.email,
    action: record.action,
    target: `user:${record.userId}`,
    details: record.details ?? null,
  });
}
