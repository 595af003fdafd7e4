import "server-only";

import { createHmac, timingSafeEqual } from "node:crypto";

import { resolveAuthSecret } from "@/lib/auth/auth-secret";

/** What an unsubscribe link carries: the subscriber's id and the shop's signature of it. */
export type UnsubscribeToken = { subscriberId: string; signature: string };

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const SIGNATURE_PATTERN = /^[A-Za-z0-9_-]{43}$/;

// The purpose prefix keeps this signature from ever equalling another HMAC the shop makes with the same secret.
async function signatureFor(subscriberId: string): Promise<string> {
  return createHmac("sha256", await resolveAuthSecret())
    .update(`newsletter-unsubscribe:${subscriberId}`)
    .digest("base64url");
}

/** The token for a subscriber's links: it never expires, since an old e-mail's link must still work (RFC 8058). */
export async function signUnsubscribeToken(subscriberId: string): Promise<UnsubscribeToken> {
  return { subscriberId, signature: await signatureFor(subscriberId) };
}

/**
 * The subscriber id a link's `s` and `t` stand for, or null when they are malformed or the signature is not the
 * shop's for that id: without the secret nobody can make a link for another subscriber.
 */
export async function verifyUnsubscribeToken(subscriberId: unknown, signature: unknown): Promise<string | null> {
  if (typeof subscriberId !== "string" || typeof signature !== "string") return null;
  const id = subscriberId.toLowerCase();
  if (!UUID_PATTERN.test(id) || !SIGNATURE_PATTERN.test(signature)) return null;
  const expected = Buffer.from(await signatureFor(id));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? id : null;
}
