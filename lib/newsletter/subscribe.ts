import "server-only";

import { eq } from "drizzle-orm";

import { issueWelcomeCode } from "@/lib/discounts/issue-welcome-code";
import type { Db } from "@/lib/db";
import { discountCodes, newsletterSubscribers } from "@/lib/db/schema";
import { enqueueMail, flushOutbox } from "@/lib/mail";
import type { Locale } from "@/lib/i18n/locales";
import type { NewsletterSignup } from "@/lib/validations/newsletter";
import type { NewsletterProvider } from "./provider";
import { welcomeMail } from "./welcome-mail";

export type SubscribeResult = { outcome: "subscribed"; code: string } | { outcome: "already_subscribed" };

async function isSubscribed(db: Db, email: string): Promise<boolean> {
  const [row] = await db.select({ id: newsletterSubscribers.id }).from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)).limit(1);
  return Boolean(row);
}

/**
 * Stores a validated signup once, issues its welcome code and queues the welcome e-mail in the same transaction,
 * then delivers that e-mail. A second signup of the same address (or two at once) is 'already subscribed' and
 * reveals nothing. With a marketing provider configured it is asked first: its failure stores nothing, so the
 * shopper can simply try again. Provider errors propagate (NewsletterProviderError).
 */
export async function subscribeToNewsletter(db: Db, signup: NewsletterSignup & { locale?: Locale }, provider: NewsletterProvider | null): Promise<SubscribeResult> {
  if (await isSubscribed(db, signup.email)) return { outcome: "already_subscribed" };
  if (provider && (await provider.subscribe(signup.email)) === "already_subscribed") return { outcome: "already_subscribed" };

  const created = await db.transaction(async (tx) => {
    const [subscriber] = await tx
      .insert(newsletterSubscribers)
      .values({ email: signup.email, source: signup.source, locale: signup.locale ?? "en", consentedAt: new Date() })
      .onConflictDoNothing({ target: newsletterSubscribers.email })
      .returning({ id: newsletterSubscribers.id, email: newsletterSubscribers.email, locale: newsletterSubscribers.locale });
    // Lost a race with a simultaneous signup of the same address: that one gets the code.
    if (!subscriber) return null;
    const code = await issueWelcomeCode(tx, subscriber.id);
    const [issued] = await tx.select({ expiresAt: discountCodes.expiresAt }).from(discountCodes).where(eq(discountCodes.code, code));
    const mailId = await enqueueMail(tx, welcomeMail(subscriber, code, issued?.expiresAt ?? new Date()));
    return { code, mailId };
  });
  if (!created) return { outcome: "already_subscribed" };

  // After the commit: the e-mail goes out now, or stays in the outbox for a retry if SMTP is away.
  if (created.mailId) await flushOutbox(db, [created.mailId]);
  return { outcome: "subscribed", code: created.code };
}
