import "server-only";

import { sql } from "drizzle-orm";

import type { Db } from "@/lib/db";
import { documentCounters } from "@/lib/db/schema";
import type { TaxDocumentKind } from "./snapshot";

type Executor = Pick<Db, "insert">;

const prefixes: Record<TaxDocumentKind, string> = { invoice: "INV", credit_note: "CN" };

/** 'INV-000123': six digits keep the numbers sortable as text up to 999,999 documents (then they simply grow). */
export function formatDocumentNumber(kind: TaxDocumentKind, sequence: number): string {
  return `${prefixes[kind]}-${String(sequence).padStart(6, "0")}`;
}

/**
 * The next number of a series, taken inside the caller's transaction. The upsert locks the series' counter row until
 * that transaction ends, so concurrent orders take numbers one after another, and a transaction that rolls back
 * leaves the counter where it was: the next order gets the same number, so the series has no gaps (a Postgres
 * SEQUENCE would lose the number). The first use of a series creates its row.
 */
export async function takeDocumentNumber(tx: Executor, kind: TaxDocumentKind): Promise<string> {
  const [row] = await tx
    .insert(documentCounters)
    .values({ series: kind, lastNumber: 1 })
    .onConflictDoUpdate({
      target: documentCounters.series,
      set: { lastNumber: sql`${documentCounters.lastNumber} + 1` },
    })
    .returning({ lastNumber: documentCounters.lastNumber });
  if (!row) throw new Error(`No number returned for the ${kind} series`);
  return formatDocumentNumber(kind, row.lastNumber);
}
