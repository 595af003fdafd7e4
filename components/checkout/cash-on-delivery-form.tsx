"use client";

import { useActionForm } from "@/components/forms/use-action-form";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { cartTexts } from "@/content/messages/client/cart";
import { checkoutTexts } from "@/content/messages/client/checkout";
import { placeOrderAction } from "@/lib/actions/place-order";
import type { CashOnDeliveryField } from "@/lib/validations/checkout";
import { LocaleField } from "@/components/i18n/locale-field";
import { useLocale } from "@/components/i18n/locale-provider";
import type { PaymentChoiceView } from "@/lib/payments/payment-options";
import { EmirateSelect } from "./emirate-select";
import { FormField } from "./form-field";
import { PaymentChoice } from "./payment-choice";
import { useTexts } from "@/lib/i18n/client-texts";

/** Works as a plain form before JavaScript loads; afterwards it keeps entries and moves focus to the first problem. */
export function CashOnDeliveryForm({
  disabled = false,
  paymentChoice = null,
  filled = {},
  offerSaveAddress = false,
  beforeSubmit = null,
}: {
  disabled?: boolean;
  /** Pay now and, where its rules allow, cash on delivery; null when the shop takes cash only. */
  paymentChoice?: PaymentChoiceView | null;
  /** What the form starts with: a signed-in shopper's saved address and e-mail. */
  filled?: Partial<Record<CashOnDeliveryField, string>>;
  /** Signed in: "Save this address to my account", kept once the order is placed. */
  offerSaveAddress?: boolean;
  /** Rendered by the page just above Place Order (the phone's total). */
  beforeSubmit?: React.ReactNode;
}) {
  const locale = useLocale();
  const checkoutMessages = useTexts(checkoutTexts, locale);
  const { fields, delivery } = checkoutMessages;
  // React posts the form itself (no handleSubmit): a placed order ends in a redirect, which React's form action
  // follows. After each answer focus moves to the first field in error, or else to the message.
  const { formAction, pending, fieldErrors, values, message, formRef, messageRef } = useActionForm(placeOrderAction, {
    unreachable: useTexts(cartTexts, locale).unexpected,
    focus: true,
  });
  const errors: Partial<Record<CashOnDeliveryField, string>> = fieldErrors;
  // What the shopper sent, once refused; until then the saved address the page filled in.
  const shown: Partial<Record<CashOnDeliveryField | "saveAddress", string>> = { ...filled, ...values };

  return (
    <form
      ref={formRef}
      action={formAction}
      noValidate
      className="grid gap-5"
      aria-describedby={message ? "checkout-message" : undefined}
    >
      <LocaleField />
      {message ? (
        <p
          id="checkout-message"
          ref={messageRef as React.RefObject<HTMLParagraphElement>}
          tabIndex={-1}
          role="alert"
          className="border-destructive/40 bg-destructive/5 text-destructive rounded-md border px-4 py-3 text-sm font-medium outline-none"
        >
          {message}
        </p>
      ) : null}
      <FormField id="fullName" label={fields.fullName.label} error={errors.fullName}>
        {(a11y) => (
          <Input
            id="fullName"
            name="fullName"
            autoComplete={fields.fullName.autoComplete}
            defaultValue={shown.fullName}
            required
            {...a11y}
          />
        )}
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="email" label={fields.email.label} error={errors.email}>
          {(a11y) => (
            <Input
              id="email"
              name="email"
              type="email"
              autoComplete={fields.email.autoComplete}
              defaultValue={shown.email}
              required
              {...a11y}
            />
          )}
        </FormField>
        <FormField id="phone" label={fields.phone.label} hint={fields.phone.hint} error={errors.phone}>
          {(a11y) => (
            <Input
              id="phone"
              name="phone"
              type="tel"
              inputMode="tel"
              autoComplete={fields.phone.autoComplete}
              defaultValue={shown.phone}
              required
              {...a11y}
            />
          )}
        </FormField>
      </div>
      <FormField id="emirate" label={fields.emirate.label} error={errors.emirate}>
        {(a11y) => (
          <EmirateSelect
            id="emirate"
            locale={locale}
            placeholder={fields.emirate.placeholder}
            autoComplete={fields.emirate.autoComplete}
            value={shown.emirate}
            a11y={a11y}
          />
        )}
      </FormField>
      <FormField
        id="addressLine"
        label={fields.addressLine.label}
        hint={fields.addressLine.hint}
        error={errors.addressLine}
      >
        {(a11y) => (
          <Input
            id="addressLine"
            name="addressLine"
            autoComplete={fields.addressLine.autoComplete}
            defaultValue={shown.addressLine}
            required
            {...a11y}
          />
        )}
      </FormField>
      <FormField id="city" label={fields.city.label} error={errors.city}>
        {(a11y) => (
          <Input
            id="city"
            name="city"
            autoComplete={fields.city.autoComplete}
            defaultValue={shown.city}
            required
            {...a11y}
          />
        )}
      </FormField>
      {offerSaveAddress ? (
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            name="saveAddress"
            defaultChecked={shown.saveAddress === "on"}
            className="accent-primary size-4"
          />
          {fields.saveAddress.label}
        </label>
      ) : null}
      {paymentChoice ? <PaymentChoice choice={paymentChoice} selected={values.payment} /> : null}
      {beforeSubmit}
      <Button type="submit" size="lg" disabled={pending || disabled} aria-disabled={pending || disabled}>
        {pending ? delivery.submitting : delivery.submit}
      </Button>
    </form>
  );
}
