"use client";

type ActionFormProps = {
  /** A server action (bound to its input): the form posts it while the page is still without JavaScript. */
  action: (formData: FormData) => Promise<unknown>;
  /** Once hydrated, the submit runs this instead, so the cart can update optimistically. */
  onAction: () => void;
  className?: string;
  children: React.ReactNode;
};

export function ActionForm({ action, onAction, className, children }: ActionFormProps) {
  return (
    <form
      action={action as (formData: FormData) => Promise<void>}
      className={className}
      onSubmit={(event) => {
        // React skips a form action whose submit event was cancelled.
        event.preventDefault();
        onAction();
      }}
    >
      {children}
    </form>
  );
}
