"use client";

import { Button } from "@/components/ui/button";
import { accountMessages } from "@/content/messages/en/account";
import { accountScreens } from "@/content/messages/en/account-screens";
import { verifyTwoFactorSignInAction } from "@/lib/actions/account/two-factor";
import { AccountField } from "./account-field";
import { FormMessage } from "./form-message";
import { useAccountForm } from "./use-account-form";

export function TwoFactorSignInForm({ next }: { next?: string }) {
  const { state, formAction, pending, formRef, messageRef } = useAccountForm(verifyTwoFactorSignInAction);
  const { fields } = accountMessages;
  return (
    <form ref={formRef} action={formAction} noValidate className="grid gap-5">
      <input type="hidden" name="next" value={state.values.next ?? next ?? ""} />
      <AccountField id="two-factor-code" name="code" label={fields.code.label} hint={fields.code.hint} autoComplete="one-time-code" inputMode="numeric" error={state.fieldErrors.code} />
      <FormMessage message={state.message} ok={state.ok} messageRef={messageRef} />
      <Button type="submit" size="lg" disabled={pending} className="justify-self-start">
        {pending ? accountScreens.twoFactor.submitting : accountScreens.twoFactor.submit}
      </Button>
    </form>
  );
}
