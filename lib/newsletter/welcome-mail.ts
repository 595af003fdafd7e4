import "server-only";

import { welcomeMailMessages } from "@/content/messages/newsletter-welcome-mail";
import { formatShopDate } from "@/lib/i18n/format";
import { localizedPath, type Locale } from "@/lib/i18n/locales";
import { escapeHtml, htmlEmail } from "@/lib/mail/html";
import { marketingMailFooter } from "./marketing-footer";
import type { OutgoingMail } from "@/lib/mail/message";
import { absoluteUrl } from "@/lib/seo/absolute-url";
import type { UnsubscribeLinks } from "./unsubscribe-links";

type Subscriber = { id: string; email: string; locale: Locale };
/** The code as issued; `usable` is false once it was redeemed or ran out (only a reminder can meet such a code). */
type IssuedCode = { code: string; expiresAt: Date; usable?: boolean };
/** The signed confirmation link, for a subscriber whose inbox has not confirmed yet: the code works after it. */
type Confirmation = { confirmUrl?: string };

/** Every newsletter e-mail ends with the way out: a signed link in the body and the List-Unsubscribe headers. */
function codeMail(
  subscriber: Subscriber,
  issued: IssuedCode,
  texts: { subject: string; intro: string },
  unsubscribe: UnsubscribeLinks,
  { confirmUrl }: Confirmation = {},
): Omit<OutgoingMail, "kind" | "dedupeKey"> {
  const { locale } = subscriber;
  const m = welcomeMailMessages[locale];
  const shopUrl = absoluteUrl(localizedPath(locale, "/collection"));
  const validity =
    issued.usable === false
      ? m.reminderCodeUsed
      : m.validUntil(formatShopDate(issued.expiresAt, { locale, style: "medium" }));
  const footer = marketingMailFooter(m, unsubscribe);
  const text = [
    m.greeting,
    "",
    texts.intro,
    "",
    issued.code,
    "",
    ...(confirmUrl ? [m.confirmNeeded, `${m.confirmLink}: ${confirmUrl}`, ""] : []),
    m.howTo,
    validity,
    "",
    `${m.shopLink}: ${shopUrl}`,
    ...footer.text,
  ].join("\n");
  const html = [
    `<h1>${escapeHtml(m.greeting)}</h1>`,
    `<p>${escapeHtml(texts.intro)}</p>`,
    `<p dir="ltr" style="font-size:24px;font-weight:bold;letter-spacing:2px">${escapeHtml(issued.code)}</p>`,
    ...(confirmUrl
      ? [
          `<p>${escapeHtml(m.confirmNeeded)}</p>`,
          `<p><a href="${escapeHtml(confirmUrl)}" style="font-weight:bold">${escapeHtml(m.confirmLink)}</a></p>`,
        ]
      : []),
    `<p>${escapeHtml(m.howTo)} ${escapeHtml(validity)}</p>`,
    `<p><a href="${escapeHtml(shopUrl)}">${escapeHtml(m.shopLink)}</a></p>`,
    ...footer.html,
  ].join("\n");
  return {
    to: subscriber.email,
    subject: texts.subject,
    text,
    html: htmlEmail(locale, html),
    headers: unsubscribe.headers,
  };
}

/**
 * The welcome e-mail carrying the subscriber's code and the link that confirms the subscription (the code applies
 * only after it); one per subscriber, whatever retries happen.
 */
export function welcomeMail(
  subscriber: Subscriber,
  code: string,
  expiresAt: Date,
  unsubscribe: UnsubscribeLinks,
  confirmUrl: string,
): OutgoingMail {
  const m = welcomeMailMessages[subscriber.locale];
  return {
    kind: "newsletter_welcome",
    dedupeKey: `newsletter_welcome:${subscriber.id}`,
    ...codeMail(subscriber, { code, expiresAt }, { subject: m.subject, intro: m.intro }, unsubscribe, { confirmUrl }),
  };
}

/**
 * For a repeat signup, what only the inbox owner learns (the page answers as for a new one): a confirmed subscriber
 * is told "you're already on our list" with their code again; one who has not confirmed yet gets the welcome e-mail
 * again, link included (`confirmUrl`). At most one a day per subscriber (the dedupe key), so repeated signups of
 * someone else's address cannot flood their inbox.
 */
export function welcomeReminderMail(
  subscriber: Subscriber,
  issued: IssuedCode & Confirmation,
  unsubscribe: UnsubscribeLinks,
  now = new Date(),
): OutgoingMail {
  const m = welcomeMailMessages[subscriber.locale];
  const day = now.toISOString().slice(0, 10);
  const texts = issued.confirmUrl
    ? { subject: m.subject, intro: m.intro }
    : { subject: m.reminderSubject, intro: m.reminderIntro };
  return {
    kind: "newsletter_reminder",
    dedupeKey: `newsletter_reminder:${subscriber.id}:${day}`,
    ...codeMail(subscriber, issued, texts, unsubscribe, { confirmUrl: issued.confirmUrl }),
  };
}
