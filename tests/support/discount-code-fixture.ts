import { randomBytes } from "node:crypto";

import type { Db } from "@/lib/db";
import { discountCodes, newsletterSubscribers } from "@/lib/db/schema";

/**
 * A newsletter subscriber and their welcome code, written the way the newsletter issues them (one code per
 * subscriber), so the cart and the checkout can be tested without the signup form.
 */
export async function insertDiscountCode(db: Db, options: { percentOff?: number; expiresAt?: Date | null; code?: string } = {}) {
  const suffix = randomBytes(4).toString("hex").toUpperCase();
  const [subscriber] = await db
    .insert(newsletterSubscribers)
    .values({ email: `subscriber-${suffix.toLowerCase()}@example.com`, source: "inline" })
    .returning({ id: newsletterSubscribers.id });
  const code = options.code ?? `WELCOME15-${suffix}`;
  await db.insert(discountCodes).values({ code, subscriberId: subscriber!.id, percentOff: options.percentOff ?? 15, expiresAt: options.expiresAt ?? null });
  return code;
}
