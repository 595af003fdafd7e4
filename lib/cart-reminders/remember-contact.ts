import "server-only";

import { eq, sql } from "drizzle-orm";

import { readCartId } from "@/lib/cart/cart-cookie";
import { getDb, type Db } from "@/lib/db";
import { carts } from "@/lib/db/schema";
import type { Locale } from "@/lib/i18n/locales";

/**
 * Notes the address a shopper gave for their cart (the account's at checkout, or the one typed in the delivery form)
 * and the language they shop in, for the one reminder the cart may get. Giving it is activity on the cart, so the
 * reminder's clock starts again. Nothing is sent to it without its own marketing consent (due-reminders.ts).
 */
export async function rememberCartContact(db: Db, cartId: string, email: string, locale: Locale): Promise<void> {
  await db
    .update(carts)
    .set({ contactEmail: email.trim().toLowerCase(), contactLocale: locale, updatedAt: sql`now()` })
    .where(eq(carts.id, cartId));
}

/** For a page: the cart in this browser's cookie, for a signed-in shopper's address (the checkout's delivery step). */
export async function rememberSignedInCartContact(email: string, locale: Locale): Promise<void> {
  const cartId = await readCartId();
  if (cartId) await rememberCartContact(await getDb(), cartId, email, locale);
}
