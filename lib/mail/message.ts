import { z } from "zod";

// CR or LF in anything that becomes a header would let a shopper's input add headers (Bcc: ...) to the message.
const noLineBreaks = (label: string) => (value: string) => !/[\r\n\u0000-\u001f\u007f\u2028\u2029]/.test(value) || `${label} must be a single line`;
const headerText = (label: string, max: number) => z.string().trim().min(1).max(max).refine((value) => noLineBreaks(label)(value) === true, `${label} must be a single line`);
const address = z.email().max(254);

/** One e-mail as the shop hands it to the mail port; validated before it is stored or reaches a transport. */
export const outgoingMailSchema = z.object({
  kind: z.string().regex(/^[a-z_]{2,40}$/),
  /** A retried request must not send the same message twice. */
  dedupeKey: z.string().min(1).max(200).optional(),
  to: address,
  toName: headerText("Name", 120).optional(),
  replyTo: address.optional(),
  subject: headerText("Subject", 200),
  text: z.string().min(1).max(100_000),
  html: z.string().min(1).max(200_000).optional(),
});

export type OutgoingMail = z.infer<typeof outgoingMailSchema>;

/** The part of a message a transport needs. */
export type MailEnvelope = Pick<OutgoingMail, "to" | "toName" | "replyTo" | "subject" | "text" | "html">;
