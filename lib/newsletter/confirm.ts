import "server-only";

import { and, eq, isNotNull, isNull, or, sql } from "drizzle-orm";

import type { Db } from "@/lib/db";
import { newsletterSubscribers } from "@/lib/db/schema";
import type { NewsletterProvider } from "./provider";

export type ConfirmOutcome = "confirmed" | "already_confirmed" | "unknown";

/** A subscriber whose inbox has not (or, after an unsubscribe, no longer) agreed to the newsletter. */
const awaitingConfirmation = or(
  isNull(newsletterSubscribers.confirmedAt),
  isNotNull(newsletterSubscribers.unsubscribedAt),
);

/**
 * The inbox's yes, from the signed link only it was sent: the welcome code starts to apply, and an unsubscribed
 * reader rejoins (a new consent time). The marketing provider, when configured, is told here and not at sign-up, so
 * only confirmed inboxes reach its list; its failure stores nothing and the reader can press the button again
 * (NewsletterProviderError propagates). Idempotent: a second confirmation changes nothing.
 */
export async function confirmSubscription(
  db: Db,
  subscriberId: string,
  provider: NewsletterProvider | null,
  now = new Date(),
): Promise<ConfirmOutcome> {
  const [subscriber] = await db
    .select({ email: newsletterSubscribers.email })
    .from(newsletterSubscribers)
    .where(and(eq(newsletterSubscribers.id, subscriberId), awaitingConfirmation));
  if (!subscriber) {
    const [exists] = await db
      .select({ id: newsletterSubscribers.id })
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.id, subscriberId));
    return exists ? "already_confirmed" : "unknown";
  }
  if (provider) await provider.subscribe(subscriber.email);
  const at = sql`${now.toISOString()}::timestamptz`;
  const updated = await db
    .update(newsletterSubscribers)
    .set({
      // The first confirmation is kept as the record of the double opt-in; a rejoin records its own consent time.
      confirmedAt: sql`coalesce(${newsletterSubscribers.confirmedAt}, ${at})`,
      consentedAt: sql`case when ${newsletterSubscribers.unsubscribedAt} is null then ${newsletterSubscribers.consentedAt} else ${at} end`,
      unsubscribedAt: null,
    })
    .where(and(eq(newsletterSubscribers.id, subscriberId), awaitingConfirmation))
    .returning({ id: newsletterSubscribers.id });
  return updated.length > 0 ? "confirmed" : "already_confirmed";
}
