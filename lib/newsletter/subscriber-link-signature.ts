import "server-only";

import { createHmac, timingSafeEqual } from "node:crypto";

import { resolveAuthSecret } from "@/lib/auth/auth-secret";

/** What a newsletter e-mail's link carries: the subscriber's id and the shop's signature of it for one purpose. */
export type SubscriberLinkToken = { subscriberId: string; signature: string };

/** Each purpose signs differently, so an unsubscribe link can never be replayed as a confirmation, or the reverse. */
export type SubscriberLinkPurpose = "newsletter-unsubscribe" | "newsletter-confirm" | "back-in-stock-confirm";

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const SIGNATURE_PATTERN = /^[A-Za-z0-9_-]{43}$/;

// The purpose prefix keeps this signature from ever equalling another HMAC the shop makes with the same secret.
async function signatureFor(purpose: SubscriberLinkPurpose, subscriberId: string): Promise<string> {
  return createHmac("sha256", await resolveAuthSecret())
    .update(`${purpose}:${subscriberId}`)
    .digest("base64url");
}

export async function signSubscriberLink(
  purpose: SubscriberLinkPurpose,
  subscriberId: string,
): Promise<SubscriberLinkToken> {
  return { subscriberId, signature: await signatureFor(purpose, subscriberId) };
}

/**
 * The subscriber id a link's `s` and `t` stand for, or null when they are malformed or the signature is not the
 * shop's for that id and purpose: without the secret nobody can make a link for another subscriber.
 */
export async function verifySubscriberLink(
  purpose: SubscriberLinkPurpose,
  subscriberId: unknown,
  signature: unknown,
): Promise<string | null> {
  if (typeof subscriberId !== "string" || typeof signature !== "string") return null;
  const id = subscriberId.toLowerCase();
  if (!UUID_PATTERN.test(id) || !SIGNATURE_PATTERN.test(signature)) return null;
  const expected = Buffer.from(await signatureFor(purpose, id));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? id : null;
}
