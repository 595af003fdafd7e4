"use client";

import { FormField } from "@/components/checkout/form-field";
import { useActionForm } from "@/components/forms/use-action-form";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { adminCatalogueMessages as text } from "@/content/messages/en/admin-catalogue";
import { updateCatalogueEntryAction } from "@/lib/actions/admin/update-catalogue-entry";
import type { CatalogueAdminRow } from "@/lib/admin/catalogue/load-catalogue-admin";
import type { CatalogueField } from "@/lib/validations/catalogue";
import { adminFormOptions } from "../admin-action-form";
import { ActionOutcome } from "../action-outcome";

const aed = (fils: number | null) => (fils === null ? "" : (fils / 100).toFixed(2));
const count = (value: number | null) => (value === null ? "" : String(value));

function Checkbox({ id, name, label, checked }: { id: string; name: string; label: string; checked: boolean }) {
  return (
    <label htmlFor={id} className="flex items-center gap-2 text-sm font-medium">
      <input id={id} name={name} type="checkbox" defaultChecked={checked} className="accent-primary size-4" />
      {label}
    </label>
  );
}

/** One catalogue row as a form of its own: it posts to the server action with or without JavaScript. */
export function CatalogueEntryForm({ row }: { row: CatalogueAdminRow }) {
  const { result, formAction, handleSubmit, pending, fieldErrors, values } = useActionForm(
    updateCatalogueEntryAction,
    adminFormOptions,
  );
  const { figures } = row;
  const errors: Partial<Record<CatalogueField, string>> = fieldErrors;
  // After a refused save the admin's entries come back; otherwise the stored figures.
  const value = (field: CatalogueField, stored: string) => values[field] ?? stored;
  const id = (field: string) => `${figures.id}-${field}`;
  const isProduct = figures.kind === "product";

  return (
    <form
      action={formAction}
      onSubmit={handleSubmit}
      noValidate
      aria-labelledby={id("title")}
      className="grid gap-4 rounded-lg border p-4"
    >
      <input type="hidden" name="id" value={figures.id} />
      <input type="hidden" name="name" value={row.name} />
      <h3 id={id("title")} className="font-medium">
        {row.name}
      </h3>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <FormField
          id={id("price")}
          label={isProduct ? text.fields.price : text.fields.bundlePrice}
          error={errors.price}
        >
          {(described) => (
            <Input
              id={id("price")}
              name="price"
              inputMode="decimal"
              required
              defaultValue={value("price", aed(figures.priceFils))}
              {...described}
            />
          )}
        </FormField>
        {isProduct ? (
          <>
            <FormField
              id={id("originalPrice")}
              label={text.fields.originalPrice}
              hint={text.fields.originalPriceHint}
              error={errors.originalPrice}
            >
              {(described) => (
                <Input
                  id={id("originalPrice")}
                  name="originalPrice"
                  inputMode="decimal"
                  defaultValue={value("originalPrice", aed(figures.originalPriceFils))}
                  {...described}
                />
              )}
            </FormField>
            <FormField id={id("stock")} label={text.fields.stock} hint={text.fields.stockHint} error={errors.stock}>
              {(described) => (
                <Input
                  id={id("stock")}
                  name="stock"
                  inputMode="numeric"
                  defaultValue={value("stock", count(figures.stock))}
                  {...described}
                />
              )}
            </FormField>
            <FormField
              id={id("lowStockThreshold")}
              label={text.fields.lowStockThreshold}
              hint={text.fields.lowStockHint}
              error={errors.lowStockThreshold}
            >
              {(described) => (
                <Input
                  id={id("lowStockThreshold")}
                  name="lowStockThreshold"
                  inputMode="numeric"
                  defaultValue={value("lowStockThreshold", count(figures.lowStockThreshold))}
                  {...described}
                />
              )}
            </FormField>
            <FormField
              id={id("comingSoonDate")}
              label={text.fields.comingSoonDate}
              hint={text.fields.comingSoonDateHint}
              error={errors.comingSoonDate}
            >
              {(described) => (
                <Input
                  id={id("comingSoonDate")}
                  name="comingSoonDate"
                  type="date"
                  defaultValue={value("comingSoonDate", figures.comingSoonDate ?? "")}
                  {...described}
                />
              )}
            </FormField>
          </>
        ) : null}
        <FormField id={id("position")} label={text.fields.position} error={errors.position}>
          {(described) => (
            <Input
              id={id("position")}
              name="position"
              inputMode="numeric"
              required
              defaultValue={value("position", String(figures.position))}
              {...described}
            />
          )}
        </FormField>
      </div>
      <div className="flex flex-wrap gap-6">
        <Checkbox id={id("active")} name="active" label={text.fields.active} checked={figures.active} />
        {isProduct ? (
          <Checkbox
            id={id("comingSoon")}
            name="comingSoon"
            label={text.fields.comingSoon}
            checked={figures.comingSoon}
          />
        ) : null}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={pending} aria-label={text.save(row.name)}>
          Save
        </Button>
        <ActionOutcome result={result} />
      </div>
    </form>
  );
}
