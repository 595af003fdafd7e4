"use client";

import { Button } from "@/components/ui/button";
import { accountMessages } from "@/content/messages/en/account";
import { accountPasswordMessages } from "@/content/messages/en/account-password";
import { accountScreens } from "@/content/messages/en/account-screens";
import { resetPasswordAction } from "@/lib/actions/account/password-reset";
import { AccountField } from "./account-field";
import { FormMessage } from "./form-message";
import { useAccountForm } from "./use-account-form";

export function ResetPasswordForm({ token }: { token: string }) {
  const { state, formAction, pending, formRef, messageRef } = useAccountForm(resetPasswordAction);
  const { fields } = accountMessages;
  const text = accountScreens.reset;
  return (
    <form ref={formRef} action={formAction} noValidate className="grid gap-5">
      <input type="hidden" name="token" value={token} />
      <AccountField id="reset-password" name="password" type="password" label={fields.newPassword.label} autoComplete="new-password" hint={accountPasswordMessages.hint} error={state.fieldErrors.password} />
      <AccountField id="reset-confirm-password" name="confirmPassword" type="password" label={fields.confirmPassword.label} autoComplete="new-password" error={state.fieldErrors.confirmPassword} />
      <FormMessage message={state.message} ok={state.ok} messageRef={messageRef} />
      <Button type="submit" size="lg" disabled={pending} className="justify-self-start">
        {pending ? text.chooseSubmitting : text.chooseSubmit}
      </Button>
    </form>
  );
}
