import "server-only";

import { and, eq, isNotNull, or, gte, isNull, sql } from "drizzle-orm";

import { notifyWaitingShoppers } from "@/lib/back-in-stock/notify-waiting";
import type { Db } from "@/lib/db";
import { catalogueEntries } from "@/lib/db/schema";
import { lineShortOf, unitsPerProduct } from "./stock-units";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type Lines = { merchandiseId: string; quantity: number }[];

/**
 * A product that cannot cover the order: its id, how many units are left, and the bundle line of the cart that
 * needed it when the product is not in the cart on its own (the refusal names that line).
 */
export type StockShortage = { productId: string; left: number; bundleMerchandiseId?: string };
/** A product whose stock fell to or below its low-stock threshold with this order (it was above it before). */
/** A count that just fell to its alert level, or to nothing (sold out, whether or not an alert level is set). */
export type LowStockCrossing =
  { kind: "low"; productId: string; stock: number; threshold: number } | { kind: "sold_out"; productId: string };

/** Thrown inside the order's transaction so the units already taken for other lines roll back with it. */
export class OutOfStockError extends Error {
  constructor(readonly shortage: StockShortage) {
    super(`Only ${shortage.left} of ${shortage.productId} left`);
  }
}

type Wanted = ReturnType<typeof unitsPerProduct>;
type Taken = { stock: number | null; threshold: number | null }[];

/**
 * Takes the lines' units off the shelf inside the order's transaction, in two halves so the caller can send the
 * updates in its last round trip (every order of a product waits on that product's row until its transaction
 * commits). Each product is one conditional UPDATE (`stock >= n`), in id order so concurrent orders lock rows in the
 * same order: on Postgres a concurrent order waits on the row and then re-checks the condition against the committed
 * count, so N orders for the last M units sell exactly M. An uncounted product (stock null) stays so.
 */
export function stockTakers(tx: Tx, lines: Lines): { wanted: Wanted; updates: { execute(): Promise<Taken> }[] } {
  const wanted = unitsPerProduct(lines);
  // Prepared (parsed once per connection) and lazy: each is sent when executed, so in the caller's order.
  const updates = wanted.map(([productId, units]) =>
    tx
      .update(catalogueEntries)
      .set({ stock: sql`${catalogueEntries.stock} - ${units}`, updatedAt: new Date() })
      .where(
        and(
          eq(catalogueEntries.id, productId),
          eq(catalogueEntries.kind, "product"),
          or(isNull(catalogueEntries.stock), gte(catalogueEntries.stock, units)),
        ),
      )
      .returning({ stock: catalogueEntries.stock, threshold: catalogueEntries.lowStockThreshold })
      .prepare("take_stock"),
  );
  return { wanted, updates };
}

/**
 * What the updates of stockTakers took. Throws OutOfStockError on the first product that could not cover its units,
 * so everything else of the order rolls back with it. `counted`: some shelf count changed, so the catalogue pages
 * (sold out, the stepper's limit) are due a refresh.
 */
export async function checkStockTaken(
  tx: Tx,
  lines: Lines,
  wanted: Wanted,
  results: Taken[],
): Promise<{ counted: boolean; crossings: LowStockCrossing[] }> {
  const crossings: LowStockCrossing[] = [];
  let counted = false;
  for (const [index, [productId, units]] of wanted.entries()) {
    const [taken] = results[index] ?? [];
    if (!taken) {
      const [row] = await tx
        .select({ stock: catalogueEntries.stock })
        .from(catalogueEntries)
        .where(eq(catalogueEntries.id, productId));
      // No row yet (a product content/ added after the seed): nothing is counted for it.
      if (!row || row.stock === null) continue;
      const line = lineShortOf(lines, productId);
      throw new OutOfStockError({
        productId,
        left: row.stock,
        ...(line?.kind === "bundle" && { bundleMerchandiseId: line.merchandiseId }),
      });
    }
    if (taken.stock === null) continue;
    counted = true;
    // Reported once on the way down: this order took the count to the level (or to nothing) from above it.
    if (taken.stock === 0) crossings.push({ kind: "sold_out", productId });
    else if (taken.threshold !== null && taken.stock <= taken.threshold && taken.stock + units > taken.threshold)
      crossings.push({ kind: "low", productId, stock: taken.stock, threshold: taken.threshold });
  }
  return { counted, crossings };
}

/**
 * Puts a cancelled or refused order's units back on the shelf (counted products only), in its transaction, and queues
 * the back-in-stock e-mails of a product this makes buyable again; the outbox sweep delivers them after the commit.
 */
export async function returnStock(tx: Tx, lines: Lines): Promise<void> {
  const returned = unitsPerProduct(lines);
  for (const [productId, units] of returned) {
    await tx
      .update(catalogueEntries)
      .set({ stock: sql`${catalogueEntries.stock} + ${units}`, updatedAt: new Date() })
      .where(and(eq(catalogueEntries.id, productId), isNotNull(catalogueEntries.stock)));
  }
  await notifyWaitingShoppers(
    tx,
    returned.map(([productId]) => productId),
  );
}
