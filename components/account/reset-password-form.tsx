"use client";

import { useActionForm } from "@/components/forms/use-action-form";
import { Button } from "@/components/ui/button";
import { accountTexts } from "@/content/messages/client/account";
import { accountPasswordTexts } from "@/content/messages/client/account-password";
import { accountScreenTexts } from "@/content/messages/client/account-screens";
import { resetPasswordAction } from "@/lib/actions/account/password-reset";
import { accountFormOptions } from "./account-form-options";
import { AccountField } from "./account-field";
import { FormMessage } from "./form-message";
import { LocaleField } from "@/components/i18n/locale-field";
import { useLocale } from "@/components/i18n/locale-provider";
import { useTexts } from "@/lib/i18n/client-texts";

export function ResetPasswordForm({ token }: { token: string }) {
  const locale = useLocale();
  const accountMessages = useTexts(accountTexts, locale);
  const accountPasswordMessages = useTexts(accountPasswordTexts, locale);
  const accountScreens = useTexts(accountScreenTexts, locale);
  const { result, message, formAction, handleSubmit, pending, formRef, messageRef, fieldErrors } = useActionForm(
    resetPasswordAction,
    accountFormOptions(accountMessages.errors.unexpected),
  );
  const { fields } = accountMessages;
  const text = accountScreens.reset;
  return (
    <form ref={formRef} action={formAction} onSubmit={handleSubmit} noValidate className="grid gap-5">
      <LocaleField />
      <input type="hidden" name="token" value={token} />
      <AccountField
        id="reset-password"
        name="password"
        type="password"
        label={fields.newPassword.label}
        autoComplete="new-password"
        hint={accountPasswordMessages.hint}
        error={fieldErrors.password}
      />
      <AccountField
        id="reset-confirm-password"
        name="confirmPassword"
        type="password"
        label={fields.confirmPassword.label}
        autoComplete="new-password"
        error={fieldErrors.confirmPassword}
      />
      <FormMessage message={message} ok={result?.ok ?? false} messageRef={messageRef} />
      <Button type="submit" size="lg" disabled={pending} className="justify-self-start">
        {pending ? text.chooseSubmitting : text.chooseSubmit}
      </Button>
    </form>
  );
}
