"use server";

import { newsletterMessages } from "@/content/messages/newsletter";
import { refusalTables } from "@/content/messages/refusals";
import { formInput } from "@/lib/actions/action-input";
import { succeeded, type ActionResult } from "@/lib/actions/action-result";
import { defineAction, perClient } from "@/lib/actions/define-action";
import { getDb } from "@/lib/db";
import type { NewSignup } from "@/lib/newsletter/new-signup";
import { subscribeToNewsletter } from "@/lib/newsletter/subscribe";
import { rememberSubscribedInThisBrowser, wasSubscribedInThisBrowser } from "@/lib/newsletter/subscribed-cookie";
import { rateLimits } from "@/lib/rate-limit/limits";
import { newsletterSignupSchemaFor } from "@/lib/validations/newsletter";

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
  refusals: refusalTables.newsletter,
  keep: ["email"],
  work: async ({ input, locale, refuse }): Promise<ActionResult<NewSignup>> => {
    const result = await subscribeToNewsletter(await getDb(), { ...input, locale });
    // A repeat is told apart only for the browser that made the first signup; anyone else gets the new-signup answer
    // without a code (the inbox itself gets the e-mail), so the form says nothing about who is on the list.
    if (
      result.outcome === "already_subscribed" &&
      result.onList &&
      (await wasSubscribedInThisBrowser(result.mailbox))
    ) {
      return refuse("already_subscribed");
    }
    await rememberSubscribedInThisBrowser(result.mailbox);
    const code = result.outcome === "subscribed" ? result.code : null;
    return succeeded({ code }, newsletterMessages[locale].outcome.success.title);
  },
});
