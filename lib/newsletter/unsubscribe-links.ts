import "server-only";

import { localizedPath, type Locale } from "@/lib/i18n/locales";
import type { OutgoingMail } from "@/lib/mail/message";
import { absoluteUrl } from "@/lib/seo/absolute-url";
import { signUnsubscribeToken, type UnsubscribeToken } from "./unsubscribe-token";

/** Where a mailbox provider's one-click POST (RFC 8058) goes; also where the page's confirm form posts. */
export const ONE_CLICK_UNSUBSCRIBE_PATH = "/api/newsletter/unsubscribe";

const tokenQuery = ({ subscriberId, signature }: UnsubscribeToken) =>
  new URLSearchParams({ s: subscriberId, t: signature }).toString();

/** The page in the subscriber's language that asks to confirm (a GET never unsubscribes: mail scanners open links). */
export function unsubscribePagePath(locale: Locale, token: UnsubscribeToken): string {
  return localizedPath(locale, `/newsletter/unsubscribe?${tokenQuery(token)}`);
}

export function oneClickUnsubscribePath(token: UnsubscribeToken): string {
  return `${ONE_CLICK_UNSUBSCRIBE_PATH}?${tokenQuery(token)}`;
}

export type UnsubscribeLinks = { pageUrl: string; headers: NonNullable<OutgoingMail["headers"]> };

/**
 * The link for the e-mail's body and the headers that let the mailbox show its own unsubscribe button: an https
 * List-Unsubscribe with List-Unsubscribe-Post, so the provider unsubscribes with one POST (RFC 8058). No mailto:
 * nothing here reads a mailbox, and a mailto nobody acts on would be a promise the shop does not keep.
 */
export async function unsubscribeLinksFor(subscriber: { id: string; locale: Locale }): Promise<UnsubscribeLinks> {
  const token = await signUnsubscribeToken(subscriber.id);
  return {
    pageUrl: absoluteUrl(unsubscribePagePath(subscriber.locale, token)),
    headers: {
      "List-Unsubscribe": `<${absoluteUrl(oneClickUnsubscribePath(token))}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}
