import "server-only";

import { asc, sql } from "drizzle-orm";

import { databaseTag, rememberDatabaseIdentity, rememberedDatabaseIdentity } from "@/lib/cache/database-identity";
import { env } from "@/lib/env";
import { getDb, type Db } from "./index";
import { databaseIdentity } from "./schema";

/**
 * The identity row its migration wrote, with the database's own oid: a copy made on the same server (a restored
 * backup, a template clone) has the row of its source but another oid. A database whose row was deleted gets one.
 */
export async function readDatabaseIdentity(db: Db): Promise<string> {
  const read = () =>
    db
      .select({
        id: databaseIdentity.id,
        oid: sql<string>`(select oid::text from pg_database where datname = current_database())`,
      })
      .from(databaseIdentity)
      .orderBy(asc(databaseIdentity.createdAt), asc(databaseIdentity.id))
      .limit(1);
  let [row] = await read();
  if (!row) {
    await db.insert(databaseIdentity).values({});
    [row] = await read();
  }
  return `${row!.id}.${row!.oid}`;
}

/** This process's database identity, read once (instrumentation.ts reads it when the server starts). */
export async function getDatabaseIdentity(): Promise<string> {
  const known = rememberedDatabaseIdentity();
  if (known) return known;
  const identity = await readDatabaseIdentity(await getDb());
  rememberDatabaseIdentity(identity);
  return identity;
}

/**
 * How a cached read of the database is keyed, tagged and refreshed. A build without DATABASE_URL (PGlite opens in
 * one process only) renders the seed under its own key with a one-second life (lib/commerce/catalogue-cache.ts and
 * lib/reviews/cached-reviews.ts say why); every other read is keyed and tagged to this database's identity.
 */
export async function databaseCacheScope(
  refreshSeconds: number,
): Promise<{ key: string; tags: string[]; revalidate: number; readDatabase: boolean }> {
  const readDatabase = !(process.env.NEXT_PHASE === "phase-production-build" && !env.DATABASE_URL);
  if (!readDatabase) return { key: "baseline", tags: [], revalidate: 1, readDatabase };
  const identity = await getDatabaseIdentity();
  return { key: `db:${identity}`, tags: [databaseTag(identity)], revalidate: refreshSeconds, readDatabase };
}
