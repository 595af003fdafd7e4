"use client";

import { useActionForm } from "@/components/forms/use-action-form";
import { Button } from "@/components/ui/button";
import { accountTexts } from "@/content/messages/client/account";
import { accountScreenTexts } from "@/content/messages/client/account-screens";
import { startTwoFactorAction } from "@/lib/actions/account/two-factor";
import { accountFormOptions } from "./account-form-options";
import { AccountField } from "./account-field";
import { FormMessage } from "./form-message";
import { TwoFactorChangeForms } from "./two-factor-change-forms";
import { TwoFactorConfirm } from "./two-factor-confirm";
import { LocaleField } from "@/components/i18n/locale-field";
import { useLocale } from "@/components/i18n/locale-provider";
import { useTexts } from "@/lib/i18n/client-texts";

function TwoFactorOff() {
  const locale = useLocale();
  const accountMessages = useTexts(accountTexts, locale);
  const accountScreens = useTexts(accountScreenTexts, locale);
  const text = accountScreens.twoFactorSetup;
  const { fields } = accountMessages;
  const { result, message, formAction, handleSubmit, pending, formRef, messageRef, fieldErrors } = useActionForm(
    startTwoFactorAction,
    accountFormOptions(accountMessages.errors.unexpected),
  );
  if (result?.ok && result.data) return <TwoFactorConfirm totp={result.data.totp} />;
  return (
    <form ref={formRef} action={formAction} onSubmit={handleSubmit} noValidate className="grid gap-4">
      <LocaleField />
      <p className="text-muted-foreground text-sm">{text.offIntro}</p>
      <AccountField
        id="two-factor-start-password"
        name="password"
        type="password"
        label={fields.currentPassword.label}
        autoComplete="current-password"
        error={fieldErrors.password}
      />
      <FormMessage message={message} ok={result?.ok ?? false} messageRef={messageRef} />
      <Button type="submit" disabled={pending} className="justify-self-start">
        {pending ? text.starting : text.start}
      </Button>
    </form>
  );
}

/**
 * TOTP on or off. Turning it on takes two steps: the password (answered with the secret and backup codes), then a
 * first code; changing it once on takes the password and a code (two-factor-change-forms.tsx).
 */
export function TwoFactorSettings({ enabled }: { enabled: boolean }) {
  return enabled ? <TwoFactorChangeForms /> : <TwoFactorOff />;
}
