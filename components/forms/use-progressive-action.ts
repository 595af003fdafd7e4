"use client";

import { useActionState, useState, useTransition } from "react";

type FormAction<S> = (previous: S, formData: FormData) => Promise<S>;

/**
 * A form that posts its server action before JavaScript loads (the page comes back with the new state), and
 * once hydrated submits it here instead, so that a submit that cannot reach the server is reported too
 * (`unreachable`), a second click while one is under way is ignored, and the result can be announced (`onResult`).
 */
export function useProgressiveAction<S>(
  action: FormAction<S>,
  initialState: S,
  handlers: { unreachable: (formData: FormData) => S; onResult?: (state: S) => void },
) {
  // States here are plain objects, never promises, so S and Awaited<S> are the same type.
  const [actionState, formAction] = useActionState(action as FormAction<Awaited<S>>, initialState as Awaited<S>);
  const [clientState, setClientState] = useState<Awaited<S> | null>(null);
  const [submits, setSubmits] = useState(0);
  const [pending, startTransition] = useTransition();
  const state: S = clientState ?? actionState;

  function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    // React skips the form action once the submit event is cancelled.
    event.preventDefault();
    if (pending) return;
    // With the button that sent it, as a browser posting without JavaScript would (a form with two buttons tells them
    // apart).
    const formData = new FormData(event.currentTarget, (event.nativeEvent as SubmitEvent).submitter);
    startTransition(async () => {
      let next: Awaited<S>;
      try {
        next = (await action(state, formData)) as Awaited<S>;
      } catch {
        next = handlers.unreachable(formData) as Awaited<S>;
      }
      // One update: state the caller sets in onResult (e.g. a new form key) must land in the same render as the result.
      startTransition(() => {
        setClientState(next);
        setSubmits((count) => count + 1);
        handlers.onResult?.(next);
      });
    });
  }

  return { state, formAction, handleSubmit, pending, submits, replaceState: setClientState };
}
