import "server-only";

import { brand } from "@/content/brand";
import type { Db } from "@/lib/db";
import { env } from "@/lib/env";
import type { OutgoingMail } from "./message";
import { deliverDueMail, enqueueMail } from "./outbox";
import { createSmtpTransport, type MailTransport } from "./transport";
import { logError } from "@/lib/observability/json-log";

export { enqueueMail, deliverDueMail } from "./outbox";
export type { OutgoingMail } from "./message";

const globalForMail = globalThis as typeof globalThis & { matchaGlowMailTransport?: MailTransport | null };

/** The configured transport: SMTP when SMTP_URL is set; null means messages wait in the outbox. */
export function getMailTransport(): MailTransport | null {
  if (globalForMail.matchaGlowMailTransport === undefined) {
    globalForMail.matchaGlowMailTransport = env.SMTP_URL
      ? createSmtpTransport(env.SMTP_URL, env.MAIL_FROM ?? `${brand.name} <${brand.contactEmail}>`)
      : null;
  }
  return globalForMail.matchaGlowMailTransport;
}

/** Sends the due part of the outbox through the configured transport; a no-op without one. Never throws. */
export async function flushOutbox(db: Db, ids?: string[]): Promise<void> {
  const transport = getMailTransport();
  if (!transport) return;
  try {
    await deliverDueMail(db, transport, { ids });
    // Whatever else is due (earlier failures whose back-off has passed) rides along.
    if (ids) await deliverDueMail(db, transport, { limit: 10 });
  } catch (error) {
    logError("[mail] outbox sweep failed", error);
  }
}

/**
 * The mail port: stores the message in the outbox, then tries to deliver it right away. A delivery failure is
 * not the caller's problem: the message stays in the outbox and is retried.
 */
export async function sendMail(db: Db, mail: OutgoingMail): Promise<{ queued: boolean }> {
  const id = await enqueueMail(db, mail);
  if (id) await flushOutbox(db, [id]);
  return { queued: id !== null };
}
