"use client";

import { useActionForm } from "@/components/forms/use-action-form";
import { Button } from "@/components/ui/button";
import { accountTexts } from "@/content/messages/client/account";
import { accountScreenTexts } from "@/content/messages/client/account-screens";
import { requestPasswordResetAction } from "@/lib/actions/account/password-reset";
import { accountFormOptions } from "./account-form-options";
import { AccountField } from "./account-field";
import { FormMessage } from "./form-message";
import { LocaleField } from "@/components/i18n/locale-field";
import { useLocale } from "@/components/i18n/locale-provider";
import { useTexts } from "@/lib/i18n/client-texts";

export function ResetRequestForm() {
  const locale = useLocale();
  const accountMessages = useTexts(accountTexts, locale);
  const accountScreens = useTexts(accountScreenTexts, locale);
  const { result, message, formAction, handleSubmit, pending, formRef, messageRef, fieldErrors, values } =
    useActionForm(requestPasswordResetAction, accountFormOptions(accountMessages.errors.unexpected));
  const text = accountScreens.reset;
  return (
    <form ref={formRef} action={formAction} onSubmit={handleSubmit} noValidate className="grid gap-5">
      <LocaleField />
      <AccountField
        id="reset-email"
        name="email"
        type="email"
        label={accountMessages.fields.email.label}
        placeholder={accountMessages.fields.email.placeholder}
        autoComplete="email"
        defaultValue={result?.ok ? result.data?.email : values.email}
        error={fieldErrors.email}
      />
      <FormMessage message={message} ok={result?.ok ?? false} messageRef={messageRef} />
      <Button type="submit" size="lg" disabled={pending} className="justify-self-start">
        {pending ? text.requestSubmitting : text.requestSubmit}
      </Button>
    </form>
  );
}
