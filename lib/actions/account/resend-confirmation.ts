"use server";

import { headers } from "next/headers";

import { accountMessages } from "@/content/messages/en/account";
import { getAuth } from "@/lib/auth";
import { failedState, succeededState, type AccountFormState } from "@/lib/auth/account-form-state";
import { authFailureMessage, readAuthFailure } from "@/lib/auth/auth-error";
import { readFormValues } from "@/lib/forms/form-values";
import { emailOnlySchema } from "@/lib/validations/account";

/** Sends the confirmation link again. The answer is the same whether or not the address has an account. */
export async function resendConfirmationAction(_previous: AccountFormState, formData: FormData): Promise<AccountFormState<"email">> {
  const parsed = emailOnlySchema.safeParse(readFormValues(formData, ["email"], 300) ?? {});
  if (!parsed.success) return failedState(accountMessages.fields.email.invalid);
  try {
    const auth = await getAuth();
    await auth.api.sendVerificationEmail({ body: { email: parsed.data.email, callbackURL: "/" }, headers: await headers() });
  } catch (error) {
    // Only the rate limit is worth telling; anything else would say whether the address has an account.
    if (readAuthFailure(error)?.code === "RATE_LIMITED") return failedState(authFailureMessage(error));
  }
  return succeededState(accountMessages.flash.confirmationSent);
}
