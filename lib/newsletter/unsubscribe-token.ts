import "server-only";

import { signSubscriberLink, verifySubscriberLink, type SubscriberLinkToken } from "./subscriber-link-signature";

/** What an unsubscribe link carries: the subscriber's id and the shop's signature of it. */
export type UnsubscribeToken = SubscriberLinkToken;

/** The token for a subscriber's links: it never expires, since an old e-mail's link must still work (RFC 8058). */
export async function signUnsubscribeToken(subscriberId: string): Promise<UnsubscribeToken> {
  return signSubscriberLink("newsletter-unsubscribe", subscriberId);
}

/** The subscriber id a link's `s` and `t` stand for, or null unless the shop signed that id for unsubscribing. */
export async function verifyUnsubscribeToken(subscriberId: unknown, signature: unknown): Promise<string | null> {
  return verifySubscriberLink("newsletter-unsubscribe", subscriberId, signature);
}
