import "server-only";

import { welcomeMailMessages as m } from "@/content/messages/en/newsletter-welcome-mail";
import { escapeHtml } from "@/lib/mail/html";
import type { OutgoingMail } from "@/lib/mail/message";
import { SHOP_TIME_ZONE } from "@/lib/orders/delivery-estimate";
import { absoluteUrl } from "@/lib/seo/absolute-url";

const formatDate = (date: Date) => new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: SHOP_TIME_ZONE }).format(date);

/** The welcome e-mail carrying the subscriber's code; one per subscriber, whatever retries happen. */
export function welcomeMail(subscriber: { id: string; email: string }, code: string, expiresAt: Date): OutgoingMail {
  const shopUrl = absoluteUrl("/collection");
  const validUntil = m.validUntil(formatDate(expiresAt));
  const text = [m.greeting, "", m.intro, "", code, "", m.howTo, validUntil, "", `${m.shopLink}: ${shopUrl}`, "", m.signOff].join("\n");
  const html = [
    `<h1>${escapeHtml(m.greeting)}</h1>`,
    `<p>${escapeHtml(m.intro)}</p>`,
    `<p style="font-size:24px;font-weight:bold;letter-spacing:2px">${escapeHtml(code)}</p>`,
    `<p>${escapeHtml(m.howTo)} ${escapeHtml(validUntil)}</p>`,
    `<p><a href="${escapeHtml(shopUrl)}">${escapeHtml(m.shopLink)}</a></p>`,
    `<p>${escapeHtml(m.signOff)}</p>`,
  ].join("\n");
  return { kind: "newsletter_welcome", dedupeKey: `newsletter_welcome:${subscriber.id}`, to: subscriber.email, subject: m.subject, text, html };
}
