"use client";

import { useActionForm } from "@/components/forms/use-action-form";
import { Button } from "@/components/ui/button";
import { accountTexts } from "@/content/messages/client/account";
import { accountScreenTexts } from "@/content/messages/client/account-screens";
import { verifyTwoFactorSignInAction } from "@/lib/actions/account/two-factor";
import { accountFormOptions } from "./account-form-options";
import { AccountField } from "./account-field";
import { FormMessage } from "./form-message";
import { LocaleField } from "@/components/i18n/locale-field";
import { useLocale } from "@/components/i18n/locale-provider";
import { useTexts } from "@/lib/i18n/client-texts";

export function TwoFactorSignInForm({ next }: { next?: string }) {
  const locale = useLocale();
  const accountMessages = useTexts(accountTexts, locale);
  const accountScreens = useTexts(accountScreenTexts, locale);
  const { result, message, formAction, handleSubmit, pending, formRef, messageRef, fieldErrors, values } =
    useActionForm(verifyTwoFactorSignInAction, accountFormOptions(accountMessages.errors.unexpected));
  const { fields } = accountMessages;
  return (
    <form ref={formRef} action={formAction} onSubmit={handleSubmit} noValidate className="grid gap-5">
      <LocaleField />
      <input type="hidden" name="next" value={values.next ?? next ?? ""} />
      <AccountField
        id="two-factor-code"
        name="code"
        label={fields.code.label}
        hint={fields.code.hint}
        autoComplete="one-time-code"
        inputMode="numeric"
        error={fieldErrors.code}
      />
      <FormMessage message={message} ok={result?.ok ?? false} messageRef={messageRef} />
      <Button type="submit" size="lg" disabled={pending} className="justify-self-start">
        {pending ? accountScreens.twoFactor.submitting : accountScreens.twoFactor.submit}
      </Button>
    </form>
  );
}
