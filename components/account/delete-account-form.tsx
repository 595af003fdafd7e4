"use client";

import { useActionForm } from "@/components/forms/use-action-form";
import { Button } from "@/components/ui/button";
import { LocaleField } from "@/components/i18n/locale-field";
import { useLocale } from "@/components/i18n/locale-provider";
import type { accountDataRights } from "@/content/messages/account-data-rights";
import { accountTexts } from "@/content/messages/client/account";
import { deleteAccountAction } from "@/lib/actions/account/delete-account";
import { useTexts } from "@/lib/i18n/client-texts";
import type { Locale } from "@/lib/i18n/locales";
import { accountFormOptions } from "./account-form-options";
import { AccountField } from "./account-field";
import { FormMessage } from "./form-message";

type DeleteAccountTexts = (typeof accountDataRights)[Locale];

/** Deleting the account: the password again, a code when two-factor is on, and what becomes of the reviews. */
export function DeleteAccountForm({
  text,
  twoFactorEnabled,
}: {
  text: Omit<DeleteAccountTexts, "errors">;
  twoFactorEnabled: boolean;
}) {
  const { errors } = useTexts(accountTexts, useLocale());
  const { result, message, formAction, handleSubmit, pending, formRef, messageRef, fieldErrors, values } =
    useActionForm(deleteAccountAction, accountFormOptions(errors.unexpected));
  const reviews = values.reviews ?? "keep";
  return (
    <form ref={formRef} action={formAction} onSubmit={handleSubmit} noValidate className="grid gap-4">
      <LocaleField />
      <p className="text-muted-foreground text-sm">{text.deleteIntro}</p>
      <AccountField
        id="delete-account-password"
        name="password"
        type="password"
        label={text.passwordLabel}
        autoComplete="current-password"
        error={fieldErrors.password}
      />
      {twoFactorEnabled ? (
        <AccountField
          id="delete-account-code"
          name="code"
          label={text.codeLabel}
          hint={text.codeHint}
          autoComplete="one-time-code"
          inputMode="numeric"
          error={fieldErrors.code}
        />
      ) : null}
      <fieldset
        className="grid gap-2"
        aria-describedby={fieldErrors.reviews ? "delete-account-reviews-error" : undefined}
      >
        <legend className="mb-1 text-sm font-medium">{text.reviewsLegend}</legend>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="radio"
            name="reviews"
            value="keep"
            defaultChecked={reviews === "keep"}
            className="accent-primary size-4"
          />
          {text.reviewsKeep}
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="radio"
            name="reviews"
            value="delete"
            defaultChecked={reviews === "delete"}
            className="accent-primary size-4"
          />
          {text.reviewsDelete}
        </label>
        {fieldErrors.reviews ? (
          <p id="delete-account-reviews-error" className="text-destructive text-sm">
            {fieldErrors.reviews}
          </p>
        ) : null}
      </fieldset>
      <FormMessage message={message} ok={result?.ok ?? false} messageRef={messageRef} />
      <Button type="submit" variant="destructive" disabled={pending} className="justify-self-start">
        {pending ? text.submitting : text.submit}
      </Button>
    </form>
  );
}
