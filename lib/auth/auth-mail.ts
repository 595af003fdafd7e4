import "server-only";

import { accountMessages } from "@/content/messages/en/account";
import type { Db } from "@/lib/db";
import { enqueueMail, flushOutbox } from "@/lib/mail";

const { mail } = accountMessages;

type Recipient = { email: string; name: string };

/**
 * The confirmation link Better Auth made (it returns to the site root once used). Like every account e-mail it is
 * queued and then delivered without waiting, so no answer takes longer because an address has an account.
 */
export async function sendConfirmationMail(db: Db, user: Recipient, url: string): Promise<void> {
  const id = await enqueueMail(db, { kind: "account_confirm", to: user.email, toName: user.name, subject: mail.confirm.subject, text: mail.confirm.text(user.name, url) });
  if (id) void flushOutbox(db, [id]);
}

/** Sign-up with an address that has an account: the page says the same as for a new one, the owner learns by mail. */
export async function sendExistingAccountMail(db: Db, user: Recipient, siteUrl: string): Promise<void> {
  const signIn = new URL("/account/sign-in", siteUrl).toString();
  const reset = new URL("/account/reset-password", siteUrl).toString();
  const id = await enqueueMail(db, { kind: "account_exists", to: user.email, toName: user.name, subject: mail.existing.subject, text: mail.existing.text(user.name, signIn, reset) });
  if (id) void flushOutbox(db, [id]);
}

/** A reset for a known address must take as long as one for an unknown one, hence no waiting for SMTP. */
export async function sendPasswordResetMail(db: Db, user: Recipient, url: string, token: string): Promise<void> {
  const id = await enqueueMail(db, {
    kind: "password_reset",
    dedupeKey: `password_reset:${token}`,
    to: user.email,
    toName: user.name,
    subject: mail.reset.subject,
    text: mail.reset.text(user.name, url),
  });
  if (id) void flushOutbox(db, [id]);
}
