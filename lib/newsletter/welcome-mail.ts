import "server-only";

import { welcomeMailMessages } from "@/content/messages/newsletter-welcome-mail";
import { formatShopDate } from "@/lib/i18n/format";
import { localizedPath, type Locale } from "@/lib/i18n/locales";
import { escapeHtml, htmlEmail } from "@/lib/mail/html";
import type { OutgoingMail } from "@/lib/mail/message";
import { absoluteUrl } from "@/lib/seo/absolute-url";

/** The welcome e-mail carrying the subscriber's code; one per subscriber, whatever retries happen. */
export function welcomeMail(subscriber: { id: string; email: string; locale: Locale }, code: string, expiresAt: Date): OutgoingMail {
  const { locale } = subscriber;
  const m = welcomeMailMessages[locale];
  const shopUrl = absoluteUrl(localizedPath(locale, "/collection"));
  const validUntil = m.validUntil(formatShopDate(expiresAt, { locale, style: "medium" }));
  const text = [m.greeting, "", m.intro, "", code, "", m.howTo, validUntil, "", `${m.shopLink}: ${shopUrl}`, "", m.signOff].join("\n");
  const html = [
    `<h1>${escapeHtml(m.greeting)}</h1>`,
    `<p>${escapeHtml(m.intro)}</p>`,
    `<p dir="ltr" style="font-size:24px;font-weight:bold;letter-spacing:2px">${escapeHtml(code)}</p>`,
    `<p>${escapeHtml(m.howTo)} ${escapeHtml(validUntil)}</p>`,
    `<p><a href="${escapeHtml(shopUrl)}">${escapeHtml(m.shopLink)}</a></p>`,
    `<p>${escapeHtml(m.signOff)}</p>`,
  ].join("\n");
  return { kind: "newsletter_welcome", dedupeKey: `newsletter_welcome:${subscriber.id}`, to: subscriber.email, subject: m.subject, text, html: htmlEmail(locale, html) };
}
