"use server";

import { newsletterMessages } from "@/content/messages/newsletter";
import { getDb } from "@/lib/db";
import { readFormLocale } from "@/lib/i18n/form-locale";
import { env } from "@/lib/env";
import { fieldErrorsFrom, readFormValues } from "@/lib/forms/form-values";
import { configuredNewsletterProvider } from "@/lib/newsletter/provider";
import type { NewsletterSignupState } from "@/lib/newsletter/signup-state";
import { subscribeToNewsletter, type SubscribeResult } from "@/lib/newsletter/subscribe";
import { getClientAddress } from "@/lib/rate-limit/client-address";
import { rateLimits } from "@/lib/rate-limit/limits";
import { newsletterSignupSchemaFor, type NewsletterField } from "@/lib/validations/newsletter";

/**
 * The one signup the inline form and the popup share. Anyone may subscribe, so there is no session check; the
 * address is re-checked against every rule here whatever the browser did, and a repeat is 'already subscribed'.
 */
export async function subscribeToNewsletterAction(_previous: NewsletterSignupState, formData: FormData): Promise<NewsletterSignupState> {
  const values = readFormValues(formData, ["email", "source"] as const, 320) ?? {};
  const locale = readFormLocale(formData);
  const { outcome } = newsletterMessages[locale];
  const answer = (state: Partial<NewsletterSignupState> & Pick<NewsletterSignupState, "outcome" | "message">): NewsletterSignupState => ({
    ok: false,
    fieldErrors: {},
    code: null,
    values: { email: values.email },
    ...state,
  });

  const parsed = newsletterSignupSchemaFor(locale).safeParse(values);
  if (!parsed.success) {
    const fieldErrors = fieldErrorsFrom<NewsletterField>(parsed.error);
    return answer({ outcome: "invalid", message: fieldErrors.email ?? outcome.failure.title, fieldErrors });
  }

  const limited = await rateLimits.newsletterByClient.consume(await getClientAddress());
  if (!limited.ok) return answer({ outcome: "throttled", message: outcome.throttled });

  let result: SubscribeResult;
  try {
    const provider = configuredNewsletterProvider({ url: env.NEWSLETTER_PROVIDER_URL, listId: env.NEWSLETTER_PROVIDER_LIST_ID });
    result = await subscribeToNewsletter(await getDb(), { ...parsed.data, locale }, provider);
  } catch (error) {
    console.error("[newsletter] signup failed", error instanceof Error ? error.message : error);
    return answer({ outcome: "error", message: outcome.failure.title });
  }

  if (result.outcome === "already_subscribed") return answer({ outcome: "already_subscribed", message: outcome.already.title, values: {} });
  return { ok: true, outcome: "subscribed", message: outcome.success.title, fieldErrors: {}, code: result.code, values: {} };
}
