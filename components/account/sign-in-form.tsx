"use client";

import Link from "next/link";

import { useActionForm } from "@/components/forms/use-action-form";
import { Button } from "@/components/ui/button";
import { accountTexts } from "@/content/messages/client/account";
import { accountScreenTexts } from "@/content/messages/client/account-screens";
import { signInAction } from "@/lib/actions/account/sign-in";
import { accountFormOptions } from "./account-form-options";
import { AccountField } from "./account-field";
import { FormMessage } from "./form-message";
import { ResendConfirmationForm } from "./resend-confirmation-form";
import { LocaleField } from "@/components/i18n/locale-field";
import { useLocale } from "@/components/i18n/locale-provider";
import { localizedPath } from "@/lib/i18n/locales";
import { useTexts } from "@/lib/i18n/client-texts";

export function SignInForm({ next }: { next?: string }) {
  const locale = useLocale();
  const accountMessages = useTexts(accountTexts, locale);
  const accountScreens = useTexts(accountScreenTexts, locale);
  const { fields } = accountMessages;
  const text = accountScreens.signIn;
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
  } = useActionForm(signInAction, accountFormOptions(accountMessages.errors.unexpected));
  const unconfirmedEmail = result && !result.ok ? result.data?.unconfirmedEmail : undefined;
  return (
    <div className="grid gap-6">
      <form ref={formRef} action={formAction} onSubmit={handleSubmit} noValidate className="grid gap-5">
        <LocaleField />
        <input type="hidden" name="next" value={values.next ?? next ?? ""} />
        <AccountField
          id="sign-in-identifier"
          name="identifier"
          label={fields.identifier.label}
          placeholder={fields.identifier.placeholder}
          autoComplete="username"
          defaultValue={values.identifier}
          error={errors.identifier}
        />
        <AccountField
          id="sign-in-password"
          name="password"
          type="password"
          label={fields.password.label}
          autoComplete="current-password"
          error={errors.password}
        />
        <FormMessage message={message} ok={result?.ok ?? false} messageRef={messageRef} />
        <div className="flex flex-wrap items-center gap-4">
          <Button type="submit" size="lg" disabled={pending}>
            {pending ? text.submitting : text.submit}
          </Button>
          <Link
            href={localizedPath(locale, "/account/reset-password")}
            className="text-primary text-sm font-medium underline-offset-4 hover:underline"
          >
            {text.forgot}
          </Link>
        </div>
      </form>
      {unconfirmedEmail ? <ResendConfirmationForm email={unconfirmedEmail} /> : null}
    </div>
  );
}
