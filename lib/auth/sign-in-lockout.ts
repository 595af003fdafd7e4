import "server-only";

import { defineRateLimit, type LimitResult } from "@/lib/rate-limit/limit";

/**
 * Lock steps after wrong passwords for one account: the first few cost nothing (a shopper mistypes), then each
 * further failure locks sign-in for longer. The owner of a known address is never locked out for more than an hour
 * at a time, and a guesser gets about 40 tries a day instead of the 960 a flat "10 per 15 minutes" allowed. A
 * stranger can still keep a known address locked that way, so a completed password reset clears the lock
 * (clearSignInLockout): the owner's inbox always gets them back in, with five free tries before any new lock.
 */
export const SIGN_IN_LOCK_STEPS = [
  { failures: 20, lockSeconds: 60 * 60 },
  { failures: 15, lockSeconds: 15 * 60 },
  { failures: 10, lockSeconds: 5 * 60 },
  { failures: 5, lockSeconds: 60 },
] as const;

/** Failures before the first lock step: attempts up to here are never held back. */
const FREE_FAILURES = SIGN_IN_LOCK_STEPS[SIGN_IN_LOCK_STEPS.length - 1]!.failures;
/** How long an admitted attempt holds the lock while its password is checked (a hash takes well under a second). */
const IN_FLIGHT_SECONDS = 30;

/** Seconds sign-in stays locked after the account's `failures`-th wrong password in a row. */
export function lockSecondsAfter(failures: number): number {
  return SIGN_IN_LOCK_STEPS.find((step) => failures >= step.failures)?.lockSeconds ?? 0;
}

// Counted per normalised e-mail whether or not an account has it, so a lock says nothing about who is a customer.
// A series is forgotten a day after its first failure, or at once when the right password is given.
const failuresByAccount = defineRateLimit({
  name: "auth-sign-in-failures",
  points: 1_000_000,
  durationSeconds: 24 * 60 * 60,
});
// One point: taken by the single attempt let through once the lock steps apply, or blocked while a lock lasts.
const lockByAccount = defineRateLimit({ name: "auth-sign-in-lock", points: 1, durationSeconds: IN_FLIGHT_SECONDS });

/**
 * Decides whether a sign-in attempt may check its password. The attempt is counted as a failure up front, so a
 * burst of parallel guesses cannot all slip in before the first of them is found wrong; a right password wipes
 * the count (recordSignInOutcome). Past the free failures, only one attempt at a time gets through, and none while
 * a lock lasts.
 */
export async function admitSignIn(email: string): Promise<LimitResult> {
  await failuresByAccount.consume(email);
  if ((await failuresByAccount.used(email)) <= FREE_FAILURES) return { ok: true };
  const slot = await lockByAccount.consume(email);
  if (!slot.ok) await failuresByAccount.refund(email);
  return slot;
}

export type SignInOutcome = "wrong_password" | "password_accepted" | "not_checked";

/** Called once the password was checked (or turned out not to be): locks, unlocks, or gives the count back. */
export async function recordSignInOutcome(email: string, outcome: SignInOutcome): Promise<void> {
  if (outcome === "password_accepted") {
    await Promise.all([failuresByAccount.reset(email), lockByAccount.reset(email)]);
  } else if (outcome === "not_checked") {
    await failuresByAccount.refund(email);
  } else {
    const seconds = lockSecondsAfter(await failuresByAccount.used(email));
    if (seconds > 0) await lockByAccount.block(email, seconds);
  }
}

/**
 * A completed password reset ends the account's lock-out at once: the link proved the inbox, so whoever was
 * guessing (or keeping the account locked on purpose) no longer stands between the owner and their account.
 */
export async function clearSignInLockout(email: string): Promise<void> {
  await recordSignInOutcome(email.trim().toLowerCase(), "password_accepted");
}
