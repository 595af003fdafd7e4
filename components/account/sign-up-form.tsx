"use client";

import Link from "next/link";

import { useActionForm } from "@/components/forms/use-action-form";
import { Button } from "@/components/ui/button";
import { accountTexts } from "@/content/messages/client/account";
import { accountPasswordTexts } from "@/content/messages/client/account-password";
import { accountScreenTexts } from "@/content/messages/client/account-screens";
import { signUpAction } from "@/lib/actions/account/sign-up";
import { accountFormOptions } from "./account-form-options";
import { AccountField } from "./account-field";
import { FormMessage } from "./form-message";
import { LocaleField } from "@/components/i18n/locale-field";
import { useLocale } from "@/components/i18n/locale-provider";
import { localizedPath } from "@/lib/i18n/locales";
import { useTexts } from "@/lib/i18n/client-texts";

export function SignUpForm() {
  const locale = useLocale();
  const accountMessages = useTexts(accountTexts, locale);
  const accountPasswordMessages = useTexts(accountPasswordTexts, locale);
  const accountScreens = useTexts(accountScreenTexts, locale);
  const { fields } = accountMessages;
  const text = accountScreens.signUp;
  const {
    result,
    message,
    formAction,
    handleSubmit,
    pending,
    formRef,
    messageRef,
    fieldErrors: errors,
    values,
  } = useActionForm(signUpAction, accountFormOptions(accountMessages.errors.unexpected));
  if (result?.ok) {
    return (
      <div className="grid gap-4">
        <FormMessage message={message} ok messageRef={messageRef} />
        <p className="text-muted-foreground text-sm">{text.checkInbox(result.data?.email ?? "")}</p>
        <Link
          href={localizedPath(locale, "/account/sign-in")}
          className="text-primary text-sm font-medium underline-offset-4 hover:underline"
        >
          {text.toSignIn}
        </Link>
      </div>
    );
  }
  return (
    <form ref={formRef} action={formAction} onSubmit={handleSubmit} noValidate className="grid gap-5">
      <LocaleField />
      <div className="grid gap-5 sm:grid-cols-2">
        <AccountField
          id="sign-up-first-name"
          name="firstName"
          label={fields.firstName.label}
          autoComplete="given-name"
          defaultValue={values.firstName}
          error={errors.firstName}
        />
        <AccountField
          id="sign-up-last-name"
          name="lastName"
          label={fields.lastName.label}
          autoComplete="family-name"
          defaultValue={values.lastName}
          error={errors.lastName}
        />
      </div>
      <AccountField
        id="sign-up-email"
        name="email"
        type="email"
        label={fields.email.label}
        placeholder={fields.email.placeholder}
        autoComplete="email"
        defaultValue={values.email}
        error={errors.email}
      />
      <AccountField
        id="sign-up-password"
        name="password"
        type="password"
        label={fields.password.label}
        autoComplete="new-password"
        hint={accountPasswordMessages.hint}
        error={errors.password}
      />
      <FormMessage message={message} ok={false} messageRef={messageRef} />
      <Button type="submit" size="lg" disabled={pending} className="justify-self-start">
        {pending ? text.submitting : text.submit}
      </Button>
    </form>
  );
}
