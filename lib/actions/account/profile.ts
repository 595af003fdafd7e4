"use server";

import { accountMessages } from "@/content/messages/account";
import { refusalTables } from "@/content/messages/refusals";
import { formInput } from "@/lib/actions/action-input";
import { succeeded, type ActionResult } from "@/lib/actions/action-result";
import { defineAction } from "@/lib/actions/define-action";
import { authRateLimits } from "@/lib/auth/auth-rate-limits";
import { updateProfile } from "@/lib/auth/update-profile";
import { getDb } from "@/lib/db";
import { accountSchemasFor } from "@/lib/validations/account";

/** Updates the signed-in shopper's own profile; the session decides whose, never a submitted id. */
export const updateProfileAction = defineAction({
  name: "account/update-profile",
  who: "shopper",
  read: formInput(["firstName", "lastName", "phone"], 200),
  schema: (locale) => accountSchemasFor(locale).profileSchema,
  // Only a new number is counted: it is the one answer ("already used") that tells something about other accounts.
  limit: async ({ session, input, clientAddress }) =>
    input.phone === (session.user.phoneNumber ?? null)
      ? []
      : [
          [authRateLimits.phoneChangeByAccount, session.user.id],
          [authRateLimits.phoneChangeByClient, await clientAddress()],
        ],
  refusals: refusalTables.profile,
  refusalFieldErrors: (code, { locale }) =>
    code === "throttled" ? { phone: accountMessages[locale].fields.phone.tooManyChanges } : undefined,
  work: async ({ session, input, locale, refuse }): Promise<ActionResult> => {
    const outcome = await updateProfile(await getDb(), session.user.id, input);
    // The schema above refuses such names with a message per field; this is the data layer's own check agreeing.
    if (outcome === "name_invalid") return refuse("invalid_name");
    if (outcome === "phone_taken")
      return refuse("invalid", { fieldErrors: { phone: accountMessages[locale].fields.phone.taken } });
    return succeeded(undefined, accountMessages[locale].flash.profileSaved);
  },
});
