import "server-only";

import type { Db } from "@/lib/db";
import { signConfirmToken } from "./confirm-links";
import type { SubscriberLinkToken } from "./subscriber-link-signature";
import { oneClickUnsubscribePath } from "./unsubscribe-links";
import { subscriberConsentOf } from "./unsubscribe";
import { verifyUnsubscribeToken } from "./unsubscribe-token";

type Query = Record<string, string | string[] | undefined>;

/**
 * What the unsubscribe page shows; `formAction` is where its confirm button posts (the link's own token). Once
 * unsubscribed, `rejoin` signs the way back: the subscription's confirmation link, which only this inbox holds.
 */
export type UnsubscribePageState =
  | { view: "invalid" }
  | { view: "gone" }
  | { view: "confirm"; email: string; formAction: string }
  | { view: "done"; email: string; rejoin: SubscriberLinkToken }
  | { view: "already"; email: string; unsubscribedAt: Date; rejoin: SubscriberLinkToken };

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** Reads the link's `s` and `t` (and the `result` the POST redirected with) into the page's view. */
export async function unsubscribePageState(db: Db, query: Query): Promise<UnsubscribePageState> {
  const subscriberId = await verifyUnsubscribeToken(first(query.s), first(query.t));
  if (!subscriberId) return { view: "invalid" };
  const subscriber = await subscriberConsentOf(db, subscriberId);
  if (!subscriber) return { view: "gone" };
  if (!subscriber.unsubscribedAt)
    return {
      view: "confirm",
      email: subscriber.email,
      formAction: oneClickUnsubscribePath({ subscriberId, signature: String(first(query.t)) }),
    };
  const rejoin = await signConfirmToken(subscriberId);
  // Only the POST that did it says "you are unsubscribed"; opening the link again says it was done already.
  return first(query.result) === "unsubscribed"
    ? { view: "done", email: subscriber.email, rejoin }
    : { view: "already", email: subscriber.email, unsubscribedAt: subscriber.unsubscribedAt, rejoin };
}
