/**
 * What every back-office action returns to its form (useActionState). A caller who is not an admin gets
 * `deniedActionState`: no message, no data, nothing to learn from.
 */
export type AdminActionState<F extends string = never> = {
  ok: boolean;
  message: string | null;
  fieldErrors: Partial<Record<F, string>>;
  /** The admin's entries, so a form submitted before JavaScript loaded refills itself after an error. */
  values: Partial<Record<F, string>>;
};

export const initialAdminActionState: AdminActionState<never> = {
  ok: false,
  message: null,
  fieldErrors: {},
  values: {},
};

export function deniedActionState<F extends string = never>(): AdminActionState<F> {
  return { ok: false, message: null, fieldErrors: {}, values: {} };
}

export function actionResult<F extends string = never>(
  ok: boolean,
  message: string,
  extra: Partial<AdminActionState<F>> = {},
): AdminActionState<F> {
  return { ok, message, fieldErrors: {}, values: {}, ...extra };
}
