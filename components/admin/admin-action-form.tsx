"use client";

import { useActionForm, type FormAction } from "@/components/forms/use-action-form";
import { Button } from "@/components/ui/button";
import { adminMessages } from "@/content/messages/en/admin";
import { ActionOutcome } from "./action-outcome";

type AdminActionFormProps = {
  action: FormAction<unknown>;
  /** Hidden fields naming what the button acts on, e.g. { id, decision }. */
  fields: Record<string, string>;
  label: string;
  /** Spoken with the button, e.g. the review's title, so 'Approve' buttons in a list can be told apart. */
  describedBy?: string;
  variant?: "default" | "outline" | "destructive" | "secondary";
};

/** How every back-office form reads its action: each answer toasted, an unreachable server told in English. */
export const adminFormOptions = { unreachable: adminMessages.unexpected, toast: true };

/** One button that runs one back-office action, with its outcome announced beside it. */
export function AdminActionForm({ action, fields, label, describedBy, variant = "default" }: AdminActionFormProps) {
  const { result, formAction, handleSubmit, pending } = useActionForm(action, adminFormOptions);
  return (
    <form action={formAction} onSubmit={handleSubmit} className="inline-flex flex-col gap-1">
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Button type="submit" size="sm" variant={variant} disabled={pending} aria-describedby={describedBy}>
        {label}
      </Button>
      <ActionOutcome result={result} size="xs" />
    </form>
  );
}
