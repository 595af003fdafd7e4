/** What every account form's server action answers; the form shows the message, the toast and the field errors. */
export type AccountFormState<F extends string = string> = {
  ok: boolean;
  message: string | null;
  /** Toasted once JavaScript runs; the message is on the page either way. */
  toast: "success" | "error" | null;
  fieldErrors: Partial<Record<F, string>>;
  /** The shopper's entries (never a password), so a submit made before JavaScript loaded refills the form. */
  values: Partial<Record<F, string>>;
  /** Sign-in refused because the e-mail is not confirmed yet: the form offers to send the link again. */
  unconfirmedEmail?: string;
  /** Two-factor setup: the otpauth:// URI, its secret for typing in, and the one-time backup codes. */
  totp?: { uri: string; secret: string; backupCodes: string[] };
  /** Backup codes renewed with the password and a code: shown once, like the set-up's. */
  backupCodes?: string[];
};

export const initialAccountFormState: AccountFormState = {
  ok: false,
  message: null,
  toast: null,
  fieldErrors: {},
  values: {},
};

export function failedState<F extends string>(
  message: string,
  extra: Partial<AccountFormState<F>> = {},
): AccountFormState<F> {
  return { ok: false, message, toast: "error", fieldErrors: {}, values: {}, ...extra };
}

export function succeededState<F extends string>(
  message: string,
  extra: Partial<AccountFormState<F>> = {},
): AccountFormState<F> {
  return { ok: true, message, toast: "success", fieldErrors: {}, values: {}, ...extra };
}
