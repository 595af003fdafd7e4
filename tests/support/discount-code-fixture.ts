import { randomBytes } from "node:crypto";

import type { Db } from "@/lib/db";
import { discountCodes, newsletterSubscribers } from "@/lib/db/schema";
import { mailboxOf } from "@/lib/newsletter/mailbox";

/**
 * A newsletter subscriber and their welcome code, written the way the newsletter issues them (one code per
 * subscriber), so the cart and the checkout can be tested without the signup form. The inbox counts as confirmed
 * unless `confirmedAt` says otherwise. Only an order placed with `email` (by default a random address of its own) may
 * redeem it.
 */
export async function insertDiscountCode(
  db: Db,
  options: {
    percentOff?: number;
    expiresAt?: Date | null;
    code?: string;
    email?: string;
    /** When the inbox confirmed the subscription; null leaves the code waiting for it. Confirmed by default. */
    confirmedAt?: Date | null;
  } = {},
) {
  const suffix = randomBytes(4).toString("hex").toUpperCase();
  const email = options.email?.trim().toLowerCase() ?? `subscriber-${suffix.toLowerCase()}@example.com`;
  const [subscriber] = await db
    .insert(newsletterSubscribers)
    .values({
      email,
      mailbox: mailboxOf(email),
      source: "inline",
      confirmedAt: options.confirmedAt === undefined ? new Date() : options.confirmedAt,
    })
    .returning({ id: newsletterSubscribers.id });
  const code = options.code ?? `WELCOME15-${suffix}`;
  await db.insert(discountCodes).values({
    code,
    subscriberId: subscriber!.id,
    percentOff: options.percentOff ?? 15,
    expiresAt: options.expiresAt ?? null,
  });
  return code;
}
