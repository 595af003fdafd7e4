"use client";

import { FormField } from "@/components/checkout/form-field";
import { useActionForm } from "@/components/forms/use-action-form";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { adminDiscountMessages as text } from "@/content/messages/en/admin-discounts";
import { saveDiscountCodeAction } from "@/lib/actions/admin/save-discount-code";
import type { DiscountProductChoice } from "@/lib/admin/discounts/discount-products";
import type { OwnerCodeFormValues } from "@/lib/admin/discounts/owner-code-form-values";
import { ownerCodeKinds } from "@/lib/discounts/owner-code-kinds";
import type { OwnerCodeField } from "@/lib/validations/owner-discount-code";
import { adminFormOptions } from "../admin-action-form";
import { ActionOutcome } from "../action-outcome";

type TextField = Exclude<OwnerCodeField, "id" | "kind" | "productIds">;

/** A new code (no id) or an existing one's terms; posts to the server action with or without JavaScript. */
export function DiscountCodeForm({
  stored,
  products,
  submitLabel,
}: {
  stored: OwnerCodeFormValues;
  products: DiscountProductChoice[];
  submitLabel: string;
}) {
  const creating = stored.id === "";
  const { result, formAction, handleSubmit, pending, fieldErrors, values, formRef } = useActionForm(
    saveDiscountCodeAction,
    { ...adminFormOptions, reset: creating },
  );
  const errors: Partial<Record<OwnerCodeField, string>> = fieldErrors;
  const prefix = creating ? "new-code" : `code-${stored.id}`;
  const id = (field: string) => `${prefix}-${field}`;
  const value = (field: TextField) => values[field] ?? stored[field];

  const textField = (field: TextField, label: string, hint?: string, inputMode?: "decimal" | "numeric") => (
    <FormField id={id(field)} label={label} hint={hint} error={errors[field]}>
      {(described) => (
        <Input
          id={id(field)}
          name={field}
          inputMode={inputMode}
          placeholder={field === "startsOn" || field === "endsOn" ? "YYYY-MM-DD" : undefined}
          defaultValue={value(field)}
          {...described}
        />
      )}
    </FormField>
  );

  return (
    <form ref={formRef} action={formAction} onSubmit={handleSubmit} noValidate className="grid gap-4">
      <input type="hidden" name="id" value={stored.id} />
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {textField("code", text.fields.code, text.fields.codeHint)}
        <FormField id={id("kind")} label={text.fields.kind} error={errors.kind}>
          {(described) => (
            <select
              id={id("kind")}
              name="kind"
              defaultValue={values.kind ?? stored.kind}
              className="border-input bg-background h-9 rounded-md border px-3 text-sm"
              {...described}
            >
              {ownerCodeKinds.map((kind) => (
                <option key={kind} value={kind}>
                  {text.kinds[kind]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        {textField("value", text.fields.value, text.fields.valueHint, "decimal")}
        {textField("minimum", text.fields.minimum, text.fields.minimumHint, "decimal")}
        {textField("startsOn", text.fields.startsOn, text.fields.datesHint)}
        {textField("endsOn", text.fields.endsOn)}
        {textField("usageLimit", text.fields.usageLimit, text.fields.limitHint, "numeric")}
        {textField("perCustomerLimit", text.fields.perCustomerLimit, undefined, "numeric")}
      </div>
      <fieldset className="grid gap-2">
        <legend className="text-sm font-medium">{text.fields.products}</legend>
        <p className="text-muted-foreground text-xs">{text.fields.productsHint}</p>
        <div className="grid gap-1 sm:grid-cols-2 lg:grid-cols-3">
          {products.map((product) => (
            <label key={product.id} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                name="productIds"
                value={product.id}
                defaultChecked={stored.productIds.includes(product.id)}
                className="accent-primary size-4"
              />
              {product.title}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={pending}>
          {submitLabel}
        </Button>
        <ActionOutcome result={result} />
      </div>
    </form>
  );
}
