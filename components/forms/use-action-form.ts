"use client";

import { unstable_rethrow } from "next/navigation";
import { useActionState, useEffect, useRef, useState, useTransition } from "react";
import { requestFormReset } from "react-dom";

import { notify } from "@/components/toast/notify";
import type { ActionFailure, ActionResult, FieldErrors, FormValues } from "@/lib/actions/action-result";

/** A server action built by `defineAction` with the one result shape (lib/actions/action-result.ts). */
export type FormAction<T> = (previous: ActionResult<T> | null, formData: FormData) => Promise<ActionResult<T>>;

export type ActionFormOptions<T> = {
  /** Words for a submit that never reached the server (offline, a deploy in between), in the page's language. */
  unreachable: string;
  /** Toasts each answer's message once JavaScript runs; the message is on the page either way. */
  toast?: boolean;
  /** After each answer, focus moves to the first field with an error, or else to the message. */
  focus?: boolean;
  /**
   * After each answer the form is reset, as React resets a form whose action ran: a password never stays typed in,
   * and the fields come back with their `defaultValue`, the entries the answer kept.
   */
  reset?: boolean;
  /**
   * The page a post made before JavaScript loads comes back to (React's permalink): every form and answer on that page
   * using this action with the same permalink gets the result, wherever it stands, so an answer outlives the part of
   * the page the form was in (a return asked from a tracked order, whose lookup a reload forgets).
   */
  permalink?: string;
  /** Called in the same render as the result, e.g. to give the form a new key after a success. */
  onResult?: (result: ActionResult<T>) => void;
};

const unreachableResult = <T>(message: string): ActionFailure<T> => ({
  ok: false,
  code: "unreachable",
  message,
  fieldErrors: {},
  values: {},
});

/**
 * The one way a form reads its server action. Before JavaScript loads the form posts the action and the page comes
 * back with the result (its message, field errors and the entries it kept, so bad input loses nothing). Once
 * hydrated the submit is handled here: a second click while one is under way is ignored, a submit that cannot reach
 * the server is reported, and the answer is toasted and focused as the options say.
 */
export function useActionForm<T>(action: FormAction<T>, options: ActionFormOptions<T>) {
  // Pending too while React itself posts the form action (a form without `handleSubmit`, such as one that redirects).
  const [serverResult, formAction, formPending] = useActionState(action, null, options.permalink);
  // Undefined until this page submits (or is cleared to null, a fresh form): the server's answer stands till then.
  const [clientResult, setClientResult] = useState<ActionResult<T> | null | undefined>(undefined);
  const [submits, setSubmits] = useState(0);
  const [pending, startTransition] = useTransition();
  const [edited, setEdited] = useState<{ result: unknown; fields: string[] }>({ result: null, fields: [] });
  const formRef = useRef<HTMLFormElement>(null);
  const messageRef = useRef<HTMLElement>(null);
  const result = clientResult === undefined ? serverResult : clientResult;
  const { toast = false, focus = false } = options;

  useEffect(() => {
    if (!result || !focus) return;
    const firstInvalid = result.ok ? undefined : Object.keys(result.fieldErrors)[0];
    const field = firstInvalid ? formRef.current?.querySelector<HTMLElement>(`[name="${firstInvalid}"]`) : null;
    (field ?? messageRef.current)?.focus();
  }, [result, focus]);

  function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    // React skips the form action once the submit event is cancelled.
    event.preventDefault();
    if (pending) return;
    // With the button that sent it, as a browser posting without JavaScript would.
    const formData = new FormData(event.currentTarget, (event.nativeEvent as SubmitEvent).submitter);
    startTransition(async () => {
      let next: ActionResult<T>;
      try {
        next = await action(result, formData);
      } catch (error) {
        // An action that ends on another page (redirect()) rejects with the navigation, which is no failure.
        unstable_rethrow(error);
        next = unreachableResult<T>(options.unreachable);
      }
      // One update: state the caller sets in onResult must land in the same render as the result.
      startTransition(() => {
        setClientResult(next);
        setSubmits((count) => count + 1);
        if (options.reset && formRef.current) requestFormReset(formRef.current);
        options.onResult?.(next);
      });
      // Toasted here rather than in an effect: the refreshed page may no longer have this form (an approved review
      // leaves the queue), and the answer must still be told.
      if (toast && next.message) (next.ok ? notify.success : notify.error)(next.message);
    });
  }

  // A field's error clears once the shopper edits it; a new result brings its own errors back.
  const editedFields = edited.result === result ? edited.fields : [];
  const fieldErrors: FieldErrors = result && !result.ok ? { ...result.fieldErrors } : {};
  for (const field of editedFields) delete fieldErrors[field];
  function clearError(field: string) {
    if (fieldErrors[field]) setEdited({ result, fields: [...editedFields, field] });
  }
  const values: FormValues = result && !result.ok ? result.values : {};

  return {
    result,
    formAction,
    handleSubmit,
    pending: pending || formPending,
    /** How many answers came back to this page's own submits. */
    submits,
    fieldErrors,
    clearError,
    values,
    message: result?.message ?? null,
    formRef,
    messageRef,
    /** Sets the result shown, or clears it (null) for a fresh form. */
    replaceResult: (next: ActionResult<T> | null) => setClientResult(next),
  };
}
