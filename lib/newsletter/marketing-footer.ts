import { escapeHtml } from "@/lib/mail/html";
import type { UnsubscribeLinks } from "./unsubscribe-links";

type FooterTexts = { signOff: string; whyReceived: string; unsubscribe: string };

/**
 * The end of every e-mail sent on the newsletter's consent (its welcome and reminders, cart reminders): the sign-off,
 * why it came, and the signed way out. The List-Unsubscribe headers travel with `unsubscribe.headers`.
 */
export function marketingMailFooter(m: FooterTexts, unsubscribe: UnsubscribeLinks): { text: string[]; html: string[] } {
  return {
    text: ["", m.signOff, "", m.whyReceived, `${m.unsubscribe}: ${unsubscribe.pageUrl}`],
    html: [
      `<p>${escapeHtml(m.signOff)}</p>`,
      `<p style="font-size:12px;color:#666">${escapeHtml(m.whyReceived)} <a href="${escapeHtml(unsubscribe.pageUrl)}">${escapeHtml(m.unsubscribe)}</a></p>`,
    ],
  };
}
