"use client";

import { FormField } from "@/components/checkout/form-field";
import { useActionForm } from "@/components/forms/use-action-form";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { adminReturnMessages } from "@/content/messages/en/admin-returns";
import { formatPrice } from "@/lib/currency/format-price";
import { refundReturnAction } from "@/lib/actions/admin/return-steps";
import { ActionOutcome } from "../action-outcome";
import { adminFormOptions } from "../admin-action-form";

const text = adminReturnMessages.refund;

/**
 * A received return's money back. An order paid online: one button, the gateway gives it back. A cash order: how it
 * went back (bank transfer or cash), its reference and the amount.
 */
export function RefundReturnForm({
  returnId,
  paidOnline,
  dueFils,
}: {
  returnId: string;
  paidOnline: boolean;
  /** What the refund comes to (lib/returns/refund-return.ts, refundDueFils); null when it cannot be worked out. */
  dueFils: number | null;
}) {
  const { result, formAction, handleSubmit, pending, fieldErrors, values } = useActionForm(
    refundReturnAction,
    adminFormOptions,
  );
  return (
    <form action={formAction} onSubmit={handleSubmit} noValidate className="grid gap-3">
      <input type="hidden" name="id" value={returnId} />
      {dueFils !== null ? (
        <p className="text-sm font-medium" data-testid="refund-due">
          {text.due(formatPrice(dueFils / 100))}
        </p>
      ) : null}
      {paidOnline ? (
        <input type="hidden" name="method" value="gateway" />
      ) : (
        <>
          <fieldset className="flex flex-wrap gap-4">
            <legend className="mb-1 text-sm font-medium">{text.method}</legend>
            {(["bank_transfer", "cash"] as const).map((method) => (
              <label key={method} className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name="method"
                  value={method}
                  defaultChecked={(values.method ?? "bank_transfer") === method}
                  className="size-4"
                />
                {text.methods[method]}
              </label>
            ))}
          </fieldset>
          <FormField id={`refund-reference-${returnId}`} label={text.reference} error={fieldErrors.reference}>
            {(described) => (
              <Input
                id={`refund-reference-${returnId}`}
                name="reference"
                maxLength={80}
                defaultValue={values.reference}
                {...described}
              />
            )}
          </FormField>
          <FormField
            id={`refund-amount-${returnId}`}
            label={text.amount}
            hint={text.amountHint}
            error={fieldErrors.amount}
          >
            {(described) => (
              <Input
                id={`refund-amount-${returnId}`}
                name="amount"
                inputMode="decimal"
                className="w-32"
                defaultValue={values.amount ?? (dueFils !== null ? (dueFils / 100).toFixed(2) : undefined)}
                {...described}
              />
            )}
          </FormField>
        </>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" size="sm" disabled={pending}>
          {paidOnline ? text.gateway : text.submit}
        </Button>
        <ActionOutcome result={result} size="xs" />
      </div>
    </form>
  );
}
