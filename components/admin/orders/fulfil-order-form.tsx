"use client";

import { useEffect, useRef } from "react";

import { FormField } from "@/components/checkout/form-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { adminOrderMessages } from "@/content/messages/en/admin-orders";
import { fulfilOrderAction, type FulfilOrderState } from "@/lib/actions/admin/fulfil-order";
import { cn } from "@/lib/utils";
import { useAdminAction } from "../use-admin-action";

const { fulfil } = adminOrderMessages;
const fields = ["trackingCompany", "trackingNumber", "trackingUrl"] as const;
const initialState: FulfilOrderState = { ok: false, message: null, fieldErrors: {}, values: {} };

/** Tracking details for a cash-on-delivery order; submitting marks it fulfilled and e-mails the shopper. */
export function FulfilOrderForm({ orderId }: { orderId: string }) {
  const { state, formAction, handleSubmit, pending, answers } = useAdminAction(fulfilOrderAction, initialState);
  const { fieldErrors: errors, values } = state;
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    // After a refused submit, focus goes to the first field to correct, where its message is read out.
    if (answers === 0) return;
    const firstInvalid = fields.find((field) => state.fieldErrors[field]);
    if (firstInvalid) formRef.current?.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus();
  }, [answers, state]);
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
          <p
            role="status"
            className={cn(
              "text-sm",
              state.ok ? "text-muted-foreground" : "text-destructive",
              !state.message && "sr-only",
            )}
          >
            {state.message}
          </p>
        </div>
      </form>
    </section>
  );
}
