import "server-only";

import { and, eq, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";

import type { Db } from "@/lib/db";
import { outboxEmails, type OutboxEmailRow } from "@/lib/db/schema";
import type { OutgoingMail } from "./message";
import { attachmentsFor } from "./attachments";
import { envelopeOf, outboxValuesOf } from "./outbox-row";
import type { MailTransport } from "./transport";
import { logError } from "@/lib/observability/json-log";

/** Delivery gives up after this many attempts; an admin can still retry from the back office. */
export const MAX_DELIVERY_ATTEMPTS = 8;
/**
 * A claimed message is someone else's to send for this long, so two instances never send it twice at once. A claim
 * outlives its process only when that process dies mid-send; then another instance sends the message once it lapses.
 */
const CLAIM_MS = 2 * 60_000;

/** 1, 2, 4 ... minutes between attempts, at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(60, 2 ** Math.max(0, attempts - 1)) * 60_000;
}

type Executor = Pick<Db, "insert">;

/**
 * `.invalid` never resolves (RFC 6761): it is where an erased customer's kept orders point
 * (lib/account/erase-account.ts, deleted-…@anonymised.invalid). A shipping, cancellation or invoice mail for such an
 * order has nobody to reach, so it is never written, whichever part of the shop sends it.
 */
export function isUndeliverableRecipient(to: unknown): boolean {
  return typeof to === "string" && /\.invalid\.?$/i.test(to.trim());
}

/**
 * Writes a message to the outbox; pass the transaction that writes the data it talks about, so both commit or
 * neither does. Returns the new row's id, or null when the dedupe key was used before.
 *
 * Header text is cleaned (see cleanHeaderText). A message that still cannot be sent (an invalid address) is stored
 * as failed with the reason, never thrown: a throw here would roll back the caller's order or sign-up, or vanish in
 * a caller that sends without waiting, and /admin/outbox would show nothing.
 */
export async function enqueueMail(executor: Executor, mail: OutgoingMail): Promise<string | null> {
  if (isUndeliverableRecipient(mail.to)) {
    console.info(`[mail] ${mail.kind} message not written: its recipient is an erased customer's placeholder`);
    return null;
  }
  const values = outboxValuesOf(mail);
  if (values.status === "failed")
    logError(`[mail] ${values.kind} message refused, kept in the outbox as failed: ${values.lastError}`, null);
  const [row] = await executor
    .insert(outboxEmails)
    .values(values)
    .onConflictDoNothing({ target: outboxEmails.dedupeKey })
    .returning({ id: outboxEmails.id });
  return row?.id ?? null;
}

/** Claims due messages (only `ids` when given) so no other instance picks them up meanwhile. */
async function claimDue(db: Db, limit: number, ids?: string[]): Promise<OutboxEmailRow[]> {
  // The database's clock, as the column's default is: a JavaScript Date has only milliseconds, so a message written
  // within the same millisecond would otherwise look due a fraction of a millisecond in the future.
  const due = and(
    eq(outboxEmails.status, "pending"),
    lte(outboxEmails.nextAttemptAt, sql`now()`),
    or(isNull(outboxEmails.claimedUntil), lte(outboxEmails.claimedUntil, sql`now()`)),
    ids ? inArray(outboxEmails.id, ids) : undefined,
  );
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: outboxEmails.id })
      .from(outboxEmails)
      .where(due)
      .orderBy(outboxEmails.nextAttemptAt)
      .limit(limit)
      .for("update", { skipLocked: true });
    if (rows.length === 0) return [];
    return tx
      .update(outboxEmails)
      .set({ claimedUntil: new Date(Date.now() + CLAIM_MS), updatedAt: new Date() })
      .where(
        inArray(
          outboxEmails.id,
          rows.map((row) => row.id),
        ),
      )
      .returning();
  });
}

async function deliverOne(db: Db, transport: MailTransport, row: OutboxEmailRow): Promise<boolean> {
  const checked = envelopeOf(row);
  if (!checked.ok) {
    // Sending it again later cannot help: it stays failed, visibly, until someone fixes the cause and retries.
    logError(`[mail] ${row.kind} ${row.id} refused: ${checked.reason}`, null);
    await db
      .update(outboxEmails)
      .set({
        status: "failed",
        attempts: row.attempts + 1,
        lastError: checked.reason,
        claimedUntil: null,
        updatedAt: new Date(),
      })
      .where(eq(outboxEmails.id, row.id));
    return false;
  }
  try {
    const attachments = row.attachments?.length ? await attachmentsFor(db, row.attachments) : undefined;
    await transport.send({ ...checked.envelope, attachments });
    await db
      .update(outboxEmails)
      .set({
        status: "sent",
        sentAt: new Date(),
        attempts: row.attempts + 1,
        lastError: null,
        claimedUntil: null,
        updatedAt: new Date(),
      })
      .where(eq(outboxEmails.id, row.id));
    return true;
  } catch (error) {
    const attempts = row.attempts + 1;
    const lastError = (error instanceof Error ? error.message : String(error)).slice(0, 500);
    logError(`[mail] delivery of ${row.kind} ${row.id} failed (attempt ${attempts})`, lastError);
    await db
      .update(outboxEmails)
      .set({
        attempts,
        lastError,
        status: attempts >= MAX_DELIVERY_ATTEMPTS ? "failed" : "pending",
        nextAttemptAt: new Date(Date.now() + retryDelayMs(attempts)),
        claimedUntil: null,
        updatedAt: new Date(),
      })
      .where(eq(outboxEmails.id, row.id));
    return false;
  }
}

/** Sends what is due (or just `ids`); never throws for a failed delivery, which stays in the outbox for a retry. */
export async function deliverDueMail(
  db: Db,
  transport: MailTransport,
  options: { limit?: number; ids?: string[] } = {},
): Promise<{ sent: number; failed: number }> {
  const rows = await claimDue(db, options.limit ?? 20, options.ids);
  let sent = 0;
  for (const row of rows) if (await deliverOne(db, transport, row)) sent += 1;
  return { sent, failed: rows.length - sent };
}

/**
 * Drops the claims made before `instant`, making those messages due again (unless one is waiting out a back-off). Only
 * for a process that knows no other was sending: the embedded database is opened by one process at a time, so a claim
 * older than the process's start was left by an earlier run that died mid-send, and its message need not wait for the
 * claim to lapse. Claims the process has made since are its own sends in flight and stay.
 */
export async function releaseClaimsMadeBefore(db: Db, instant: Date): Promise<number> {
  const rows = await db
    .update(outboxEmails)
    .set({ claimedUntil: null, updatedAt: new Date() })
    .where(lt(outboxEmails.claimedUntil, new Date(instant.getTime() + CLAIM_MS)))
    .returning({ id: outboxEmails.id });
  return rows.length;
}

/** Puts a failed or waiting message back in line for the next delivery attempt (the back office's Retry). */
export async function requeueMail(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(outboxEmails)
    .set({
      status: "pending",
      nextAttemptAt: sql`now()`,
      updatedAt: new Date(),
      attempts: sql`least(${outboxEmails.attempts}, ${MAX_DELIVERY_ATTEMPTS - 1})`,
    })
    .where(and(eq(outboxEmails.id, id), inArray(outboxEmails.status, ["pending", "failed"])))
    .returning({ id: outboxEmails.id });
  return rows.length > 0;
}
