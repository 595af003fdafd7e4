import "server-only";

import { formInput } from "@/lib/actions/action-input";
import { recordIdSchema } from "@/lib/validations/admin-actions";

/**
 * What every back-office button on one record (a contact message, an invoice, an outbox e-mail) asks of the action
 * client: an admin and the record's id as the whole input, nothing sent back. Spread into `defineAction`, beside
 * the action's name, refusals and work.
 */
export const adminRecordButton = {
  who: "admin",
  read: formInput(["id"], 100),
  schema: recordIdSchema,
  keep: [],
} as const;
