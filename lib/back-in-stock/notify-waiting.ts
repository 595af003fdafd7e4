import "server-only";

import { and, eq, gt, inArray, isNotNull, isNull, or } from "drizzle-orm";

import type { Db } from "@/lib/db";
import { backInStockRequests, catalogueEntries } from "@/lib/db/schema";
import { enqueueMail } from "@/lib/mail";
import { availableAgainMail } from "./mails";

type Executor = Pick<Db, "select" | "update" | "insert">;

/** A product a shopper can put in the cart: listed, on sale, and with stock left (or none counted). */
const buyable = and(
  eq(catalogueEntries.kind, "product"),
  eq(catalogueEntries.active, true),
  eq(catalogueEntries.comingSoon, false),
  or(isNull(catalogueEntries.stock), gt(catalogueEntries.stock, 0)),
);

/**
 * The one place back-in-stock e-mails are written: called in the transaction of every change that can make a product
 * buyable again (the owner's catalogue save, stock returned by a cancellation, a refusal or a return, a confirmation
 * made while the product is on sale). Each confirmed request not yet told is marked notified and its e-mail queued in
 * that same transaction, so the two commit together; the conditional UPDATE locks the rows it marks, so two changes
 * at once tell each address once, and a later change finds nothing left to tell. Returns the queued mails' ids, for
 * the caller to deliver after its commit (otherwise the outbox sweep sends them).
 */
export async function notifyWaitingShoppers(tx: Executor, productIds: readonly string[]): Promise<string[]> {
  if (productIds.length === 0) return [];
  const ready = await tx
    .select({ id: catalogueEntries.id })
    .from(catalogueEntries)
    .where(and(inArray(catalogueEntries.id, [...productIds]), buyable));
  if (ready.length === 0) return [];
  const told = await tx
    .update(backInStockRequests)
    .set({ notifiedAt: new Date() })
    .where(
      and(
        inArray(
          backInStockRequests.productId,
          ready.map(({ id }) => id),
        ),
        isNotNull(backInStockRequests.confirmedAt),
        isNull(backInStockRequests.notifiedAt),
      ),
    )
    .returning();
  const mailIds: string[] = [];
  for (const request of told) {
    const id = await enqueueMail(tx, availableAgainMail(request));
    if (id) mailIds.push(id);
  }
  return mailIds;
}
