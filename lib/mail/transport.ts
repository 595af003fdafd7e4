import "server-only";

import nodemailer from "nodemailer";

import type { MailEnvelope } from "./message";

/** Delivers one message or throws; the outbox decides what a failure means. */
export type MailTransport = { send(message: MailEnvelope): Promise<void> };

/** nodemailer over SMTP; `url` is SMTP_URL (smtp:// or smtps://, credentials in the URL). */
export function createSmtpTransport(url: string, from: string): MailTransport {
  // A stuck server must not hold a request (or the outbox sweep) for minutes.
  const transporter = nodemailer.createTransport(
    { url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 },
    { from },
  );
  return {
    async send(message) {
      await transporter.sendMail({
        to: message.toName ? { name: message.toName, address: message.to } : message.to,
        replyTo: message.replyTo,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: message.headers,
        attachments: message.attachments?.map((file) => ({
          filename: file.filename,
          contentType: file.contentType,
          content: Buffer.from(file.content),
        })),
      });
    },
  };
}

/** Connects, greets and signs in (nodemailer's verify), then hangs up: readiness asks whether mail could leave now. */
export async function verifySmtp(url: string, timeoutMs: number): Promise<void> {
  const transporter = nodemailer.createTransport({
    url,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  try {
    await transporter.verify();
  } finally {
    transporter.close();
  }
}
