import "server-only";

import { createHmac, timingSafeEqual } from "node:crypto";

import { hashPasswordWithSalt } from "./password-hash";

/**
 * What a pending sign-up keeps of its password: the shop's scrypt hash with a salt keyed by the auth secret and the
 * address. Every pending sign-up of one address and one password has the same proof, so the confirmation page hashes
 * the typed password once and compares it with all of them, however many strangers signed the address up. The
 * account itself gets an ordinary hash with a random salt when it is created.
 */
export function signUpProof(secret: string, email: string, password: string): Promise<string> {
  const salt = createHmac("sha256", secret).update(`sign-up-proof:${email}`).digest().subarray(0, 16);
  return hashPasswordWithSalt(password, salt);
}

export function sameProof(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
