"use client";

import { Button } from "@/components/ui/button";
import { accountScreenTexts } from "@/content/messages/client/account-screens";
import { resendConfirmationAction } from "@/lib/actions/account/resend-confirmation";
import { FormMessage } from "./form-message";
import { LocaleField } from "@/components/i18n/locale-field";
import { useLocale } from "@/components/i18n/locale-provider";
import { useAccountForm } from "./use-account-form";
import { useTexts } from "@/lib/i18n/client-texts";

/** Offered when sign-in is refused because the address is not confirmed yet. */
export function ResendConfirmationForm({ email }: { email: string }) {
  const locale = useLocale();
  const accountScreens = useTexts(accountScreenTexts, locale);
  const { state, formAction, pending, formRef, messageRef } = useAccountForm(resendConfirmationAction);
  return (
    <form ref={formRef} action={formAction} className="grid gap-3">
      <LocaleField />
      <input type="hidden" name="email" value={email} />
      <Button type="submit" variant="outline" disabled={pending} className="justify-self-start">
        {pending ? accountScreens.signIn.resending : accountScreens.signIn.resend}
      </Button>
      <FormMessage message={state.message} ok={state.ok} messageRef={messageRef} />
    </form>
  );
}
