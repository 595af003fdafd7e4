import "server-only";

import { createHash, randomBytes, randomUUID } from "node:crypto";
import { and, desc, eq, gt, lte, sql } from "drizzle-orm";

import type { Db } from "@/lib/db";
import { authAccounts, users, verifications } from "@/lib/db/schema";
import { isLocale, localizedPath, type Locale } from "@/lib/i18n/locales";
import { sendConfirmationMail, sendExistingAccountMail } from "./auth-mail";
import { CONFIRMATION_LINK_HOURS } from "./link-lifetimes";
import { hashPassword } from "./password-hash";
import { sameProof, signUpProof } from "./sign-up-proof";

/**
 * A sign-up is not an account until the inbox confirms it (docs/security.md, "Sign-ups nobody confirmed yet"). Each
 * sign-up is a row of Better Auth's `verifications` table: its id is a hash of the token in the e-mailed link, its
 * identifier names the address (several rows per address), its value keeps the names, the language and a proof of
 * the password. The link proves the inbox; the password typed on the confirmation page picks which of the address's
 * sign-ups becomes the account. So no link can give the account a password the person clicking did not choose, and
 * a later sign-up never voids an earlier one.
 */
export const CONFIRM_PAGE = "/account/confirm";
const IDENTIFIER_PREFIX = "sign-up:";
const LINK_MS = CONFIRMATION_LINK_HOURS * 60 * 60 * 1000;

type PendingValue = { proof: string; firstName: string; lastName: string; locale: Locale };

export type SignUpRequest = { email: string; password: string; firstName: string; lastName: string; locale: unknown };
export type PendingSignUpConfig = { db: Db; secret: string; siteUrl: string };

const identifierOf = (email: string) => `${IDENTIFIER_PREFIX}${email.trim().toLowerCase()}`;
const rowIdOf = (token: string) => `sign-up-${createHash("sha256").update(token).digest("hex")}`;

function readValue(value: string): PendingValue | null {
  try {
    const parsed = JSON.parse(value) as Partial<PendingValue>;
    if (typeof parsed.proof !== "string" || !isLocale(parsed.locale)) return null;
    return {
      proof: parsed.proof,
      firstName: `${parsed.firstName ?? ""}`,
      lastName: `${parsed.lastName ?? ""}`,
      locale: parsed.locale,
    };
  } catch {
    return null;
  }
}

async function findAccount(db: Db, email: string) {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row ?? null;
}

/** Stores one more pending sign-up for the address and mails its link; earlier ones stay valid. */
async function addPending(config: PendingSignUpConfig, email: string, value: PendingValue, now: Date): Promise<void> {
  const { db, siteUrl } = config;
  const token = randomBytes(32).toString("base64url");
  await db
    .delete(verifications)
    .where(and(eq(verifications.identifier, identifierOf(email)), lte(verifications.expiresAt, now)));
  await db.insert(verifications).values({
    id: rowIdOf(token),
    identifier: identifierOf(email),
    value: JSON.stringify(value),
    expiresAt: new Date(now.getTime() + LINK_MS),
  });
  const url = new URL(`${localizedPath(value.locale, CONFIRM_PAGE)}?token=${token}`, siteUrl).toString();
  await sendConfirmationMail(db, { email, name: "", emailVerified: false, locale: value.locale }, url);
}

/**
 * A sign-up from the form or the API. The answer is the same for every address: an address with a confirmed account
 * gets the "you already have an account" e-mail instead of a link. The proof is made first in both cases, so both
 * take one hash.
 */
export async function startPendingSignUp(config: PendingSignUpConfig, request: SignUpRequest, now = new Date()) {
  const email = request.email.trim().toLowerCase();
  const proof = await signUpProof(config.secret, email, request.password);
  const account = await findAccount(config.db, email);
  if (account?.emailVerified) {
    await sendExistingAccountMail(config.db, account, config.siteUrl);
    return;
  }
  const locale = isLocale(request.locale) ? request.locale : "en";
  await addPending(config, email, { proof, firstName: request.firstName, lastName: request.lastName, locale }, now);
}

/** "Send the link again": a new link for the newest pending sign-up of the address; nothing for any other address. */
export async function resendPendingSignUp(config: PendingSignUpConfig, rawEmail: string, now = new Date()) {
  const email = rawEmail.trim().toLowerCase();
  const [newest] = await config.db
    .select({ value: verifications.value })
    .from(verifications)
    .where(and(eq(verifications.identifier, identifierOf(email)), gt(verifications.expiresAt, now)))
    .orderBy(desc(verifications.createdAt))
    .limit(1);
  const value = newest ? readValue(newest.value) : null;
  if (!value || (await findAccount(config.db, email))?.emailVerified) return;
  await addPending(config, email, value, now);
}

/** The address a live confirmation link is for, or null (unknown, used or expired). */
export async function pendingSignUpEmail(db: Db, token: string, now = new Date()): Promise<string | null> {
  if (!token) return null;
  const [row] = await db
    .select({ identifier: verifications.identifier })
    .from(verifications)
    .where(and(eq(verifications.id, rowIdOf(token)), gt(verifications.expiresAt, now)))
    .limit(1);
  return row?.identifier.startsWith(IDENTIFIER_PREFIX) ? row.identifier.slice(IDENTIFIER_PREFIX.length) : null;
}

export type ConfirmOutcome =
  { ok: true; email: string; locale: Locale } | { ok: false; code: "invalid_link" | "wrong_password" };

/**
 * The confirmation page's form: the link's token proves the inbox, the password picks the pending sign-up (any link
 * of the address works with the password of any of its pending sign-ups). Only then is the account created,
 * confirmed, with an ordinary password hash, and every pending sign-up of the address removed. A never-confirmed
 * account left by the shop before this design (Better Auth's own sign-up) is replaced.
 */
export async function confirmPendingSignUp(
  config: Pick<PendingSignUpConfig, "db" | "secret">,
  { token, password }: { token: string; password: string },
  now = new Date(),
): Promise<ConfirmOutcome> {
  const { db, secret } = config;
  const email = await pendingSignUpEmail(db, token, now);
  if (!email) return { ok: false, code: "invalid_link" };
  const proof = await signUpProof(secret, email, password);
  const pending = await db
    .select({ value: verifications.value })
    .from(verifications)
    .where(and(eq(verifications.identifier, identifierOf(email)), gt(verifications.expiresAt, now)))
    .orderBy(desc(verifications.createdAt));
  const chosen = pending.map((row) => readValue(row.value)).find((value) => value && sameProof(value.proof, proof));
  if (!chosen) return { ok: false, code: "wrong_password" };
  const passwordHash = await hashPassword(password);
  const created = await db.transaction(async (tx) => {
    await tx.delete(users).where(and(eq(users.email, email), eq(users.emailVerified, false)));
    const id = randomUUID();
    const [user] = await tx
      .insert(users)
      .values({
        id,
        email,
        name: `${chosen.firstName} ${chosen.lastName}`.trim(),
        firstName: chosen.firstName,
        lastName: chosen.lastName,
        emailVerified: true,
        locale: chosen.locale,
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    // Another tab confirmed the address a moment ago: that account stands, this link is spent.
    if (!user) return false;
    await tx
      .insert(authAccounts)
      .values({ id: randomUUID(), accountId: id, providerId: "credential", userId: id, password: passwordHash });
    await tx.delete(verifications).where(eq(verifications.identifier, identifierOf(email)));
    return true;
  });
  return created ? { ok: true, email, locale: chosen.locale } : { ok: false, code: "invalid_link" };
}

/**
 * Whether the address has a pending sign-up with this password: sign-in then says "confirm your e-mail first" (and
 * offers the link again) instead of "invalid e-mail or password". Costs a hash only when the address has one.
 */
export async function isPendingSignUp(
  config: Pick<PendingSignUpConfig, "db" | "secret">,
  rawEmail: string,
  password: string,
  now = new Date(),
): Promise<boolean> {
  const email = rawEmail.trim().toLowerCase();
  const pending = await config.db
    .select({ value: verifications.value })
    .from(verifications)
    .where(and(eq(verifications.identifier, identifierOf(email)), gt(verifications.expiresAt, now)));
  if (pending.length === 0) return false;
  const proof = await signUpProof(config.secret, email, password);
  return pending.some((row) => {
    const value = readValue(row.value);
    return value !== null && sameProof(value.proof, proof);
  });
}

/** Pending sign-ups left for an address (tests and the data-export story read this). */
export async function countPendingSignUps(db: Db, email: string, now = new Date()): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(verifications)
    .where(and(eq(verifications.identifier, identifierOf(email)), gt(verifications.expiresAt, now)));
  return row?.count ?? 0;
}
