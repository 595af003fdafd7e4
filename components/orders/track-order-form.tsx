"use client";

import { useActionState, useCallback, useEffect, useRef, useState, useTransition } from "react";
import dynamic from "next/dynamic";
import { notify } from "@/components/toast/notify";

import { FormField } from "@/components/checkout/form-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { trackOrderTexts } from "@/content/messages/client/track-order";
import { trackOrderAction } from "@/lib/actions/track-order";
import { initialTrackOrderState, trackOrderFields, type TrackOrderState } from "@/lib/orders/track-order-state";
import { cn } from "@/lib/utils";
import { LocaleField } from "@/components/i18n/locale-field";
import { useLocale } from "@/components/i18n/locale-provider";
import { useTexts } from "@/lib/i18n/client-texts";

// The result (order summary, product images, delivery texts) is about 6 KB gzipped that only a found order needs:
// it is server-rendered for a lookup posted without JavaScript and fetched on demand after a lookup in the browser.
const TrackingResult = dynamic(() => import("./tracking-result").then((module) => module.TrackingResult));

function readValues(formData: FormData): TrackOrderState["values"] {
  const values: TrackOrderState["values"] = {};
  for (const field of trackOrderFields) {
    const value = formData.get(field);
    if (typeof value === "string") values[field] = value;
  }
  return values;
}

/** The lookup itself could not be made (network down, server error): the spec's 'exception' case. */
const unreachable = (formData: FormData, failed: string): TrackOrderState => ({
  ...initialTrackOrderState,
  outcome: "error",
  message: failed,
  values: readValues(formData),
});

function announceOutcome(state: TrackOrderState) {
  if (!state.message || state.outcome === "invalid") return;
  if (state.outcome === "found") notify.success(state.message);
  else notify.error(state.message);
}

/**
 * Before JavaScript loads the form posts the server action and the page comes back with the result. Once
 * hydrated, the submit is handled here instead, so that a lookup that cannot reach the server is reported too.
 */
export function TrackOrderForm() {
  const locale = useLocale();
  const trackOrderMessages = useTexts(trackOrderTexts, locale);
  const { form, outcome } = trackOrderMessages;
  const [actionState, formAction] = useActionState(trackOrderAction, initialTrackOrderState);
  const [clientState, setClientState] = useState<TrackOrderState | null>(null);
  const [lookups, setLookups] = useState(0);
  const [pending, startTransition] = useTransition();
  const formRef = useRef<HTMLFormElement>(null);
  const messageRef = useRef<HTMLParagraphElement>(null);
  const state = clientState ?? actionState;
  // A callback ref, because the result's heading may mount after the state changes (its code loads on demand); a new
  // lookup makes a new callback, so focus moves to the heading after every submit, never on the first render.
  const focusResultHeading = useCallback(
    (heading: HTMLHeadingElement | null) => {
      if (heading && lookups > 0) heading.focus();
    },
    [lookups],
  );

  useEffect(() => {
    // Focus follows the shopper's own submits only, never the first render.
    if (lookups === 0) return;
    const firstInvalid = trackOrderFields.find((field) => state.fieldErrors[field]);
    if (state.result) return;
    if (firstInvalid) formRef.current?.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus();
    else messageRef.current?.focus();
  }, [state, lookups]);

  function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    // React skips the form action once the submit event is cancelled.
    event.preventDefault();
    const formData = new FormData(event.currentTarget);
    startTransition(async () => {
      let next: TrackOrderState;
      try {
        next = await trackOrderAction(initialTrackOrderState, formData);
      } catch {
        next = unreachable(formData, outcome.failed);
      }
      startTransition(() => {
        setClientState(next);
        setLookups((count) => count + 1);
      });
      announceOutcome(next);
    });
  }

  const { values, fieldErrors: errors } = state;
  return (
    <div className="grid gap-8">
      <section aria-labelledby="track-form-title" className="bg-card rounded-xl border p-6 shadow-sm">
        <h2 id="track-form-title" className="font-serif text-xl font-semibold">
          {form.title}
        </h2>
        <form ref={formRef} action={formAction} onSubmit={handleSubmit} noValidate className="mt-5 grid gap-5">
          <LocaleField />
          <FormField id="track-email" label={form.email.label} error={errors.email}>
            {(a11y) => (
              <Input
                id="track-email"
                name="email"
                type="email"
                autoComplete={form.email.autoComplete}
                placeholder={form.email.placeholder}
                defaultValue={values.email}
                required
                {...a11y}
              />
            )}
          </FormField>
          <FormField
            id="track-order-number"
            label={form.orderNumber.label}
            hint={form.orderNumber.hint}
            error={errors.orderNumber}
          >
            {(a11y) => (
              <Input
                id="track-order-number"
                name="orderNumber"
                autoComplete="off"
                placeholder={form.orderNumber.placeholder}
                defaultValue={values.orderNumber}
                required
                {...a11y}
              />
            )}
          </FormField>
          <Button type="submit" size="lg" disabled={pending} aria-disabled={pending} className="justify-self-start">
            {pending ? form.submitting : form.submit}
          </Button>
        </form>
      </section>

      <div aria-live="polite" aria-atomic="true">
        {state.message ? (
          <p
            ref={messageRef}
            tabIndex={-1}
            className={cn(
              "rounded-md border px-4 py-3 text-sm font-medium outline-none",
              state.ok
                ? "border-primary/40 bg-primary/5 text-primary"
                : "border-destructive/40 bg-destructive/5 text-destructive",
            )}
          >
            {state.message}
          </p>
        ) : null}
      </div>

      {state.result ? <TrackingResult result={state.result} headingRef={focusResultHeading} locale={locale} /> : null}
    </div>
  );
}
