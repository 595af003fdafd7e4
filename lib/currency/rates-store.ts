import "server-only";

import { eq } from "drizzle-orm";

import type { Db } from "@/lib/db";
import { exchangeRates } from "@/lib/db/schema";
import type { FetchedRates } from "./rate-sources";

export type StoredRates = typeof exchangeRates.$inferSelect;

const BASE = "AED";

export async function readStoredRates(db: Db): Promise<StoredRates | null> {
  const [row] = await db.select().from(exchangeRates).where(eq(exchangeRates.base, BASE)).limit(1);
  return row ?? null;
}

/** One row per base currency: a good fetch replaces the last one. */
export async function saveRates(db: Db, fetched: FetchedRates, fetchedAt: Date): Promise<void> {
  const values = { base: BASE, rates: fetched.rates, source: fetched.source, fetchedAt };
  await db.insert(exchangeRates).values(values).onConflictDoUpdate({ target: exchangeRates.base, set: values });
}
