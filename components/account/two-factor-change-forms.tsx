"use client";

import { Button } from "@/components/ui/button";
import { accountTexts } from "@/content/messages/client/account";
import { accountScreenTexts } from "@/content/messages/client/account-screens";
import { accountTwoFactorTexts } from "@/content/messages/client/account-two-factor";
import { disableTwoFactorAction, renewBackupCodesAction } from "@/lib/actions/account/two-factor";
import type { AccountFormState } from "@/lib/auth/account-form-state";
import { AccountField } from "./account-field";
import { FormMessage } from "./form-message";
import { LocaleField } from "@/components/i18n/locale-field";
import { useLocale } from "@/components/i18n/locale-provider";
import { useAccountForm } from "./use-account-form";
import { useTexts } from "@/lib/i18n/client-texts";

type ChangeAction = typeof disableTwoFactorAction;

/** The password and a code of the factor being changed: what both changes ask for. */
function PasswordAndCode({ id, state }: { id: string; state: AccountFormState<"password" | "code"> }) {
  const { fields } = useTexts(accountTexts, useLocale());
  return (
    <>
      <AccountField
        id={`${id}-password`}
        name="password"
        type="password"
        label={fields.currentPassword.label}
        autoComplete="current-password"
        error={state.fieldErrors.password}
      />
      <AccountField
        id={`${id}-code`}
        name="code"
        label={fields.code.label}
        hint={fields.code.hint}
        autoComplete="one-time-code"
        error={state.fieldErrors.code}
      />
    </>
  );
}

function ChangeForm({
  id,
  action,
  submit,
  submitting,
  variant,
}: {
  id: string;
  action: ChangeAction;
  submit: string;
  submitting: string;
  variant: "outline" | "secondary";
}) {
  const text = useTexts(accountTwoFactorTexts, useLocale());
  const { state, formAction, pending, formRef, messageRef } = useAccountForm(action);
  if (state.ok && !state.backupCodes) return <FormMessage message={state.message} ok messageRef={messageRef} />;
  return (
    <div className="grid gap-4">
      {state.backupCodes ? (
        <section aria-labelledby={`${id}-codes-title`} className="grid gap-2">
          <h3 id={`${id}-codes-title`} className="font-medium">
            {text.newBackupCodesTitle}
          </h3>
          <p className="text-muted-foreground text-sm">{text.newBackupCodesIntro}</p>
          <ul data-testid="backup-codes" className="grid grid-cols-2 gap-2 font-mono text-sm sm:grid-cols-5">
            {state.backupCodes.map((code) => (
              <li key={code} className="bg-muted rounded px-2 py-1">
                {code}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <form ref={formRef} action={formAction} noValidate aria-label={submit} className="grid gap-4">
        <LocaleField />
        <PasswordAndCode id={id} state={state} />
        <FormMessage message={state.message} ok={state.ok} messageRef={messageRef} />
        <Button type="submit" variant={variant} disabled={pending} className="justify-self-start">
          {pending ? submitting : submit}
        </Button>
      </form>
    </div>
  );
}

/** With TOTP on: turning it off and renewing backup codes, each with the password and a current code. */
export function TwoFactorChangeForms() {
  const locale = useLocale();
  const setup = useTexts(accountScreenTexts, locale).twoFactorSetup;
  const text = useTexts(accountTwoFactorTexts, locale);
  return (
    <div className="grid gap-6">
      <p className="text-muted-foreground text-sm">{setup.onIntro}</p>
      <p className="text-muted-foreground text-sm">{text.changeIntro}</p>
      <ChangeForm
        id="two-factor-disable"
        action={disableTwoFactorAction}
        submit={setup.disable}
        submitting={setup.disabling}
        variant="outline"
      />
      <ChangeForm
        id="two-factor-backup-codes"
        action={renewBackupCodesAction}
        submit={text.renewBackupCodes}
        submitting={text.renewing}
        variant="secondary"
      />
    </div>
  );
}
