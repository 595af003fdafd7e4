"use client";

import { useActionState, useState, useTransition } from "react";
import { notify } from "@/components/toast/notify";

import { adminMessages } from "@/content/messages/en/admin";
import type { AdminActionState } from "@/lib/admin/action-state";

type ServerAction<F extends string> = (
  previous: AdminActionState<F>,
  formData: FormData,
) => Promise<AdminActionState<F>>;

/**
 * Before JavaScript loads, the form posts the server action and the page comes back with its state. Once
 * hydrated, the submit is handled here so the toast is shown even when the refreshed page no longer has the row
 * (an approved review leaves the queue, taking its form with it).
 */
export function useAdminAction<F extends string>(action: ServerAction<F>, initial: AdminActionState<F>) {
  const [actionState, formAction] = useActionState(action, initial);
  const [clientState, setClientState] = useState<AdminActionState<F> | null>(null);
  const [pending, startTransition] = useTransition();
  /** How many answers came back to this page's own submits; forms move focus only after one. */
  const [answers, setAnswers] = useState(0);

  function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formData = new FormData(event.currentTarget);
    startTransition(async () => {
      let next: AdminActionState<F>;
      try {
        next = await action(clientState ?? actionState, formData);
      } catch {
        next = { ok: false, message: adminMessages.unexpected, fieldErrors: {}, values: {} };
      }
      startTransition(() => {
        setClientState(next);
        setAnswers((count) => count + 1);
      });
      if (next.message) (next.ok ? notify.success : notify.error)(next.message);
    });
  }

  return { state: clientState ?? actionState, formAction, handleSubmit, pending, answers };
}
