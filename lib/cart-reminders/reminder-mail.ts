import "server-only";

import { cartReminderMailMessages } from "@/content/messages/cart-reminder-mail";
import { formatShopDate } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locales";
import { escapeHtml, htmlEmail } from "@/lib/mail/html";
import { marketingMailFooter } from "@/lib/newsletter/marketing-footer";
import type { OutgoingMail } from "@/lib/mail/message";
import type { UnsubscribeLinks } from "@/lib/newsletter/unsubscribe-links";

export type CartReminder = {
  cartId: string;
  email: string;
  locale: Locale;
  items: number;
  restoreUrl: string;
  expiresAt: Date;
};

/**
 * The reminder in the shopper's language: the restore link, and the newsletter's way out (its signed link in the body
 * and the List-Unsubscribe headers), since the reminder goes out on that consent. One per cart (the dedupe key).
 */
export function cartReminderMail(reminder: CartReminder, unsubscribe: UnsubscribeLinks): OutgoingMail {
  const { locale } = reminder;
  const m = cartReminderMailMessages[locale];
  const validity = m.validity(formatShopDate(reminder.expiresAt, { locale, style: "medium" }));
  const footer = marketingMailFooter(m, unsubscribe);
  const text = [
    m.greeting,
    "",
    m.intro(reminder.items),
    "",
    `${m.restoreLink}: ${reminder.restoreUrl}`,
    validity,
    m.onlyOnce,
    ...footer.text,
  ].join("\n");
  const html = [
    `<p>${escapeHtml(m.greeting)}</p>`,
    `<p>${escapeHtml(m.intro(reminder.items))}</p>`,
    `<p><a href="${escapeHtml(reminder.restoreUrl)}" style="font-weight:bold">${escapeHtml(m.restoreLink)}</a></p>`,
    `<p>${escapeHtml(validity)} ${escapeHtml(m.onlyOnce)}</p>`,
    ...footer.html,
  ].join("\n");
  return {
    kind: "cart_reminder",
    dedupeKey: `cart_reminder:${reminder.cartId}`,
    to: reminder.email,
    subject: m.subject,
    text,
    html: htmlEmail(locale, html),
    headers: unsubscribe.headers,
  };
}
