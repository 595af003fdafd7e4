"use client";

import { FormField } from "@/components/checkout/form-field";
import { useActionForm } from "@/components/forms/use-action-form";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";
import { adminOrderMessages } from "@/content/messages/en/admin-orders";
import { addOrderNoteAction } from "@/lib/actions/admin/add-order-note";
import { ActionOutcome } from "../action-outcome";
import { adminFormOptions } from "../admin-action-form";

const text = adminOrderMessages.notes;

/**
 * The owner's internal note on an order. `requestKey` is fresh each time the page renders: the same submit sent twice
 * (a double click, a resent POST) adds one note. Posts without JavaScript too.
 */
export function OrderNoteForm({ orderId, requestKey }: { orderId: string; requestKey: string }) {
  const { result, formAction, handleSubmit, pending, fieldErrors, values, formRef } = useActionForm(
    addOrderNoteAction,
    { ...adminFormOptions, reset: true },
  );
  return (
    <form ref={formRef} action={formAction} onSubmit={handleSubmit} noValidate className="grid gap-3">
      <input type="hidden" name="orderId" value={orderId} />
      <input type="hidden" name="requestKey" value={requestKey} />
      <FormField id="note-body" label={text.label} hint={text.hint} error={fieldErrors.body}>
        {(described) => (
          <Textarea
            id="note-body"
            name="body"
            required
            maxLength={2000}
            rows={3}
            defaultValue={values.body}
            {...described}
          />
        )}
      </FormField>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={pending}>
          {text.submit}
        </Button>
        <ActionOutcome result={result} />
      </div>
    </form>
  );
}
