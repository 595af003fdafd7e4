"use client";

import { FormField } from "@/components/checkout/form-field";
import type { FormAction } from "@/components/forms/use-action-form";
import { useActionForm } from "@/components/forms/use-action-form";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";
import { ActionOutcome } from "./action-outcome";
import { adminFormOptions } from "./admin-action-form";

/**
 * The owner's internal note on something (an order, a customer): `subject` is the hidden field naming it.
 * `requestKey` is fresh each time the page renders: the same submit sent twice (a double click, a resent POST) adds
 * one note. Posts without JavaScript too.
 */
export function NoteForm({
  action,
  subject,
  fieldId,
  text,
  requestKey,
}: {
  action: FormAction<unknown>;
  subject: { name: string; value: string };
  fieldId: string;
  text: { label: string; hint: string; submit: string };
  requestKey: string;
}) {
  const { result, formAction, handleSubmit, pending, fieldErrors, values, formRef } = useActionForm(action, {
    ...adminFormOptions,
    reset: true,
  });
  return (
    <form ref={formRef} action={formAction} onSubmit={handleSubmit} noValidate className="grid gap-3">
      <input type="hidden" name={subject.name} value={subject.value} />
      <input type="hidden" name="requestKey" value={requestKey} />
      <FormField id={fieldId} label={text.label} hint={text.hint} error={fieldErrors.body}>
        {(described) => (
          <Textarea
            id={fieldId}
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
