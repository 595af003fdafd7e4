/**
 * The one answer of every server action (lib/actions/define-action.ts), read by every form through one hook
 * (components/forms/use-action-form.ts). A refusal names its code, words it in the caller's language, says what is
 * wrong with each field and sends the entries back, so a form posted before JavaScript loaded refills itself.
 */
export type FieldErrors = Partial<Record<string, string>>;
export type FormValues = Record<string, string>;

export type ActionSuccess<T> = { ok: true; data?: T; message?: string };
export type ActionFailure<T> = {
  ok: false;
  /** What went wrong, for code to branch on (a refusal table's key: "throttled", "invalid", "not_found"…). */
  code: string;
  /** The code in the caller's language; empty when the caller must learn nothing (not an admin). */
  message: string;
  fieldErrors: FieldErrors;
  /** The entries to refill the form with, never a password. */
  values: FormValues;
  /** What still stands after the refusal, when the page needs it (the cart as it now is). */
  data?: T;
};
export type ActionResult<T = undefined> = ActionSuccess<T> | ActionFailure<T>;

/** A success, with what the page needs from it and the words to show. */
export function succeeded<T = undefined>(data?: T, message?: string): ActionSuccess<T> {
  const result: ActionSuccess<T> = { ok: true };
  if (data !== undefined) result.data = data;
  if (message !== undefined) result.message = message;
  return result;
}

/** The field errors of a result, none when it succeeded or has not come yet. */
export function fieldErrorsOf(result: ActionResult<unknown> | null): FieldErrors {
  return result && !result.ok ? result.fieldErrors : {};
}

/** The entries a refused result sent back, none otherwise. */
export function valuesOf(result: ActionResult<unknown> | null): FormValues {
  return result && !result.ok ? result.values : {};
}
