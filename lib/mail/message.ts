import { z } from "zod";

/**
 * Anything that would end a header line (CR, LF, the other control characters, Unicode line and paragraph
 * separators). A shopper's name or a subject containing one could otherwise add headers (Bcc: ...) to the message.
 */
const NOT_ONE_LINE = /[\p{Cc}\p{Zl}\p{Zp}]+/gu;

/**
 * Makes header text safe instead of refusing the message over it: control characters and separators become spaces,
 * runs of whitespace one space, and text past `max` characters is cut (at a character, never inside one) with "…".
 */
export function cleanHeaderText(value: string, max: number): string {
  const oneLine = value.replace(NOT_ONE_LINE, " ").replace(/\s+/g, " ").trim();
  const characters = [...oneLine];
  if (characters.length <= max) return oneLine;
  return `${characters
    .slice(0, max - 1)
    .join("")
    .trimEnd()}…`;
}

export const TO_NAME_MAX_LENGTH = 120;
export const HEADER_VALUE_MAX_LENGTH = 900;
export const SUBJECT_MAX_LENGTH = 200;

const address = z.string().trim().pipe(z.email().max(254));
/** The database cannot store a NUL character in text; a body keeps everything else as it was written. */
export const withoutNul = (value: string): string => value.replaceAll("\0", "\uFFFD");
const body = (max: number) => z.string().transform(withoutNul).pipe(z.string().min(1).max(max));

/**
 * A document to attach, by reference: the outbox stores the reference and the transport gets the file, drawn again
 * at every attempt (lib/mail/attachments.ts), so the outbox stays small and a retry sends the same bytes.
 */
export const mailAttachmentRefSchema = z.object({ kind: z.literal("invoice_pdf"), documentId: z.uuid() });
export type MailAttachmentRef = z.infer<typeof mailAttachmentRefSchema>;

/** A file as the transport sends it. */
export type MailAttachment = { filename: string; contentType: string; content: Uint8Array };

/** One e-mail as the shop hands it to the mail port; cleaned and checked before it is stored or reaches a transport. */
export const outgoingMailSchema = z.object({
  kind: z.string().regex(/^[a-z_]{2,40}$/),
  /** A retried request must not send the same message twice. */
  dedupeKey: z.string().min(1).max(200).optional(),
  to: address,
  // A name that cleans down to nothing is left out: the message still goes to the address.
  toName: z
    .string()
    .transform((value) => cleanHeaderText(value, TO_NAME_MAX_LENGTH) || undefined)
    .optional(),
  replyTo: address.optional(),
  subject: z
    .string()
    .transform((value) => cleanHeaderText(value, SUBJECT_MAX_LENGTH))
    .pipe(z.string().min(1)),
  text: body(100_000),
  html: body(200_000).optional(),
  /**
   * Extra header lines, e.g. List-Unsubscribe (RFC 2369/8058). Only names a message may carry (never To, Bcc or
   * anything the transport sets itself), values cleaned to one line like the subject.
   */
  headers: z
    .partialRecord(
      z.enum(["List-Unsubscribe", "List-Unsubscribe-Post"]),
      z
        .string()
        .transform((value) => cleanHeaderText(value, HEADER_VALUE_MAX_LENGTH))
        .pipe(z.string().min(1)),
    )
    .optional(),
  attachments: z.array(mailAttachmentRefSchema).max(3).optional(),
});

export type OutgoingMail = z.input<typeof outgoingMailSchema>;

/** The part of a message a transport needs, as the schema leaves it. */
export type MailEnvelope = Pick<
  z.output<typeof outgoingMailSchema>,
  "to" | "toName" | "replyTo" | "subject" | "text" | "html" | "headers"
> & {
  /** The referenced documents, drawn just before sending. */
  attachments?: MailAttachment[];
};

/** Starts the outbox's last error of a message the mail layer refused (as against one the mail server refused). */
export const REFUSED_BEFORE_SENDING = "Refused before sending";

/** Why a message cannot be sent even after cleaning, as the back office's outbox shows it (never the values). */
export function refusalReason(error: z.ZodError): string {
  const problems = error.issues.map((issue) => `${issue.path.join(".") || "message"}: ${issue.message}`);
  return `${REFUSED_BEFORE_SENDING}: ${problems.join("; ")}`.slice(0, 500);
}
