"use client";

import { useActionForm } from "@/components/forms/use-action-form";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { emiratesIn } from "@/content/emirates";
import { cartTexts } from "@/content/messages/client/cart";
import { checkoutTexts } from "@/content/messages/client/checkout";
import { placeOrderAction } from "@/lib/actions/place-order";
import type { CashOnDeliveryField } from "@/lib/validations/checkout";
import { LocaleField } from "@/components/i18n/locale-field";
import { useLocale } from "@/components/i18n/locale-provider";
import type { PaymentChoiceView } from "@/lib/payments/payment-options";
import { FormField } from "./form-field";
import { PaymentChoice } from "./payment-choice";
import { useTexts } from "@/lib/i18n/client-texts";

const selectClasses =
  "border-input flex h-9 w-full rounded-md border bg-transparent px-3 py-1 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-invalid:border-destructive md:text-sm";

/** Works as a plain form before JavaScript loads; afterwards it keeps entries and moves focus to the first problem. */
export function CashOnDeliveryForm({
  disabled = false,
  paymentChoice = null,
}: {
  disabled?: boolean;
  /** Pay now and, where its rules allow, cash on delivery; null when the shop takes cash only. */
  paymentChoice?: PaymentChoiceView | null;
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
            defaultValue={values.fullName}
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
              defaultValue={values.email}
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
              defaultValue={values.phone}
              required
              {...a11y}
            />
          )}
        </FormField>
      </div>
      <FormField id="emirate" label={fields.emirate.label} error={errors.emirate}>
        {(a11y) => (
          // Keyed by the submitted value: a select keeps its DOM selection otherwise when the form is re-rendered.
          <select
            key={values.emirate ?? ""}
            id="emirate"
            name="emirate"
            autoComplete={fields.emirate.autoComplete}
            defaultValue={values.emirate ?? ""}
            required
            className={selectClasses}
            {...a11y}
          >
            <option value="" disabled>
              {fields.emirate.placeholder}
            </option>
            {emiratesIn(locale).map((emirate) => (
              <option key={emirate.value} value={emirate.value}>
                {emirate.label}
              </option>
            ))}
          </select>
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
            defaultValue={values.addressLine}
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
            defaultValue={values.city}
            required
            {...a11y}
          />
        )}
      </FormField>
      {paymentChoice ? <PaymentChoice choice={paymentChoice} selected={values.payment} /> : null}
      <Button type="submit" size="lg" disabled={pending || disabled} aria-disabled={pending || disabled}>
        {pending ? delivery.submitting : delivery.submit}
      </Button>
    </form>
  );
}
