"use client";

import { Button } from "@/components/ui/button";
import { accountMessages } from "@/content/messages/en/account";
import { accountScreens } from "@/content/messages/en/account-screens";
import { disableTwoFactorAction, startTwoFactorAction } from "@/lib/actions/account/two-factor";
import { AccountField } from "./account-field";
import { FormMessage } from "./form-message";
import { TwoFactorConfirm } from "./two-factor-confirm";
import { useAccountForm } from "./use-account-form";

const text = accountScreens.twoFactorSetup;
const { fields } = accountMessages;

function TwoFactorOff() {
  const { state, formAction, pending, formRef, messageRef } = useAccountForm(startTwoFactorAction);
  if (state.totp) return <TwoFactorConfirm totp={state.totp} />;
  return (
    <form ref={formRef} action={formAction} noValidate className="grid gap-4">
      <p className="text-sm text-muted-foreground">{text.offIntro}</p>
      <AccountField id="two-factor-start-password" name="password" type="password" label={fields.currentPassword.label} autoComplete="current-password" error={state.fieldErrors.password} />
      <FormMessage message={state.message} ok={state.ok} messageRef={messageRef} />
      <Button type="submit" disabled={pending} className="justify-self-start">
        {pending ? text.starting : text.start}
      </Button>
    </form>
  );
}

function TwoFactorOn() {
  const { state, formAction, pending, formRef, messageRef } = useAccountForm(disableTwoFactorAction);
  if (state.ok) return <FormMessage message={state.message} ok messageRef={messageRef} />;
  return (
    <form ref={formRef} action={formAction} noValidate className="grid gap-4">
      <p className="text-sm text-muted-foreground">{text.onIntro}</p>
      <AccountField id="two-factor-disable-password" name="password" type="password" label={fields.currentPassword.label} autoComplete="current-password" error={state.fieldErrors.password} />
      <FormMessage message={state.message} ok={state.ok} messageRef={messageRef} />
      <Button type="submit" variant="outline" disabled={pending} className="justify-self-start">
        {pending ? text.disabling : text.disable}
      </Button>
    </form>
  );
}

/** TOTP on or off. Turning it on takes two steps: the password (answered with the secret and backup codes), then a first code. */
export function TwoFactorSettings({ enabled }: { enabled: boolean }) {
  return enabled ? <TwoFactorOn /> : <TwoFactorOff />;
}
