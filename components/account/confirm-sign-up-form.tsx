"use client";

import { useActionForm } from "@/components/forms/use-action-form";
import { Button } from "@/components/ui/button";
import { accountTexts } from "@/content/messages/client/account";
import { accountConfirmTexts } from "@/content/messages/client/account-confirm";
import { confirmSignUpAction } from "@/lib/actions/account/confirm-sign-up";
import { accountFormOptions } from "./account-form-options";
import { AccountField } from "./account-field";
import { FormMessage } from "./form-message";
import { LocaleField } from "@/components/i18n/locale-field";
import { useLocale } from "@/components/i18n/locale-provider";
import { useTexts } from "@/lib/i18n/client-texts";

/**
 * The confirmation link's form: the password chosen at sign-up. A server action is the form's action, so it works
 * before JavaScript loads; the address rides along for password managers only (the link names it on the server).
 */
export function ConfirmSignUpForm({ token, email }: { token: string; email: string }) {
  const locale = useLocale();
  const text = useTexts(accountConfirmTexts, locale);
  const { errors } = useTexts(accountTexts, locale);
  const { result, message, formAction, handleSubmit, pending, formRef, messageRef, fieldErrors } = useActionForm(
    confirmSignUpAction,
    accountFormOptions(errors.unexpected),
  );
  return (
    <form ref={formRef} action={formAction} onSubmit={handleSubmit} noValidate className="grid gap-5">
      <LocaleField />
      <input type="hidden" name="token" value={token} />
      <input type="hidden" name="username" autoComplete="username" value={email} readOnly />
      <AccountField
        id="confirm-password"
        name="password"
        type="password"
        label={text.passwordLabel}
        autoComplete="current-password"
        error={fieldErrors.password}
      />
      <FormMessage message={message} ok={result?.ok ?? false} messageRef={messageRef} />
      <Button type="submit" size="lg" disabled={pending} className="justify-self-start">
        {pending ? text.submitting : text.submit}
      </Button>
    </form>
  );
}
