"use client";

import { Button } from "@/components/ui/button";
import { initialAdminActionState, type AdminActionState } from "@/lib/admin/action-state";
import { cn } from "@/lib/utils";
import { useAdminAction } from "./use-admin-action";

type AdminActionFormProps = {
  action: (previous: AdminActionState, formData: FormData) => Promise<AdminActionState>;
  /** Hidden fields naming what the button acts on, e.g. { id, decision }. */
  fields: Record<string, string>;
  label: string;
  /** Spoken with the button, e.g. the review's title, so 'Approve' buttons in a list can be told apart. */
  describedBy?: string;
  variant?: "default" | "outline" | "destructive" | "secondary";
};

/** One button that runs one back-office action, with its outcome announced beside it. */
export function AdminActionForm({ action, fields, label, describedBy, variant = "default" }: AdminActionFormProps) {
  const { state, formAction, handleSubmit, pending } = useAdminAction(action, initialAdminActionState);
  return (
    <form action={formAction} onSubmit={handleSubmit} className="inline-flex flex-col gap-1">
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Button type="submit" size="sm" variant={variant} disabled={pending} aria-describedby={describedBy}>
        {label}
      </Button>
      <p
        role="status"
        className={cn("text-xs", state.ok ? "text-muted-foreground" : "text-destructive", !state.message && "sr-only")}
      >
        {state.message}
      </p>
    </form>
  );
}
