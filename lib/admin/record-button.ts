import "server-only";

import { formInput } from "@/lib/actions/action-input";
import { recordIdSchema } from "@/lib/validations/admin-actions";
import { adminAnswers } from "./admin-answers";

/**
 * What every back-office button on one record (a contact message, an invoice, an outbox e-mail) asks of the action
 * client: an admin, the record's id as the whole input, and the back office's answers to a refusal. Spread into
 * `defineAction`, beside the action's name and work.
 */
export const adminRecordButton = {
  who: "admin",
  read: formInput(["id"], 100),
  schema: recordIdSchema,
  answers: adminAnswers(),
} as const;
