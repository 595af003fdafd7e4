"use client";

import { useState } from "react";

import { FormField } from "@/components/checkout/form-field";
import { Input } from "@/components/ui/input";
import type { ReviewField } from "@/lib/validations/review";

type Copy = {
  orderNumber: { label: string; placeholder: string; hint: string };
  email: { label: string; hint: string; autoComplete: string };
};

type Props = {
  copy: Copy;
  values: Partial<Record<ReviewField, string>>;
  errors: Partial<Record<ReviewField, string>>;
  clearError: (field: ReviewField) => void;
};

/** Step 1 of the review form: the order number and the e-mail it was placed with, which unlock the order's lines. */
export function ReviewOrderFields({ copy, values, errors, clearError }: Props) {
  // Upper-cased as typed, as order numbers are printed; the form's key resets it after a stored review.
  const [orderNumber, setOrderNumber] = useState(values.orderNumber ?? "");
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <FormField
        id="review-order-number"
        label={copy.orderNumber.label}
        hint={copy.orderNumber.hint}
        error={errors.orderNumber}
      >
        {(a11y) => (
          <Input
            id="review-order-number"
            name="orderNumber"
            autoComplete="off"
            autoCapitalize="characters"
            placeholder={copy.orderNumber.placeholder}
            value={orderNumber}
            onChange={(event) => {
              setOrderNumber(event.target.value.toUpperCase());
              clearError("orderNumber");
            }}
            required
            {...a11y}
          />
        )}
      </FormField>
      <FormField id="review-email" label={copy.email.label} hint={copy.email.hint} error={errors.email}>
        {(a11y) => (
          <Input
            id="review-email"
            name="email"
            type="email"
            autoComplete={copy.email.autoComplete}
            defaultValue={values.email}
            onChange={() => clearError("email")}
            required
            {...a11y}
          />
        )}
      </FormField>
    </div>
  );
}
