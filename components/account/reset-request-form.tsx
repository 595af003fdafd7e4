"use client";

import { Button } from "@/components/ui/button";
import { accountTexts } from "@/content/messages/client/account";
import { accountScreenTexts } from "@/content/messages/client/account-screens";
import { requestPasswordResetAction } from "@/lib/actions/account/password-reset";
import { AccountField } from "./account-field";
import { FormMessage } from "./form-message";
import { LocaleField } from "@/components/i18n/locale-field";
import { useLocale } from "@/components/i18n/locale-provider";
import { useAccountForm } from "./use-account-form";
import { useTexts } from "@/lib/i18n/client-texts";

export function ResetRequestForm() {
  const locale = useLocale();
  const accountMessages = useTexts(accountTexts, locale);
  const accountScreens = useTexts(accountScreenTexts, locale);
  const { state, formAction, pending, formRef, messageRef } = useAccountForm(requestPasswordResetAction);
  const text = accountScreens.reset;
  return (
    <form ref={formRef} action={formAction} noValidate className="grid gap-5">
      <LocaleField />
      <AccountField
        id="reset-email"
        name="email"
        type="email"
        label={accountMessages.fields.email.label}
        placeholder={accountMessages.fields.email.placeholder}
        autoComplete="email"
        defaultValue={state.values.email}
        error={state.fieldErrors.email}
      />
      <FormMessage message={state.message} ok={state.ok} messageRef={messageRef} />
      <Button type="submit" size="lg" disabled={pending} className="justify-self-start">
        {pending ? text.requestSubmitting : text.requestSubmit}
      </Button>
    </form>
  );
}
