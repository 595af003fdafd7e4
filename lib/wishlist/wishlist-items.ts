import "server-only";

import { and, asc, eq } from "drizzle-orm";

import type { Db } from "@/lib/db";
import { wishlistItems } from "@/lib/db/schema";
import { isCatalogueProduct } from "./catalogue-slugs";

/** The shopper's saved product slugs, oldest first (the order they were saved in). */
export async function listWishlist(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ slug: wishlistItems.productSlug })
    .from(wishlistItems)
    .where(eq(wishlistItems.userId, userId))
    .orderBy(asc(wishlistItems.createdAt), asc(wishlistItems.productSlug));
  return rows.map((row) => row.slug);
}

/** Saves products to the list; one already there stays as it was (a second tap or a merge adds nothing twice). */
export async function addToWishlist(db: Db, userId: string, slugs: readonly string[]): Promise<string[]> {
  const known = [...new Set(slugs)].filter(isCatalogueProduct);
  if (known.length > 0)
    await db
      .insert(wishlistItems)
      .values(known.map((productSlug) => ({ userId, productSlug })))
      .onConflictDoNothing();
  return listWishlist(db, userId);
}

/** Takes a product off the list; removing one that is not there is the same answer, so a retry is harmless. */
export async function removeFromWishlist(db: Db, userId: string, slug: string): Promise<string[]> {
  await db.delete(wishlistItems).where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productSlug, slug)));
  return listWishlist(db, userId);
}

/** The list with when each was saved, for the shopper's data export. */
export async function wishlistForExport(db: Db, userId: string) {
  return db
    .select({ product: wishlistItems.productSlug, savedAt: wishlistItems.createdAt })
    .from(wishlistItems)
    .where(eq(wishlistItems.userId, userId))
    .orderBy(asc(wishlistItems.createdAt), asc(wishlistItems.productSlug));
}
