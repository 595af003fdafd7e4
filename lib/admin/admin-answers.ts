import "server-only";

import { adminMessages } from "@/content/messages/en/admin";
import type { ActionRequest, Refusal } from "@/lib/actions/define-action";
import { actionResult, deniedActionState, type AdminActionState } from "./action-state";

/** The hidden record ids of back-office forms: the page's, not the admin's entries. */
const recordFields = ["id", "orderId"];
const withoutRecordFields = <F extends string>(entries: Partial<Record<string, string>>) =>
  Object.fromEntries(Object.entries(entries).filter(([field]) => !recordFields.includes(field))) as Partial<
    Record<F, string>
  >;

/**
 * The pipeline's refusals as a back-office form shows them (lib/actions/define-action.ts). A non-admin gets the
 * denied state. Invalid entries in the form's own fields get `summary` and a message under each field; an invalid
 * record id (a tampered form) or a form without a summary is an invalid request.
 */
export function adminAnswers<F extends string = never>(summary?: string) {
  return (refusal: Refusal, request: ActionRequest<Partial<Record<string, string>>>): AdminActionState<F> => {
    const values = withoutRecordFields<F>(request.values);
    if (refusal.code === "sign_in_required" || refusal.code === "forbidden") return deniedActionState();
    if (refusal.code === "throttled") return actionResult(false, adminMessages.throttled, { values });
    if (refusal.code === "unexpected") return actionResult(false, adminMessages.unexpected, { values });
    const tampered = recordFields.some((field) => refusal.fieldErrors[field]);
    if (summary === undefined || tampered) return actionResult(false, adminMessages.invalidRequest, { values });
    return actionResult(false, summary, { fieldErrors: withoutRecordFields<F>(refusal.fieldErrors), values });
  };
}
