import "server-only";

import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";

import { policies } from "@/content/policies";
import type { Db } from "@/lib/db";
import { discountCodes } from "@/lib/db/schema";

// 32 symbols without 0/O and 1/I: a code read from an e-mail is typed back without guessing. 256 is a multiple of
// 32, so each random byte maps to one symbol without bias; 8 symbols are 40 bits from the system's CSPRNG, and
// redemption attempts are rate-limited per client.
const ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";
const RANDOM_LENGTH = 8;
const DAY_MS = 24 * 60 * 60 * 1000;

type Executor = Pick<Db, "insert" | "select">;

/** A fresh code such as MATCHA15-7KQ2XW9D. */
export function generateWelcomeCode(percentOff = policies.newsletter.welcomeDiscountPercent): string {
  const bytes = randomBytes(RANDOM_LENGTH);
  let random = "";
  for (const byte of bytes) random += ALPHABET[byte % ALPHABET.length];
  return `MATCHA${percentOff}-${random}`;
}

/**
 * The subscriber's welcome code, created on the first call and returned unchanged on every later one (one code per
 * subscriber, enforced by the table's unique subscriber id). Pass the signup's transaction.
 */
export async function issueWelcomeCode(executor: Executor, subscriberId: string): Promise<string> {
  const { welcomeDiscountPercent, welcomeCodeValidDays } = policies.newsletter;
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const [created] = await executor
      .insert(discountCodes)
      .values({
        code: generateWelcomeCode(welcomeDiscountPercent),
        subscriberId,
        percentOff: welcomeDiscountPercent,
        expiresAt: new Date(Date.now() + welcomeCodeValidDays * DAY_MS),
      })
      .onConflictDoNothing()
      .returning({ code: discountCodes.code });
    if (created) return created.code;
    const [existing] = await executor
      .select({ code: discountCodes.code })
      .from(discountCodes)
      .where(eq(discountCodes.subscriberId, subscriberId))
      .limit(1);
    if (existing) return existing.code;
    // Otherwise the random code itself collided with another subscriber's: draw again.
  }
  throw new Error("could not draw an unused welcome code");
}

/** The shape of every welcome code, for the redemption side to check input against before any lookup. */
export const WELCOME_CODE_PATTERN = /^MATCHA\d{1,3}-[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{8}$/;
