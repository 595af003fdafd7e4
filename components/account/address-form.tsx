"use client";

import { hrefInLocale } from "@/components/i18n/localized-link";
import { EmirateSelect } from "@/components/checkout/emirate-select";
import { FormField } from "@/components/checkout/form-field";
import { useActionForm } from "@/components/forms/use-action-form";
import { LocaleField } from "@/components/i18n/locale-field";
import { useLocale } from "@/components/i18n/locale-provider";
import { Button } from "@/components/ui/button";
import { accountTexts } from "@/content/messages/client/account";
import { checkoutTexts } from "@/content/messages/client/checkout";
import { saveAddressAction } from "@/lib/actions/saved-addresses";
import { useTexts } from "@/lib/i18n/client-texts";
import type { savedAddressFields } from "@/lib/validations/saved-address";
import { accountFormOptions } from "./account-form-options";
import { AccountField } from "./account-field";
import { FormMessage } from "./form-message";

type AddressField = (typeof savedAddressFields)[number];

/** The words the page hands over, in its own language only (no second dictionary in the browser). */
export type AddressFormText = {
  submit: string;
  submitting: string;
  makeDefault: string;
  cancel?: string;
};

type AddressFormProps = {
  text: AddressFormText;
  /** The address being edited; none for a new one. */
  address?: Record<AddressField, string> & { id: string; isDefault: boolean };
};

/**
 * Adds or edits an address with the delivery form's own fields and rules. Posts before JavaScript loads; a refusal
 * comes back with the entries and each field's error, a save lands back on the book.
 */
export function AddressForm({ text, address }: AddressFormProps) {
  const locale = useLocale();
  const { fields } = useTexts(checkoutTexts, locale);
  const unreachable = useTexts(accountTexts, locale).errors.unexpected;
  const { result, message, formAction, handleSubmit, pending, formRef, messageRef, fieldErrors, values } =
    useActionForm(saveAddressAction, accountFormOptions(unreachable));
  const refused = Boolean(result && !result.ok);
  const shown: Partial<Record<AddressField | "makeDefault", string>> = refused
    ? values
    : { ...address, makeDefault: address?.isDefault ? "on" : undefined };
  const prefix = address ? "edit-address" : "new-address";

  return (
    <form ref={formRef} action={formAction} onSubmit={handleSubmit} noValidate className="grid gap-5">
      <LocaleField />
      {address ? <input type="hidden" name="id" value={address.id} /> : null}
      <AccountField
        id={`${prefix}-full-name`}
        name="fullName"
        label={fields.fullName.label}
        autoComplete={fields.fullName.autoComplete}
        defaultValue={shown.fullName}
        error={fieldErrors.fullName}
      />
      <AccountField
        id={`${prefix}-phone`}
        name="phone"
        type="tel"
        inputMode="tel"
        label={fields.phone.label}
        hint={fields.phone.hint}
        autoComplete={fields.phone.autoComplete}
        defaultValue={shown.phone}
        error={fieldErrors.phone}
      />
      <FormField id={`${prefix}-emirate`} label={fields.emirate.label} error={fieldErrors.emirate}>
        {(a11y) => (
          <EmirateSelect
            id={`${prefix}-emirate`}
            locale={locale}
            placeholder={fields.emirate.placeholder}
            autoComplete={fields.emirate.autoComplete}
            value={shown.emirate}
            a11y={a11y}
          />
        )}
      </FormField>
      <AccountField
        id={`${prefix}-address-line`}
        name="addressLine"
        label={fields.addressLine.label}
        hint={fields.addressLine.hint}
        autoComplete={fields.addressLine.autoComplete}
        defaultValue={shown.addressLine}
        error={fieldErrors.addressLine}
      />
      <AccountField
        id={`${prefix}-city`}
        name="city"
        label={fields.city.label}
        autoComplete={fields.city.autoComplete}
        defaultValue={shown.city}
        error={fieldErrors.city}
      />
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          name="makeDefault"
          defaultChecked={shown.makeDefault === "on"}
          className="accent-primary size-4"
        />
        {text.makeDefault}
      </label>
      <FormMessage message={message} ok={result?.ok ?? false} messageRef={messageRef} />
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" disabled={pending}>
          {pending ? text.submitting : text.submit}
        </Button>
        {text.cancel ? (
          // A plain link: the book renders afresh without the address in the form.
          <a href={hrefInLocale("/account/addresses", locale)} className="text-sm underline-offset-4 hover:underline">
            {text.cancel}
          </a>
        ) : null}
      </div>
    </form>
  );
}
