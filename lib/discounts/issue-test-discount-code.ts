import "server-only";

import { randomBytes } from "node:crypto";

import type { Db } from "@/lib/db";
import { discountCodes, newsletterSubscribers } from "@/lib/db/schema";
import { mailboxOf } from "@/lib/newsletter/mailbox";

/**
 * A subscriber and their welcome code, for the browser tests on embedded PGlite (which only the server process can
 * open). Reached only through the E2E_TEST_HOOKS route; real codes are issued by the newsletter signup. The
 * subscriber counts as confirmed, so the code applies at once; only an order placed with `email` (by default a random
 * address of its own) may redeem it.
 */
export async function issueTestDiscountCode(db: Db, percentOff: number, email?: string): Promise<string> {
  const suffix = randomBytes(5).toString("hex").toUpperCase();
  const code = `E2E15-${suffix}`;
  const owner = email?.trim().toLowerCase() ?? `e2e-${suffix.toLowerCase()}@example.com`;
  await db.transaction(async (tx) => {
    const [subscriber] = await tx
      .insert(newsletterSubscribers)
      .values({ email: owner, mailbox: mailboxOf(owner), source: "inline", confirmedAt: new Date() })
      .returning({ id: newsletterSubscribers.id });
    if (!subscriber) throw new Error("Inserting the subscriber returned no row");
    await tx.insert(discountCodes).values({ code, subscriberId: subscriber.id, percentOff });
  });
  return code;
}
