import { expect, request } from "@playwright/test";

/** Set in playwright.config.ts: the mail capture server's HTTP API (tests/support/mail-capture-server.mjs). */
export const mailCaptureURL = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100) + 97}`;

export type CapturedAttachment = { filename: string | null; contentType: string; size: number; contentBase64: string };
export type CapturedMessage = {
  to: string[];
  from: string | null;
  replyTo: string | null;
  subject: string;
  text: string;
  html: string | null;
  headers: Record<string, string>;
  attachments: CapturedAttachment[];
  receivedAt: string;
};

/** Every message the shop sent to `address`, oldest first. */
export async function messagesTo(address: string): Promise<CapturedMessage[]> {
  const api = await request.newContext({ baseURL: mailCaptureURL });
  const response = await api.get(`/messages?to=${encodeURIComponent(address)}`);
  const body = (await response.json()) as CapturedMessage[];
  await api.dispose();
  return body;
}

/** Waits until a message to `address` whose subject matches arrives, and returns the newest such message. */
export async function waitForMessage(address: string, subject: RegExp): Promise<CapturedMessage> {
  let found: CapturedMessage | undefined;
  await expect
    .poll(
      async () => {
        found = (await messagesTo(address)).filter((message) => subject.test(message.subject)).at(-1);
        return Boolean(found);
      },
      { timeout: 15_000, message: `an e-mail to ${address} with subject ${subject}` },
    )
    .toBe(true);
  return found!;
}
