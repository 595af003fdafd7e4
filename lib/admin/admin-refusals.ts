import "server-only";

import { adminMessages } from "@/content/messages/en/admin";
import type { FieldErrors } from "@/lib/actions/action-result";
import type { RefusalTable, RefusalText } from "@/lib/actions/refusal-table";

/**
 * The back office's words for the pipeline's refusals. A caller who is not an admin gets no words at all: nothing
 * to learn from. An invalid request is a tampered form (the pages never let an admin type a record id).
 */
export const adminRefusalMessages = {
  sign_in_required: "",
  forbidden: "",
  throttled: adminMessages.throttled,
  unexpected: adminMessages.unexpected,
  invalid: adminMessages.invalidRequest,
  invalid_request: adminMessages.invalidRequest,
} as const;

/**
 * A back-office action's refusal table: the admin's words above, then the action's own codes. The back office is
 * English only (app/admin has no locale segment), so the table reads the same whichever locale a request names.
 */
export function adminRefusals<C extends string = never>(
  words: Record<C, RefusalText> = {} as Record<C, RefusalText>,
): RefusalTable<C | keyof typeof adminRefusalMessages> {
  const table = { ...adminRefusalMessages, ...words };
  return { en: table, ar: table };
}

/** The hidden record ids of back-office forms: the page's, not the admin's entries. */
const recordFields = ["id", "orderId"];

/** An invalid record id is a tampered form, told apart from entries to correct. */
export const tamperedRecord = (fieldErrors: FieldErrors) =>
  recordFields.some((field) => fieldErrors[field]) ? ("invalid_request" as const) : ("invalid" as const);
