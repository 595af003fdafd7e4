"use server";

import { accountMessages } from "@/content/messages/account";
import { formInput } from "@/lib/actions/action-input";
import { defineAction } from "@/lib/actions/define-action";
import { accountAnswers } from "@/lib/auth/account-answers";
import { failedState, succeededState, type AccountFormState } from "@/lib/auth/account-form-state";
import { consumePhoneNumberChange } from "@/lib/auth/auth-rate-limits";
import { updateProfile } from "@/lib/auth/update-profile";
import { getDb } from "@/lib/db";
import { accountSchemasFor } from "@/lib/validations/account";

const fields = ["firstName", "lastName", "phone"] as const;
type ProfileField = (typeof fields)[number];

/** Updates the signed-in shopper's own profile; the session decides whose, never a submitted id. */
export const updateProfileAction = defineAction({
  name: "account/update-profile",
  who: "shopper",
  read: formInput(fields, 200),
  schema: (locale) => accountSchemasFor(locale).profileSchema,
  answers: accountAnswers(fields),
  work: async ({ session, input, values, locale, clientAddress }): Promise<AccountFormState<ProfileField>> => {
    const { errors, fields: text, flash } = accountMessages[locale];
    // Only a new number is counted: it is the one answer ("already used") that tells something about other accounts.
    if (
      input.phone !== (session.user.phoneNumber ?? null) &&
      !(await consumePhoneNumberChange(session.user.id, await clientAddress())).ok
    ) {
      return failedState(errors.fieldErrorsSummary, { values, fieldErrors: { phone: text.phone.tooManyChanges } });
    }
    const outcome = await updateProfile(await getDb(), session.user.id, input);
    // The schema above refuses such names with a message per field; this is the data layer's own check agreeing.
    if (outcome === "name_invalid") return failedState(errors.invalidName, { values });
    if (outcome === "phone_taken")
      return failedState(errors.fieldErrorsSummary, { values, fieldErrors: { phone: text.phone.taken } });
    return succeededState(flash.profileSaved, { values: { ...input, phone: input.phone ?? "" } });
  },
});
