"use client";

import { FormField } from "@/components/checkout/form-field";
import { useActionForm } from "@/components/forms/use-action-form";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { adminOrderMessages } from "@/content/messages/en/admin-orders";
import { fulfilOrderAction } from "@/lib/actions/admin/fulfil-order";
import { adminFormOptions } from "../admin-action-form";
import { ActionOutcome } from "../action-outcome";

const { fulfil } = adminOrderMessages;

/** Tracking details for a cash-on-delivery order; submitting marks it fulfilled and e-mails the shopper. */
export function FulfilOrderForm({ orderId }: { orderId: string }) {
  // After a refused submit, focus goes to the first field to correct, where its message is read out.
  const {
    result,
    formAction,
    handleSubmit,
    pending,
    fieldErrors: errors,
    values,
    formRef,
  } = useActionForm(fulfilOrderAction, { ...adminFormOptions, focus: true });
  return (
    <section aria-labelledby="fulfil-title" className="bg-card grid gap-4 rounded-xl border p-6">
      <div>
        <h2 id="fulfil-title" className="font-serif text-xl font-semibold">
          {fulfil.title}
        </h2>
        <p className="text-muted-foreground text-sm">{fulfil.intro}</p>
      </div>
      <form ref={formRef} action={formAction} onSubmit={handleSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
        <input type="hidden" name="orderId" value={orderId} />
        <FormField id="trackingCompany" label={fulfil.company} error={errors.trackingCompany}>
          {(described) => (
            <Input
              id="trackingCompany"
              name="trackingCompany"
              required
              maxLength={80}
              placeholder={fulfil.companyPlaceholder}
              defaultValue={values.trackingCompany}
              {...described}
            />
          )}
        </FormField>
        <FormField id="trackingNumber" label={fulfil.number} error={errors.trackingNumber}>
          {(described) => (
            <Input
              id="trackingNumber"
              name="trackingNumber"
              required
              maxLength={64}
              autoComplete="off"
              defaultValue={values.trackingNumber}
              {...described}
            />
          )}
        </FormField>
        <div className="sm:col-span-2">
          <FormField id="trackingUrl" label={fulfil.url} hint={fulfil.urlHint} error={errors.trackingUrl}>
            {(described) => (
              <Input
                id="trackingUrl"
                name="trackingUrl"
                type="url"
                inputMode="url"
                maxLength={500}
                placeholder="https://"
                defaultValue={values.trackingUrl}
                {...described}
              />
            )}
          </FormField>
        </div>
        <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
          <Button type="submit" disabled={pending}>
            {pending ? fulfil.submitting : fulfil.submit}
          </Button>
          <ActionOutcome result={result} />
        </div>
      </form>
    </section>
  );
}
