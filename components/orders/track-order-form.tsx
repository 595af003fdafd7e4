"use client";

import { useCallback, useEffect } from "react";
import dynamic from "next/dynamic";
import { notify } from "@/components/toast/notify";

import { FormField } from "@/components/checkout/form-field";
import { useActionForm } from "@/components/forms/use-action-form";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { trackOrderTexts } from "@/content/messages/client/track-order";
import { trackOrderAction } from "@/lib/actions/track-order";
import type { ActionResult } from "@/lib/actions/action-result";
import { trackOrderFields, type TrackedOrder } from "@/lib/orders/track-order-fields";
import { cn } from "@/lib/utils";
import { LocaleField } from "@/components/i18n/locale-field";
import { ReturnRequestAnswer } from "@/components/returns/return-request-message";
import { useLocale } from "@/components/i18n/locale-provider";
import { useTexts } from "@/lib/i18n/client-texts";

// The result (order summary, product images, delivery texts) is about 6 KB gzipped that only a found order needs:
// it is server-rendered for a lookup posted without JavaScript and fetched on demand after a lookup in the browser.
const TrackingResult = dynamic(() => import("./tracking-result").then((module) => module.TrackingResult));

function announceOutcome(result: ActionResult<TrackedOrder>) {
  if (!result.message || (!result.ok && result.code === "invalid")) return;
  if (result.ok) notify.success(result.message);
  else notify.error(result.message);
}

/**
 * Before JavaScript loads the form posts the server action and the page comes back with the result. Once
 * hydrated, the submit is handled here instead, so that a lookup that cannot reach the server is reported too.
 */
export function TrackOrderForm() {
  const locale = useLocale();
  const trackOrderMessages = useTexts(trackOrderTexts, locale);
  const { form, outcome } = trackOrderMessages;
  const {
    result: state,
    formAction,
    handleSubmit,
    pending,
    submits: lookups,
    formRef,
    messageRef,
    fieldErrors: errors,
    values: kept,
  } = useActionForm(trackOrderAction, { unreachable: outcome.failed, onResult: announceOutcome });
  const found = state?.ok ? state.data : undefined;
  // After a found order the entries that found it stay in the form, as after a refusal.
  const values = found?.entries ?? kept;
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
    if (lookups === 0 || !state || state.ok) return;
    const firstInvalid = trackOrderFields.find((field) => state.fieldErrors[field]);
    if (firstInvalid) formRef.current?.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus();
    else messageRef.current?.focus();
  }, [state, lookups, formRef, messageRef]);

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
        {state?.message ? (
          <p
            ref={messageRef as React.RefObject<HTMLParagraphElement>}
            tabIndex={-1}
            className={cn(
              "rounded-md border px-4 py-3 text-sm font-medium outline-none",
              state?.ok
                ? "border-primary/40 bg-primary/5 text-primary"
                : "border-destructive/40 bg-destructive/5 text-destructive",
            )}
          >
            {state?.message}
          </p>
        ) : null}
      </div>

      {found ? null : <ReturnRequestAnswer />}
      {found ? (
        <TrackingResult
          result={found.order}
          headingRef={focusResultHeading}
          locale={locale}
          email={found.entries.email}
        />
      ) : null}
    </div>
  );
}
