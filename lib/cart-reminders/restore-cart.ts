import "server-only";

import { and, eq, gt } from "drizzle-orm";

import type { Db } from "@/lib/db";
import { cartReminders, carts } from "@/lib/db/schema";
import { hashRestoreToken } from "./restore-token";

/**
 * The cart a reminder's link brings back, or null when the link is unknown, expired, or its cart is gone (ordered
 * since). The link may be opened more than once (another device, a second click); each use is recorded.
 */
export async function cartForRestoreLink(db: Db, token: string, now = new Date()): Promise<string | null> {
  if (token.length === 0 || token.length > 100) return null;
  const [restored] = await db
    .update(cartReminders)
    .set({ restoredAt: now })
    .where(and(eq(cartReminders.tokenHash, hashRestoreToken(token)), gt(cartReminders.expiresAt, now)))
    .returning({ cartId: cartReminders.cartId });
  if (!restored) return null;
  const [cart] = await db.select({ id: carts.id }).from(carts).where(eq(carts.id, restored.cartId)).limit(1);
  return cart?.id ?? null;
}
