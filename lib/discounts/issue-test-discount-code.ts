import "server-only";

import { randomBytes } from "node:crypto";

import type { Db } from "@/lib/db";
import { discountCodes, newsletterSubscribers } from "@/lib/db/schema";

/**
 * A subscriber and their welcome code, for the browser tests on embedded PGlite (which only the server process can
 * open). Reached only through the E2E_TEST_HOOKS route; real codes are issued by the newsletter signup.
 */
export async function issueTestDiscountCode(db: Db, percentOff: number): Promise<string> {
  const suffix = randomBytes(5).toString("hex").toUpperCase();
  const code = `E2E15-${suffix}`;
  await db.transaction(async (tx) => {
    const [subscriber] = await tx.insert(newsletterSubscribers).values({ email: `e2e-${suffix.toLowerCase()}@example.com`, source: "inline" }).returning({ id: newsletterSubscribers.id });
    if (!subscriber) throw new Error("Inserting the subscriber returned no row");
    await tx.insert(discountCodes).values({ code, subscriberId: subscriber.id, percentOff });
  });
  return code;
}
