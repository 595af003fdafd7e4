"use client";

import { Button } from "@/components/ui/button";
import { accountTexts } from "@/content/messages/client/account";
import { accountScreenTexts } from "@/content/messages/client/account-screens";
import { updateProfileAction } from "@/lib/actions/account/profile";
import { AccountField } from "./account-field";
import { FormMessage } from "./form-message";
import { LocaleField } from "@/components/i18n/locale-field";
import { useLocale } from "@/components/i18n/locale-provider";
import { useAccountForm } from "./use-account-form";
import { useTexts } from "@/lib/i18n/client-texts";

type ProfileFormProps = { firstName: string; lastName: string; phone: string };

export function ProfileForm(profile: ProfileFormProps) {
  const locale = useLocale();
  const accountMessages = useTexts(accountTexts, locale);
  const accountScreens = useTexts(accountScreenTexts, locale);
  const { state, formAction, pending, formRef, messageRef } = useAccountForm(updateProfileAction);
  const { fields } = accountMessages;
  const errors = state.fieldErrors;
  // After a failed save, show what the shopper typed; otherwise what is stored.
  const values = state.ok || !state.message ? profile : { ...profile, ...state.values };
  return (
    <form ref={formRef} action={formAction} noValidate className="grid gap-5">
      <LocaleField />
      <div className="grid gap-5 sm:grid-cols-2">
        <AccountField
          id="profile-first-name"
          name="firstName"
          label={fields.firstName.label}
          autoComplete="given-name"
          defaultValue={values.firstName}
          error={errors.firstName}
        />
        <AccountField
          id="profile-last-name"
          name="lastName"
          label={fields.lastName.label}
          autoComplete="family-name"
          defaultValue={values.lastName}
          error={errors.lastName}
        />
      </div>
      <AccountField
        id="profile-phone"
        name="phone"
        type="tel"
        required={false}
        label={fields.phone.label}
        hint={fields.phone.hint}
        autoComplete="tel"
        defaultValue={values.phone}
        error={errors.phone}
      />
      <FormMessage message={state.message} ok={state.ok} messageRef={messageRef} />
      <Button type="submit" disabled={pending} className="justify-self-start">
        {pending ? accountScreens.account.profileSubmitting : accountScreens.account.profileSubmit}
      </Button>
    </form>
  );
}
