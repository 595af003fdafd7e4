"use server";

import { accountMessages as accountMessagesByLocale } from "@/content/messages/account";
import { failedState, succeededState, type AccountFormState } from "@/lib/auth/account-form-state";
import { getCurrentSession } from "@/lib/auth/session";
import { updateProfile } from "@/lib/auth/update-profile";
import { getDb } from "@/lib/db";
import { fieldErrorsFrom, readFormValues } from "@/lib/forms/form-values";
import { readFormLocale } from "@/lib/i18n/form-locale";
import { accountSchemasFor } from "@/lib/validations/account";

const fields = ["firstName", "lastName", "phone"] as const;
type ProfileField = (typeof fields)[number];

/** Updates the signed-in shopper's own profile; the session decides whose, never a submitted id. */
export async function updateProfileAction(_previous: AccountFormState, formData: FormData): Promise<AccountFormState<ProfileField>> {
  const accountMessages = accountMessagesByLocale[readFormLocale(formData)];
  const session = await getCurrentSession();
  if (!session) return failedState(accountMessages.errors.signInRequired);

  const values = readFormValues(formData, fields, 200) ?? {};
  const parsed = accountSchemasFor(readFormLocale(formData)).profileSchema.safeParse(values);
  if (!parsed.success) return failedState<ProfileField>(accountMessages.errors.fieldErrorsSummary, { values, fieldErrors: fieldErrorsFrom<ProfileField>(parsed.error) });

  const outcome = await updateProfile(await getDb(), session.user.id, parsed.data);
  if (outcome === "phone_taken") {
    return failedState<ProfileField>(accountMessages.errors.fieldErrorsSummary, { values, fieldErrors: { phone: accountMessages.fields.phone.taken } });
  }
  return succeededState<ProfileField>(accountMessages.flash.profileSaved, { values: { ...parsed.data, phone: parsed.data.phone ?? "" } });
}
