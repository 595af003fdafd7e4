import "server-only";

import type { OutboxEmailRow, outboxEmails } from "@/lib/db/schema";
import { outgoingMailSchema, refusalReason, withoutNul, type MailEnvelope, type OutgoingMail } from "./message";

type OutboxValues = typeof outboxEmails.$inferInsert;

/** A message the schema refused, kept as it was handed over, so the outbox shows it and a retry re-checks it. */
function refusedValues(mail: OutgoingMail, reason: string): OutboxValues {
  const text = (value: unknown) =>
    withoutNul(typeof value === "string" ? value : value === undefined || value === null ? "" : JSON.stringify(value));
  return {
    kind: text(mail.kind).slice(0, 60) || "unknown",
    dedupeKey: typeof mail.dedupeKey === "string" ? mail.dedupeKey : undefined,
    toAddress: text(mail.to).slice(0, 1000),
    toName: mail.toName === undefined ? undefined : text(mail.toName),
    replyTo: mail.replyTo === undefined ? undefined : text(mail.replyTo),
    subject: text(mail.subject),
    textBody: text(mail.text),
    htmlBody: mail.html === undefined ? undefined : text(mail.html),
    headers: mail.headers,
    attachments: mail.attachments,
    status: "failed",
    lastError: reason,
  };
}

/** The outbox row for a message: cleaned, or failed with the reason when the schema refuses it even so. */
export function outboxValuesOf(mail: OutgoingMail): OutboxValues {
  const parsed = outgoingMailSchema.safeParse(mail);
  if (!parsed.success) return refusedValues(mail, refusalReason(parsed.error));
  const message = parsed.data;
  return {
    kind: message.kind,
    dedupeKey: message.dedupeKey,
    toAddress: message.to,
    toName: message.toName,
    replyTo: message.replyTo,
    subject: message.subject,
    textBody: message.text,
    htmlBody: message.html,
    headers: message.headers,
    attachments: message.attachments,
  };
}

/**
 * The row checked again as it is about to go out: a message refused when it was queued fails again (after a fix to
 * the mail layer it goes out), and rows stored before the cleaning existed are cleaned now.
 */
export function envelopeOf(row: OutboxEmailRow): { ok: true; envelope: MailEnvelope } | { ok: false; reason: string } {
  const parsed = outgoingMailSchema.safeParse({
    kind: row.kind,
    to: row.toAddress,
    toName: row.toName ?? undefined,
    replyTo: row.replyTo ?? undefined,
    subject: row.subject,
    text: row.textBody,
    html: row.htmlBody ?? undefined,
    headers: row.headers ?? undefined,
  });
  if (!parsed.success) return { ok: false, reason: refusalReason(parsed.error) };
  // Attachments travel as references (row.attachments); deliverOne draws the files and adds them.
  const { to, toName, replyTo, subject, text, html, headers } = parsed.data;
  return { ok: true, envelope: { to, toName, replyTo, subject, text, html, headers } };
}
