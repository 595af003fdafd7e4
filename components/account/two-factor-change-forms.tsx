"use client";

import { useActionForm } from "@/components/forms/use-action-form";
import { Button } from "@/components/ui/button";
import { accountTexts } from "@/content/messages/client/account";
import { accountScreenTexts } from "@/content/messages/client/account-screens";
import { accountTwoFactorTexts } from "@/content/messages/client/account-two-factor";
import { disableTwoFactorAction, renewBackupCodesAction } from "@/lib/actions/account/two-factor";
import type { FieldErrors } from "@/lib/actions/action-result";
import { accountFormOptions } from "./account-form-options";
import { AccountField } from "./account-field";
import { FormMessage } from "./form-message";
import { LocaleField } from "@/components/i18n/locale-field";
import { useLocale } from "@/components/i18n/locale-provider";
import { useTexts } from "@/lib/i18n/client-texts";

type ChangeAction = typeof disableTwoFactorAction;

/** The password and a code of the factor being changed: what both changes ask for. */
function PasswordAndCode({ id, fieldErrors }: { id: string; fieldErrors: FieldErrors }) {
  const { fields } = useTexts(accountTexts, useLocale());
  return (
    <>
      <AccountField
        id={`${id}-password`}
        name="password"
        type="password"
        label={fields.currentPassword.label}
        autoComplete="current-password"
        error={fieldErrors.password}
      />
      <AccountField
        id={`${id}-code`}
        name="code"
        label={fields.code.label}
        hint={fields.code.hint}
        autoComplete="one-time-code"
        error={fieldErrors.code}
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
  const locale = useLocale();
  const text = useTexts(accountTwoFactorTexts, locale);
  const { errors } = useTexts(accountTexts, locale);
  const { result, message, formAction, handleSubmit, pending, formRef, messageRef, fieldErrors } = useActionForm(
    action,
    accountFormOptions(errors.unexpected),
  );
  const backupCodes = result?.ok ? result.data?.backupCodes : undefined;
  if (result?.ok && !backupCodes) return <FormMessage message={message} ok messageRef={messageRef} />;
  return (
    <div className="grid gap-4">
      {backupCodes ? (
        <section aria-labelledby={`${id}-codes-title`} className="grid gap-2">
          <h3 id={`${id}-codes-title`} className="font-medium">
            {text.newBackupCodesTitle}
          </h3>
          <p className="text-muted-foreground text-sm">{text.newBackupCodesIntro}</p>
          <ul data-testid="backup-codes" className="grid grid-cols-2 gap-2 font-mono text-sm sm:grid-cols-5">
            {backupCodes.map((code) => (
              <li key={code} className="bg-muted rounded px-2 py-1">
                {code}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <form
        ref={formRef}
        action={formAction}
        onSubmit={handleSubmit}
        noValidate
        aria-label={submit}
        className="grid gap-4"
      >
        <LocaleField />
        <PasswordAndCode id={id} fieldErrors={fieldErrors} />
        <FormMessage message={message} ok={result?.ok ?? false} messageRef={messageRef} />
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
