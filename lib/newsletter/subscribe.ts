import "server-only";

import { eq, or, sql } from "drizzle-orm";

import { refusalFor } from "@/lib/discounts/check-discount-code";
import { issueWelcomeCode } from "@/lib/discounts/issue-welcome-code";
import type { Db } from "@/lib/db";
import { discountCodes, newsletterSubscribers } from "@/lib/db/schema";
import { enqueueMail, flushOutbox } from "@/lib/mail";
import type { Locale } from "@/lib/i18n/locales";
import type { NewsletterSignup } from "@/lib/validations/newsletter";
import { confirmUrlFor } from "./confirm-links";
import { mailboxOf } from "./mailbox";
import { unsubscribeLinksFor } from "./unsubscribe-links";
import { welcomeMail, welcomeReminderMail } from "./welcome-mail";

/**
 * A new signup carries its welcome code, which applies only once the inbox confirms from the welcome e-mail. A repeat
 * carries no code: whoever typed the address may not be its owner, so only the inbox hears about it. `onList` is
 * false when the address had unsubscribed.
 */
export type SubscribeResult =
  | { outcome: "subscribed"; code: string; mailbox: string }
  | { outcome: "already_subscribed"; mailbox: string; onList: boolean };

type Subscriber = { id: string; email: string; locale: Locale; confirmedAt: Date | null; unsubscribedAt: Date | null };
const subscriberColumns = {
  id: newsletterSubscribers.id,
  email: newsletterSubscribers.email,
  locale: newsletterSubscribers.locale,
  confirmedAt: newsletterSubscribers.confirmedAt,
  unsubscribedAt: newsletterSubscribers.unsubscribedAt,
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

async function expiryOf(tx: Pick<Db, "select">, code: string) {
  const [issued] = await tx
    .select({
      code: discountCodes.code,
      percentOff: discountCodes.percentOff,
      expiresAt: discountCodes.expiresAt,
      redeemedAt: discountCodes.redeemedAt,
    })
    .from(discountCodes)
    .where(eq(discountCodes.code, code));
  return { expiresAt: issued?.expiresAt ?? new Date(), usable: !refusalFor(issued) };
}

/**
 * The e-mail that tells the inbox owner about a repeat: their code again, with the confirmation link while they have
 * not confirmed. Nothing at all to an address that unsubscribed: it withdrew consent, and a stranger may have typed
 * it; its owner rejoins through the confirmation link they were sent (docs/security.md).
 */
async function remindSubscriber(db: Db, subscriber: Subscriber): Promise<void> {
  if (subscriber.unsubscribedAt) return;
  const unsubscribe = await unsubscribeLinksFor(subscriber);
  const confirmUrl = subscriber.confirmedAt ? undefined : await confirmUrlFor(subscriber);
  const mailId = await db.transaction(async (tx) => {
    const code = await issueWelcomeCode(tx, subscriber.id);
    const issued = { code, ...(await expiryOf(tx, code)), confirmUrl };
    return enqueueMail(tx, welcomeReminderMail(subscriber, issued, unsubscribe));
  });
  if (mailId) await flushOutbox(db, [mailId]);
}

const repeatOf = (subscriber: Subscriber, mailbox: string): SubscribeResult => ({
  outcome: "already_subscribed",
  mailbox,
  onList: !subscriber.unsubscribedAt,
});

/**
 * Stores a validated signup once per mailbox (plus variants of one inbox are one subscriber), unconfirmed, issues its
 * welcome code and queues the welcome e-mail with the signed confirmation link in the same transaction, then delivers
 * that e-mail. A repeat (or the loser of two signups at once) gets no code back; the inbox gets a reminder. The
 * marketing provider is told on confirmation (confirm.ts), so a made-up address never reaches its list.
 */
export async function subscribeToNewsletter(
  db: Db,
  signup: NewsletterSignup & { locale?: Locale },
): Promise<SubscribeResult> {
  const mailbox = mailboxOf(signup.email);
  const existing = await subscriberOf(db, mailbox, signup.email);
  if (existing) {
    await remindSubscriber(db, existing);
    return repeatOf(existing, mailbox);
  }

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
    const { expiresAt } = await expiryOf(tx, code);
    const links = await Promise.all([unsubscribeLinksFor(subscriber), confirmUrlFor(subscriber)]);
    const mailId = await enqueueMail(tx, welcomeMail(subscriber, code, expiresAt, ...links));
    return { code, mailId };
  });
  if (!created) {
    // Lost a race with a simultaneous signup of the same mailbox (a double submit): that one sent the welcome e-mail.
    const winner = await subscriberOf(db, mailbox, signup.email);
    if (!winner) throw new Error("newsletter signup conflicted with a subscriber that is not there");
    return repeatOf(winner, mailbox);
  }

  // After the commit: the e-mail goes out now, or stays in the outbox for a retry if SMTP is away.
  if (created.mailId) await flushOutbox(db, [created.mailId]);
  return { outcome: "subscribed", code: created.code, mailbox };
}
