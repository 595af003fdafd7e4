import "server-only";

import { and, eq, isNull } from "drizzle-orm";

import type { Db } from "@/lib/db";
import { newsletterSubscribers } from "@/lib/db/schema";
import type { Locale } from "@/lib/i18n/locales";

export type UnsubscribeOutcome = "unsubscribed" | "already_unsubscribed" | "unknown";

export type SubscriberConsent = { email: string; locale: Locale; unsubscribedAt: Date | null };

/** The subscriber a verified link names (the page shows the address and whether it is still on the list). */
export async function subscriberConsentOf(db: Db, subscriberId: string): Promise<SubscriberConsent | undefined> {
  const [row] = await db
    .select({
      email: newsletterSubscribers.email,
      locale: newsletterSubscribers.locale,
      unsubscribedAt: newsletterSubscribers.unsubscribedAt,
    })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.id, subscriberId));
  return row;
}

/**
 * Withdraws a subscriber's consent, recording when. Idempotent: only the first use sets the time (one conditional
 * UPDATE, so two clicks at once record one time), a later one answers `already_unsubscribed`. `unknown` when the
 * subscriber is gone (erased since the e-mail was sent): nothing is left to unsubscribe.
 */
export async function unsubscribeFromNewsletter(
  db: Db,
  subscriberId: string,
  now = new Date(),
): Promise<UnsubscribeOutcome> {
  const updated = await db
    .update(newsletterSubscribers)
    .set({ unsubscribedAt: now })
    .where(and(eq(newsletterSubscribers.id, subscriberId), isNull(newsletterSubscribers.unsubscribedAt)))
    .returning({ id: newsletterSubscribers.id });
  if (updated.length > 0) return "unsubscribed";
  return (await subscriberConsentOf(db, subscriberId)) ? "already_unsubscribed" : "unknown";
}
