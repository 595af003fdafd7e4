import "server-only";

import { eq, or, sql } from "drizzle-orm";

import { refusalFor } from "@/lib/discounts/check-discount-code";
import { issueWelcomeCode } from "@/lib/discounts/issue-welcome-code";
import type { Db } from "@/lib/db";
import { discountCodes, newsletterSubscribers } from "@/lib/db/schema";
import { enqueueMail, flushOutbox } from "@/lib/mail";
import type { Locale } from "@/lib/i18n/locales";
import type { NewsletterSignup } from "@/lib/validations/newsletter";
import { mailboxOf } from "./mailbox";
import type { NewsletterProvider } from "./provider";
import { unsubscribeLinksFor } from "./unsubscribe-links";
import { welcomeMail, welcomeReminderMail } from "./welcome-mail";

/**
 * Both outcomes carry the mailbox's one welcome code. Only the action decides what the caller may learn: the code is
 * bound to the subscriber's address (mayRedeemWelcomeCode), so showing it to whoever typed the address gives nothing.
 */
export type SubscribeResult = { outcome: "subscribed" | "already_subscribed"; code: string; mailbox: string };

type Subscriber = { id: string; email: string; locale: Locale };
const subscriberColumns = {
  id: newsletterSubscribers.id,
  email: newsletterSubscribers.email,
  locale: newsletterSubscribers.locale,
};

/** The mailbox's subscriber; failing that a row from before mailboxes were stored (migration 0006) with this very address. */
async function subscriberOf(db: Db, mailbox: string, email: string): Promise<Subscriber | undefined> {
  const [row] = await db
    .select(subscriberColumns)
    .from(newsletterSubscribers)
    .where(or(eq(newsletterSubscribers.mailbox, mailbox), eq(newsletterSubscribers.email, email)))
    .orderBy(sql`${newsletterSubscribers.mailbox} nulls last`)
    .limit(1);
  return row;
}

/** The existing subscriber's code again, and the reminder e-mail that tells the inbox owner about the repeat. */
async function remindSubscriber(
  db: Db,
  subscriber: Subscriber,
  mailbox: string,
  { remind = true } = {},
): Promise<SubscribeResult> {
  const unsubscribe = await unsubscribeLinksFor(subscriber);
  const reminded = await db.transaction(async (tx) => {
    const code = await issueWelcomeCode(tx, subscriber.id);
    const [issued] = await tx
      .select({
        code: discountCodes.code,
        percentOff: discountCodes.percentOff,
        expiresAt: discountCodes.expiresAt,
        redeemedAt: discountCodes.redeemedAt,
      })
      .from(discountCodes)
      .where(eq(discountCodes.code, code));
    const usable = !refusalFor(issued);
    const mailId = remind
      ? await enqueueMail(
          tx,
          welcomeReminderMail(subscriber, { code, expiresAt: issued?.expiresAt ?? new Date(), usable }, unsubscribe),
        )
      : null;
    return { code, mailId };
  });
  if (reminded.mailId) await flushOutbox(db, [reminded.mailId]);
  return { outcome: "already_subscribed", code: reminded.code, mailbox };
}

/**
 * Stores a validated signup once per mailbox (plus variants of one inbox are one subscriber), issues its welcome code
 * and queues the welcome e-mail in the same transaction, then delivers that e-mail. A repeat (or the loser of two
 * signups at once) gets the same code back and a reminder e-mail. With a marketing provider configured it is asked
 * first, every time: its failure stores nothing, so the shopper can simply try again; its own 'already on the list'
 * still stores the shop's subscriber, whose code only that inbox can use. Provider errors propagate
 * (NewsletterProviderError).
 */
export async function subscribeToNewsletter(
  db: Db,
  signup: NewsletterSignup & { locale?: Locale },
  provider: NewsletterProvider | null,
): Promise<SubscribeResult> {
  const mailbox = mailboxOf(signup.email);
  // Asked for repeats too (it answers 'already' and nothing changes), so a repeat takes as long as a new signup.
  if (provider) await provider.subscribe(signup.email);
  const existing = await subscriberOf(db, mailbox, signup.email);
  if (existing) return remindSubscriber(db, existing, mailbox);

  const created = await db.transaction(async (tx) => {
    const [subscriber] = await tx
      .insert(newsletterSubscribers)
      .values({
        email: signup.email,
        mailbox,
        source: signup.source,
        locale: signup.locale ?? "en",
        consentedAt: new Date(),
      })
      .onConflictDoNothing()
      .returning(subscriberColumns);
    if (!subscriber) return null;
    const code = await issueWelcomeCode(tx, subscriber.id);
    const [issued] = await tx
      .select({ expiresAt: discountCodes.expiresAt })
      .from(discountCodes)
      .where(eq(discountCodes.code, code));
    const mailId = await enqueueMail(
      tx,
      welcomeMail(subscriber, code, issued?.expiresAt ?? new Date(), await unsubscribeLinksFor(subscriber)),
    );
    return { code, mailId };
  });
  if (!created) {
    // Lost a race with a simultaneous signup of the same mailbox (a double submit): that one sent the welcome e-mail.
    const winner = await subscriberOf(db, mailbox, signup.email);
    if (!winner) throw new Error("newsletter signup conflicted with a subscriber that is not there");
    return remindSubscriber(db, winner, mailbox, { remind: false });
  }

  // After the commit: the e-mail goes out now, or stays in the outbox for a retry if SMTP is away.
  if (created.mailId) await flushOutbox(db, [created.mailId]);
  return { outcome: "subscribed", code: created.code, mailbox };
}
