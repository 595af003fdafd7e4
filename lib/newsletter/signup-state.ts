/** How a signup ended; the forms pick their toast or view from it. */
export type NewsletterOutcome = "idle" | "subscribed" | "already_subscribed" | "invalid" | "throttled" | "error";

export type NewsletterSignupState = {
  ok: boolean;
  outcome: NewsletterOutcome;
  message: string | null;
  fieldErrors: { email?: string };
  /**
   * The welcome code, present only on a new signup (a repeat may be a stranger typing someone's address): it never
   * ships in the page or the client bundle, and applies only once the inbox confirms from the welcome e-mail.
   */
  code: string | null;
  /** The shopper's entry, so a submit made before JavaScript loaded refills the field after a refusal. */
  values: { email?: string };
};

export const initialNewsletterState: NewsletterSignupState = {
  ok: false,
  outcome: "idle",
  message: null,
  fieldErrors: {},
  code: null,
  values: {},
};
