"use client";

import { Button } from "@/components/ui/button";
import { accountConfirmTexts } from "@/content/messages/client/account-confirm";
import { confirmSignUpAction } from "@/lib/actions/account/confirm-sign-up";
import { AccountField } from "./account-field";
import { FormMessage } from "./form-message";
import { LocaleField } from "@/components/i18n/locale-field";
import { useLocale } from "@/components/i18n/locale-provider";
import { useAccountForm } from "./use-account-form";
import { useTexts } from "@/lib/i18n/client-texts";

/**
 * The confirmation link's form: the password chosen at sign-up. A server action is the form's action, so it works
 * before JavaScript loads; the address rides along for password managers only (the link names it on the server).
 */
export function ConfirmSignUpForm({ token, email }: { token: string; email: string }) {
  const locale = useLocale();
  const text = useTexts(accountConfirmTexts, locale);
  const { state, formAction, pending, formRef, messageRef } = useAccountForm(confirmSignUpAction);
  return (
    <form ref={formRef} action={formAction} noValidate className="grid gap-5">
      <LocaleField />
      <input type="hidden" name="token" value={token} />
      <input type="hidden" name="username" autoComplete="username" value={email} readOnly />
      <AccountField
        id="confirm-password"
        name="password"
        type="password"
        label={text.passwordLabel}
        autoComplete="current-password"
        error={state.fieldErrors.password}
      />
      <FormMessage message={state.message} ok={state.ok} messageRef={messageRef} />
      <Button type="submit" size="lg" disabled={pending} className="justify-self-start">
        {pending ? text.submitting : text.submit}
      </Button>
    </form>
  );
}
