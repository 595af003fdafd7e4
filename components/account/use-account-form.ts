"use client";

import { useActionState, useEffect, useRef } from "react";
import { notify } from "@/components/toast/notify";

import { initialAccountFormState, type AccountFormState } from "@/lib/auth/account-form-state";

type AccountAction<F extends string> = (previous: AccountFormState, formData: FormData) => Promise<AccountFormState<F>>;

/**
 * useActionState for the account forms: the action is the form's action, so it works before JavaScript loads;
 * once hydrated each answer is also toasted, and focus moves to the first field with an error (or the message).
 */
export function useAccountForm<F extends string>(action: AccountAction<F>) {
  const [state, formAction, pending] = useActionState(action as AccountAction<string>, initialAccountFormState);
  const formRef = useRef<HTMLFormElement>(null);
  const messageRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (state === initialAccountFormState) return;
    if (state.message && state.toast === "success") notify.success(state.message);
    if (state.message && state.toast === "error") notify.error(state.message);
    const firstInvalid = Object.keys(state.fieldErrors)[0];
    const field = firstInvalid ? formRef.current?.querySelector<HTMLElement>(`[name="${firstInvalid}"]`) : null;
    (field ?? messageRef.current)?.focus();
  }, [state]);

  return { state: state as AccountFormState<F>, formAction, pending, formRef, messageRef };
}
