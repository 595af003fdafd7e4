"use client";

import { useActionForm } from "@/components/forms/use-action-form";
import { Button } from "@/components/ui/button";
import { accountTexts } from "@/content/messages/client/account";
import { accountScreenTexts } from "@/content/messages/client/account-screens";
import { updateProfileAction } from "@/lib/actions/account/profile";
import { accountFormOptions } from "./account-form-options";
import { AccountField } from "./account-field";
import { FormMessage } from "./form-message";
import { LocaleField } from "@/components/i18n/locale-field";
import { useLocale } from "@/components/i18n/locale-provider";
import { useTexts } from "@/lib/i18n/client-texts";

type ProfileFormProps = { firstName: string; lastName: string; phone: string };

export function ProfileForm(profile: ProfileFormProps) {
  const locale = useLocale();
  const accountMessages = useTexts(accountTexts, locale);
  const accountScreens = useTexts(accountScreenTexts, locale);
  const { result, message, formAction, handleSubmit, pending, formRef, messageRef, fieldErrors, values } =
    useActionForm(updateProfileAction, accountFormOptions(accountMessages.errors.unexpected));
  const { fields } = accountMessages;
  const errors = fieldErrors;
  // After a failed save, show what the shopper typed; otherwise what is stored.
  const shown = result && !result.ok ? { ...profile, ...values } : profile;
  return (
    <form ref={formRef} action={formAction} onSubmit={handleSubmit} noValidate className="grid gap-5">
      <LocaleField />
      <div className="grid gap-5 sm:grid-cols-2">
        <AccountField
          id="profile-first-name"
          name="firstName"
          label={fields.firstName.label}
          autoComplete="given-name"
          defaultValue={shown.firstName}
          error={errors.firstName}
        />
        <AccountField
          id="profile-last-name"
          name="lastName"
          label={fields.lastName.label}
          autoComplete="family-name"
          defaultValue={shown.lastName}
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
        defaultValue={shown.phone}
        error={errors.phone}
      />
      <FormMessage message={message} ok={result?.ok ?? false} messageRef={messageRef} />
      <Button type="submit" disabled={pending} className="justify-self-start">
        {pending ? accountScreens.account.profileSubmitting : accountScreens.account.profileSubmit}
      </Button>
    </form>
  );
}
