import "server-only";

import { accountMessages } from "@/content/messages/account";
import type { Db } from "@/lib/db";
import { isLocale, localizedPath, type Locale } from "@/lib/i18n/locales";
import { enqueueMail, flushOutbox } from "@/lib/mail";
import { plainTextHtml } from "@/lib/mail/html";
import type { OutgoingMail } from "@/lib/mail/message";
import { CONFIRMATION_LINK_HOURS, RESET_LINK_HOURS } from "./link-lifetimes";

/** Better Auth hands over the user row; `locale` is its additional field (whatever an HTTP caller sent is re-checked). */
type Recipient = { email: string; name: string; emailVerified?: boolean; locale?: unknown };

/** Account e-mails are written in the language the account was made in. */
const localeOf = (user: Recipient): Locale => (isLocale(user.locale) ? user.locale : "en");

async function deliver(
  db: Db,
  user: Recipient,
  mail: Pick<OutgoingMail, "kind" | "dedupeKey" | "subject" | "text">,
): Promise<void> {
  // Until the address is confirmed the name is whatever the last sign-up typed, so it is not put on the envelope.
  const toName = user.emailVerified ? user.name : undefined;
  const id = await enqueueMail(db, { ...mail, to: user.email, toName, html: plainTextHtml(localeOf(user), mail.text) });
  if (id) void flushOutbox(db, [id]);
}

/**
 * The confirmation link Better Auth made (it returns to the shop's home in the account's language once used). Like
 * every account e-mail it is queued and then delivered without waiting, so no answer takes longer because an
 * address has an account.
 */
export async function sendConfirmationMail(db: Db, user: Recipient, url: string): Promise<void> {
  const locale = localeOf(user);
  const { mail } = accountMessages[locale];
  await deliver(db, user, {
    kind: "account_confirm",
    subject: mail.confirm.subject,
    text: mail.confirm.text(url, mail.linkLifetime(CONFIRMATION_LINK_HOURS)),
  });
}

/** Sign-up with an address that has an account: the page says the same as for a new one, the owner learns by mail. */
export async function sendExistingAccountMail(db: Db, user: Recipient, siteUrl: string): Promise<void> {
  const locale = localeOf(user);
  const { mail } = accountMessages[locale];
  const signIn = new URL(localizedPath(locale, "/account/sign-in"), siteUrl).toString();
  const reset = new URL(localizedPath(locale, "/account/reset-password"), siteUrl).toString();
  await deliver(db, user, {
    kind: "account_exists",
    subject: mail.existing.subject,
    text: mail.existing.text(user.name, signIn, reset),
  });
}

/** A reset for a known address must take as long as one for an unknown one, hence no waiting for SMTP. */
export async function sendPasswordResetMail(db: Db, user: Recipient, url: string, token: string): Promise<void> {
  const locale = localeOf(user);
  const { mail } = accountMessages[locale];
  await deliver(db, user, {
    kind: "password_reset",
    dedupeKey: `password_reset:${token}`,
    subject: mail.reset.subject,
    text: mail.reset.text(url, mail.linkLifetime(RESET_LINK_HOURS)),
  });
}
