import "server-only";

import { localizedPath, type Locale } from "@/lib/i18n/locales";
import { absoluteUrl } from "@/lib/seo/absolute-url";
import { signSubscriberLink, verifySubscriberLink, type SubscriberLinkToken } from "./subscriber-link-signature";

/** Where the confirmation page's button posts; a GET there only opens the page (mail scanners open links). */
export const CONFIRM_SUBSCRIPTION_PATH = "/api/newsletter/confirm";

const tokenQuery = ({ subscriberId, signature }: SubscriberLinkToken) =>
  new URLSearchParams({ s: subscriberId, t: signature }).toString();

/**
 * The signed link only the inbox receives. It never expires: the welcome e-mail's link must work whenever its reader
 * gets to it (the code has its own end date), and after an unsubscribe the same link is how that reader rejoins.
 */
export async function signConfirmToken(subscriberId: string): Promise<SubscriberLinkToken> {
  return signSubscriberLink("newsletter-confirm", subscriberId);
}

export async function verifyConfirmToken(subscriberId: unknown, signature: unknown): Promise<string | null> {
  return verifySubscriberLink("newsletter-confirm", subscriberId, signature);
}

/** The page in the subscriber's language that asks to confirm; its button is a plain form POST. */
export function confirmPagePath(locale: Locale, token: SubscriberLinkToken): string {
  return localizedPath(locale, `/newsletter/confirm?${tokenQuery(token)}`);
}

export function confirmFormPath(token: SubscriberLinkToken): string {
  return `${CONFIRM_SUBSCRIPTION_PATH}?${tokenQuery(token)}`;
}

/** The absolute link for an e-mail's body. */
export async function confirmUrlFor(subscriber: { id: string; locale: Locale }): Promise<string> {
  return absoluteUrl(confirmPagePath(subscriber.locale, await signConfirmToken(subscriber.id)));
}
