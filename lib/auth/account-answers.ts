import "server-only";

import { accountMessages } from "@/content/messages/account";
import type { ActionRequest, Refusal } from "@/lib/actions/define-action";
import { failedState, type AccountFormState } from "./account-form-state";

type Entries<F extends string> = Partial<Record<F, string>>;

/**
 * The pipeline's refusals as an account form shows them (lib/actions/define-action.ts), in the form's language.
 * Only the `echo` fields go back to refill the form: never a password. `invalid` words a form's own rule for bad
 * entries (sign-in's "missing credentials"); without it, the summary and a message under each field.
 */
export function accountAnswers<F extends string>(
  echo: readonly F[],
  invalid?: (request: ActionRequest<Entries<F>>, fieldErrors: Entries<F>) => AccountFormState<F>,
) {
  return (refusal: Refusal, request: ActionRequest<Entries<F>>): AccountFormState<F> => {
    const { errors } = accountMessages[request.locale];
    const values: Entries<F> = {};
    for (const field of echo) if (request.values[field] !== undefined) values[field] = request.values[field];
    switch (refusal.code) {
      case "sign_in_required":
      case "forbidden":
        return failedState(errors.signInRequired);
      case "throttled":
        return failedState(errors.throttled(Math.ceil(refusal.retryAfterSeconds / 60)), { values });
      case "unexpected":
        return failedState(errors.unexpected, { values });
      case "invalid": {
        const fieldErrors = refusal.fieldErrors as Entries<F>;
        return invalid
          ? invalid(request, fieldErrors)
          : failedState(errors.fieldErrorsSummary, { values, fieldErrors });
      }
    }
  };
}
