"use client";

import { Button } from "@/components/ui/button";
import { accountTexts } from "@/content/messages/client/account";
import { accountScreenTexts } from "@/content/messages/client/account-screens";
import { startTwoFactorAction } from "@/lib/actions/account/two-factor";
import { AccountField } from "./account-field";
import { FormMessage } from "./form-message";
import { TwoFactorChangeForms } from "./two-factor-change-forms";
import { TwoFactorConfirm } from "./two-factor-confirm";
import { LocaleField } from "@/components/i18n/locale-field";
import { useLocale } from "@/components/i18n/locale-provider";
import { useAccountForm } from "./use-account-form";
import { useTexts } from "@/lib/i18n/client-texts";

function TwoFactorOff() {
  const locale = useLocale();
  const accountMessages = useTexts(accountTexts, locale);
  const accountScreens = useTexts(accountScreenTexts, locale);
  const text = accountScreens.twoFactorSetup;
  const { fields } = accountMessages;
  const { state, formAction, pending, formRef, messageRef } = useAccountForm(startTwoFactorAction);
  if (state.totp) return <TwoFactorConfirm totp={state.totp} />;
  return (
    <form ref={formRef} action={formAction} noValidate className="grid gap-4">
      <LocaleField />
      <p className="text-muted-foreground text-sm">{text.offIntro}</p>
      <AccountField
        id="two-factor-start-password"
        name="password"
        type="password"
        label={fields.currentPassword.label}
        autoComplete="current-password"
        error={state.fieldErrors.password}
      />
      <FormMessage message={state.message} ok={state.ok} messageRef={messageRef} />
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
