import { notify } from "@/components/toast/notify";

import type { newsletterMessages } from "@/content/messages/newsletter";
import type { Locale } from "@/lib/i18n/locales";
import type { NewsletterSignupState } from "@/lib/newsletter/signup-state";

type OutcomeMessages = (typeof newsletterMessages)[Locale]["outcome"];

/** The spec's title and description for how a signup ended; field errors have none (they show under the field). */
export function signupOutcomeText(
  state: NewsletterSignupState,
  outcome: OutcomeMessages,
): { title: string; description?: string; tone: "success" | "info" | "error" } | null {
  switch (state.outcome) {
    case "subscribed":
      return { ...outcome.success, tone: "success" };
    case "already_subscribed":
      return { ...outcome.already, tone: "info" };
    case "throttled":
      return { title: outcome.throttled, tone: "error" };
    case "error":
      return { ...outcome.failure, tone: "error" };
    default:
      return null;
  }
}

export function toastSignupOutcome(state: NewsletterSignupState, outcome: OutcomeMessages) {
  const text = signupOutcomeText(state, outcome);
  if (text) notify[text.tone](text.title, { description: text.description });
}

/** The action could not be reached at all (offline, server down): the spec's failure, with the entry kept. */
export const unreachableSignup = (email: string, outcome: OutcomeMessages): NewsletterSignupState => ({
  ok: false,
  outcome: "error",
  message: outcome.failure.title,
  fieldErrors: {},
  code: null,
  values: { email },
});
