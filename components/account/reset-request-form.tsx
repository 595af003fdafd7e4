"use client";

import { Button } from "@/components/ui/button";
import { accountMessages } from "@/content/messages/en/account";
import { accountScreens } from "@/content/messages/en/account-screens";
import { requestPasswordResetAction } from "@/lib/actions/account/password-reset";
import { AccountField } from "./account-field";
import { FormMessage } from "./form-message";
import { useAccountForm } from "./use-account-form";

export function ResetRequestForm() {
  const { state, formAction, pending, formRef, messageRef } = useAccountForm(requestPasswordResetAction);
  const text = accountScreens.reset;
  return (
    <form ref={formRef} action={formAction} noValidate className="grid gap-5">
      <AccountField id="reset-email" name="email" type="email" label={accountMessages.fields.email.label} placeholder={accountMessages.fields.email.placeholder} autoComplete="email" defaultValue={state.values.email} error={state.fieldErrors.email} />
      <FormMessage message={state.message} ok={state.ok} messageRef={messageRef} />
      <Button type="submit" size="lg" disabled={pending} className="justify-self-start">
        {pending ? text.requestSubmitting : text.requestSubmit}
      </Button>
    </form>
  );
}
