import type { ContactField } from "@/lib/validations/contact";

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
