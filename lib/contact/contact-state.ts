import type { ContactField } from "@/lib/validations/contact";

/** How the last submit ended; the form picks its screen and toast from it. */
export type ContactOutcome = "idle" | "sent" | "invalid" | "throttled" | "error";

export type ContactState = {
  outcome: ContactOutcome;
  message: string | null;
  fieldErrors: Partial<Record<ContactField, string>>;
  /** The shopper's entries, so a submit made before JavaScript loaded refills the form. */
  values: Partial<Record<ContactField, string>>;
};

export const initialContactState: ContactState = { outcome: "idle", message: null, fieldErrors: {}, values: {} };

/** The form's fields in page order: the first one with an error receives focus. */
export const contactFields = [
  "firstName",
  "lastName",
  "email",
  "phone",
  "subject",
  "message",
] as const satisfies readonly ContactField[];

/** The hidden field that makes a double submit of one form store one message. */
export const SUBMISSION_KEY_FIELD = "submissionKey";
