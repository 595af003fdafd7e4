import { notify } from "@/components/toast/notify";

import type { newsletterMessages } from "@/content/messages/newsletter";
import type { ActionFailure, ActionResult } from "@/lib/actions/action-result";
import type { Locale } from "@/lib/i18n/locales";
import type { NewSignup } from "@/lib/newsletter/new-signup";

type OutcomeMessages = (typeof newsletterMessages)[Locale]["outcome"];
export type SignupResult = ActionResult<NewSignup>;

/** The spec's title and description for how a signup ended; field errors have none (they show under the field). */
export function signupOutcomeText(
  result: SignupResult | null,
  outcome: OutcomeMessages,
): { title: string; description?: string; tone: "success" | "info" | "error" } | null {
  if (!result) return null;
  if (result.ok) return { ...outcome.success, tone: "success" };
  switch (result.code) {
    case "already_subscribed":
      return { ...outcome.already, tone: "info" };
    case "throttled":
      return { title: outcome.throttled, tone: "error" };
    case "invalid":
      return null;
    default:
      return { ...outcome.failure, tone: "error" };
  }
}

export function toastSignupOutcome(result: SignupResult, outcome: OutcomeMessages) {
  const text = signupOutcomeText(result, outcome);
  if (text) notify[text.tone](text.title, { description: text.description });
}

/** The action could not be reached at all (offline, server down): the spec's failure, with the entry kept. */
export const unreachableSignup = (email: string, outcome: OutcomeMessages): ActionFailure<NewSignup> => ({
  ok: false,
  code: "unreachable",
  message: outcome.failure.title,
  fieldErrors: {},
  values: { email },
});
