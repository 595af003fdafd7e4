"use client";

import { useActionForm } from "@/components/forms/use-action-form";
import { Button } from "@/components/ui/button";
import { accountTexts } from "@/content/messages/client/account";
import { accountScreenTexts } from "@/content/messages/client/account-screens";
import { resendConfirmationAction } from "@/lib/actions/account/resend-confirmation";
import { accountFormOptions } from "./account-form-options";
import { FormMessage } from "./form-message";
import { LocaleField } from "@/components/i18n/locale-field";
import { useLocale } from "@/components/i18n/locale-provider";
import { useTexts } from "@/lib/i18n/client-texts";

/** Offered when sign-in is refused because the address is not confirmed yet. */
export function ResendConfirmationForm({ email }: { email: string }) {
  const locale = useLocale();
  const accountScreens = useTexts(accountScreenTexts, locale);
  const { errors } = useTexts(accountTexts, locale);
  const { result, message, formAction, handleSubmit, pending, formRef, messageRef } = useActionForm(
    resendConfirmationAction,
    accountFormOptions(errors.unexpected),
  );
  return (
    <form ref={formRef} action={formAction} onSubmit={handleSubmit} className="grid gap-3">
      <LocaleField />
      <input type="hidden" name="email" value={email} />
      <Button type="submit" variant="outline" disabled={pending} className="justify-self-start">
        {pending ? accountScreens.signIn.resending : accountScreens.signIn.resend}
      </Button>
      <FormMessage message={message} ok={result?.ok ?? false} messageRef={messageRef} />
    </form>
  );
}
