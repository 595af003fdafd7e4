"use server";

import { newsletterMessages } from "@/content/messages/newsletter";
import { formInput } from "@/lib/actions/action-input";
import { defineAction, perClient } from "@/lib/actions/define-action";
import { getDb } from "@/lib/db";
import type { NewsletterSignupState } from "@/lib/newsletter/signup-state";
import { subscribeToNewsletter } from "@/lib/newsletter/subscribe";
import { rememberSubscribedInThisBrowser, wasSubscribedInThisBrowser } from "@/lib/newsletter/subscribed-cookie";
import { rateLimits } from "@/lib/rate-limit/limits";
import { newsletterSignupSchemaFor } from "@/lib/validations/newsletter";

const refused = (
  state: Pick<NewsletterSignupState, "outcome" | "message"> & Partial<NewsletterSignupState>,
): NewsletterSignupState => ({ ok: false, fieldErrors: {}, code: null, values: {}, ...state });

/**
 * The one signup the inline form and the popup share. Anyone may subscribe, so there is no session check; the
 * address is re-checked against every rule here whatever the browser did. Whether the address was on the list already
 * is said only to the browser that signed it up (see docs/security.md, "Newsletter and welcome codes").
 */
export const subscribeToNewsletterAction = defineAction({
  name: "newsletter",
  who: "anyone",
  read: formInput(["email", "source"], 320),
  schema: newsletterSignupSchemaFor,
  limit: perClient(rateLimits.newsletterByClient),
  answers: (refusal, { locale, values: { email } }): NewsletterSignupState => {
    const { outcome } = newsletterMessages[locale];
    if (refusal.code === "invalid")
      return refused({
        outcome: "invalid",
        message: refusal.fieldErrors.email ?? outcome.failure.title,
        fieldErrors: refusal.fieldErrors,
        values: { email },
      });
    if (refusal.code === "throttled")
      return refused({ outcome: "throttled", message: outcome.throttled, values: { email } });
    return refused({ outcome: "error", message: outcome.failure.title, values: { email } });
  },
  work: async ({ input, locale }): Promise<NewsletterSignupState> => {
    const { outcome } = newsletterMessages[locale];
    const result = await subscribeToNewsletter(await getDb(), { ...input, locale });
    // A repeat is told apart only for the browser that made the first signup; anyone else gets the new-signup answer
    // without a code (the inbox itself gets the e-mail), so the form says nothing about who is on the list.
    if (
      result.outcome === "already_subscribed" &&
      result.onList &&
      (await wasSubscribedInThisBrowser(result.mailbox))
    ) {
      return refused({ outcome: "already_subscribed", message: outcome.already.title });
    }
    await rememberSubscribedInThisBrowser(result.mailbox);
    return {
      ok: true,
      outcome: "subscribed",
      message: outcome.success.title,
      fieldErrors: {},
      code: result.outcome === "subscribed" ? result.code : null,
      values: {},
    };
  },
});
