"use client";

import { plainFormAction } from "@/components/forms/plain-form-action";

type ActionFormProps = {
  /** A server action reading the form's fields: the form posts it while the page is still without JavaScript. */
  action: (formData: FormData) => Promise<unknown>;
  /** Hidden fields naming what the form acts on, e.g. { lineId }. */
  fields?: Record<string, string | number>;
  /**
   * Once hydrated, the submit runs this instead, so the cart can update optimistically. It gets what the form would
   * have posted, the clicked button's own name and value included.
   */
  onAction: (submitted: FormData) => void;
  className?: string;
  children: React.ReactNode;
};

export function ActionForm({ action, fields = {}, onAction, className, children }: ActionFormProps) {
  return (
    <form
      action={plainFormAction(action)}
      className={className}
      onSubmit={(event) => {
        // React skips a form action whose submit event was cancelled.
        event.preventDefault();
        onAction(new FormData(event.currentTarget, (event.nativeEvent as SubmitEvent).submitter));
      }}
    >
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
    </form>
  );
}
