import "server-only";

import { eq } from "drizzle-orm";

import type { Db } from "@/lib/db";
import { newsletterSubscribers } from "@/lib/db/schema";
import { confirmFormPath, verifyConfirmToken } from "./confirm-links";

type Query = Record<string, string | string[] | undefined>;

/** Why the last press of the button changed nothing: the provider failed, or the client pressed it too often. */
export type ConfirmProblem = "failed" | "throttled";

/**
 * What the confirmation page shows. `confirm` is a first confirmation, `rejoin` an unsubscribed reader's way back
 * (the same link, the same button); `formAction` is where the button posts (the link's own token).
 */
export type ConfirmPageState =
  | { view: "invalid" }
  | { view: "gone" }
  | { view: "confirm" | "rejoin"; email: string; formAction: string; problem: ConfirmProblem | null }
  | { view: "done" | "already"; email: string };

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
const problemOf = (result: string | undefined): ConfirmProblem | null =>
  result === "failed" || result === "throttled" ? result : null;

/** Reads the link's `s` and `t` (and the `result` the POST redirected with) into the page's view. A GET changes nothing. */
export async function confirmPageState(db: Db, query: Query): Promise<ConfirmPageState> {
  const subscriberId = await verifyConfirmToken(first(query.s), first(query.t));
  if (!subscriberId) return { view: "invalid" };
  const [subscriber] = await db
    .select({
      email: newsletterSubscribers.email,
      confirmedAt: newsletterSubscribers.confirmedAt,
      unsubscribedAt: newsletterSubscribers.unsubscribedAt,
    })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.id, subscriberId));
  if (!subscriber) return { view: "gone" };
  const result = first(query.result);
  if (subscriber.confirmedAt && !subscriber.unsubscribedAt)
    return { view: result === "confirmed" ? "done" : "already", email: subscriber.email };
  return {
    view: subscriber.unsubscribedAt ? "rejoin" : "confirm",
    email: subscriber.email,
    formAction: confirmFormPath({ subscriberId, signature: String(first(query.t)) }),
    problem: problemOf(result),
  };
}
