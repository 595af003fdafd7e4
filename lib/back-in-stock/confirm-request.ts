import "server-only";

import { and, eq, isNull } from "drizzle-orm";

import type { Db } from "@/lib/db";
import { backInStockRequests } from "@/lib/db/schema";
import { flushOutbox } from "@/lib/mail";
import { notifyWaitingShoppers } from "./notify-waiting";

export type ConfirmBackInStockOutcome = "confirmed" | "already_confirmed" | "unknown";

/**
 * The inbox's yes, from the signed link only it was sent. Idempotent: a second press changes nothing. A product that
 * is already on sale again (the page was read while it was sold out) is told at once, in the same transaction.
 */
export async function confirmBackInStockRequest(db: Db, requestId: string): Promise<ConfirmBackInStockOutcome> {
  const result = await db.transaction(async (tx) => {
    const [confirmed] = await tx
      .update(backInStockRequests)
      .set({ confirmedAt: new Date() })
      .where(and(eq(backInStockRequests.id, requestId), isNull(backInStockRequests.confirmedAt)))
      .returning({ productId: backInStockRequests.productId });
    if (!confirmed) return { outcome: null, mailIds: [] };
    return { outcome: "confirmed" as const, mailIds: await notifyWaitingShoppers(tx, [confirmed.productId]) };
  });
  if (result.mailIds.length) await flushOutbox(db, result.mailIds);
  if (result.outcome) return result.outcome;
  const [exists] = await db
    .select({ id: backInStockRequests.id })
    .from(backInStockRequests)
    .where(eq(backInStockRequests.id, requestId));
  return exists ? "already_confirmed" : "unknown";
}

/** What the confirmation page shows about one request (a GET changes nothing). */
export async function backInStockRequestOf(db: Db, requestId: string) {
  const [row] = await db.select().from(backInStockRequests).where(eq(backInStockRequests.id, requestId));
  return row;
}
