"use client";

import { FormField } from "@/components/checkout/form-field";
import { useActionForm } from "@/components/forms/use-action-form";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";
import { adminReturnMessages } from "@/content/messages/en/admin-returns";
import { rejectReturnAction } from "@/lib/actions/admin/return-steps";
import { ActionOutcome } from "../action-outcome";
import { adminFormOptions } from "../admin-action-form";

const text = adminReturnMessages.reject;

/** Declining needs the reason the shopper will read. Posts without JavaScript too. */
export function RejectReturnForm({ returnId }: { returnId: string }) {
  const { result, formAction, handleSubmit, pending, fieldErrors, values } = useActionForm(
    rejectReturnAction,
    adminFormOptions,
  );
  const id = `reject-${returnId}`;
  return (
    <form action={formAction} onSubmit={handleSubmit} noValidate className="grid gap-2">
      <input type="hidden" name="id" value={returnId} />
      <FormField id={id} label={text.label} error={fieldErrors.reason}>
        {(described) => (
          <Textarea id={id} name="reason" rows={2} maxLength={500} defaultValue={values.reason} {...described} />
        )}
      </FormField>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" size="sm" variant="outline" disabled={pending}>
          {text.submit}
        </Button>
        <ActionOutcome result={result} size="xs" />
      </div>
    </form>
  );
}
