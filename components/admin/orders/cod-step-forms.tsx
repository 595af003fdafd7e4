"use client";

import { useState } from "react";

import { FormField } from "@/components/checkout/form-field";
import { useActionForm } from "@/components/forms/use-action-form";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { adminOrderLifecycleMessages as text } from "@/content/messages/en/admin-order-lifecycle";
import { cancelCodOrderAction, deliverCodOrderAction } from "@/lib/actions/admin/order-lifecycle";
import { ActionOutcome } from "../action-outcome";
import { adminFormOptions } from "../admin-action-form";

/** Delivered and paid: what the courier collected and on which day; the total is filled in as a starting point. */
export function DeliverCodOrderForm({ orderId, total, today }: { orderId: string; total: string; today: string }) {
  const {
    result,
    formAction,
    handleSubmit,
    pending,
    fieldErrors: errors,
    values,
  } = useActionForm(deliverCodOrderAction, adminFormOptions);
  return (
    <form
      action={formAction}
      onSubmit={handleSubmit}
      noValidate
      aria-labelledby="deliver-title"
      className="grid gap-3 rounded-lg border p-4"
    >
      <h3 id="deliver-title" className="font-medium">
        {text.deliver.title}
      </h3>
      <p className="text-muted-foreground text-sm">{text.deliver.intro}</p>
      <input type="hidden" name="orderId" value={orderId} />
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField
          id="cashCollected"
          label={text.deliver.amount}
          hint={text.deliver.amountHint}
          error={errors.cashCollected}
        >
          {(described) => (
            <Input
              id="cashCollected"
              name="cashCollected"
              inputMode="decimal"
              required
              defaultValue={values.cashCollected ?? total}
              {...described}
            />
          )}
        </FormField>
        <FormField id="collectedOn" label={text.deliver.date} error={errors.collectedOn}>
          {(described) => (
            <Input
              id="collectedOn"
              name="collectedOn"
              type="date"
              required
              max={today}
              defaultValue={values.collectedOn ?? today}
              {...described}
            />
          )}
        </FormField>
      </div>
      <FormField
        id="differenceReason"
        label={text.deliver.differenceReason}
        hint={text.deliver.differenceHint(total)}
        error={errors.differenceReason}
      >
        {(described) => (
          <Input
            id="differenceReason"
            name="differenceReason"
            maxLength={500}
            defaultValue={values.differenceReason}
            {...described}
          />
        )}
      </FormField>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={pending}>
          {text.deliver.submit}
        </Button>
        <ActionOutcome result={result} />
      </div>
    </form>
  );
}

/**
 * Cancellation by the owner: the reason goes to the shopper in their e-mail. "Cancel order" asks again before
 * anything is sent ("Yes, cancel the order" or "Keep the order"); a cancellation cannot be undone. With scripts the
 * question opens here; without them the server answers the first press with the same question (the action cancels
 * only with `confirmed=yes`, which only the second button sends), and "Keep the order" is a link back to the order.
 */
export function CancelCodOrderForm({ orderId, orderNumber }: { orderId: string; orderNumber: string }) {
  const { result, formAction, handleSubmit, pending, fieldErrors, values, clearError } = useActionForm(
    cancelCodOrderAction,
    adminFormOptions,
  );
  const [confirming, setConfirming] = useState(false);
  // The server asked the question (the first press arrived without scripts), and nothing else is wrong.
  const askedByServer = Boolean(fieldErrors.confirmed) && Object.keys(fieldErrors).length === 1;
  const asking = confirming || askedByServer;
  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    if (!asking) {
      event.preventDefault();
      setConfirming(true);
      return;
    }
    setConfirming(false);
    handleSubmit(event);
  };
  const keep = (event: React.MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    setConfirming(false);
    clearError("confirmed");
  };
  return (
    <form
      action={formAction}
      onSubmit={submit}
      noValidate
      aria-labelledby="cancel-title"
      className="border-destructive/30 grid gap-3 rounded-lg border p-4"
    >
      <h3 id="cancel-title" className="font-medium">
        {text.cancel.title}
      </h3>
      <p className="text-muted-foreground text-sm">{text.cancel.intro}</p>
      <input type="hidden" name="orderId" value={orderId} />
      <FormField id="reason" label={text.cancel.reason} error={fieldErrors.reason}>
        {(described) => (
          <Textarea
            id="reason"
            name="reason"
            required
            minLength={3}
            maxLength={500}
            rows={3}
            defaultValue={values.reason}
            {...described}
          />
        )}
      </FormField>
      {asking ? (
        <div role="alertdialog" aria-labelledby="cancel-are-you-sure" className="grid gap-3">
          <p id="cancel-are-you-sure" className="text-sm font-medium">
            {text.cancel.areYouSure(orderNumber)}
          </p>
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" name="confirmed" value="yes" variant="destructive" disabled={pending} autoFocus>
              {text.cancel.confirm}
            </Button>
            <Button variant="outline" asChild>
              <a href={`/admin/orders/${orderId}`} onClick={keep}>
                {text.cancel.keep}
              </a>
            </Button>
          </div>
        </div>
      ) : (
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" variant="destructive" disabled={pending}>
            {text.cancel.submit}
          </Button>
          <ActionOutcome result={result} />
        </div>
      )}
    </form>
  );
}
