"use client";

import { useActionState, useRef, useState, useTransition } from "react";

import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { newsletterTexts } from "@/content/messages/client/newsletter";
import { subscribeToNewsletterAction } from "@/lib/actions/newsletter";
import { initialNewsletterState, type NewsletterSignupState } from "@/lib/newsletter/signup-state";
import { LocaleField } from "@/components/i18n/locale-field";
import { useLocale } from "@/components/i18n/locale-provider";
import { signupOutcomeText, toastSignupOutcome, unreachableSignup } from "./signup-outcome";
import { useTexts } from "@/lib/i18n/client-texts";

/**
 * The in-page signup. Before JavaScript loads it posts the server action and the page comes back with the outcome
 * written under the form; once hydrated the submit runs here, so toasts appear and an unreachable server is reported.
 */
export function NewsletterForm({ id = "newsletter-email" }: { id?: string }) {
  const locale = useLocale();
  const newsletterMessages = useTexts(newsletterTexts, locale);
  const { form } = newsletterMessages;
  const [actionState, formAction] = useActionState(subscribeToNewsletterAction, initialNewsletterState);
  const [clientState, setClientState] = useState<NewsletterSignupState | null>(null);
  const [pending, startTransition] = useTransition();
  const submitting = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const state = clientState ?? actionState;
  // Without JavaScript there are no toasts: the outcome is written out instead.
  const serverRendered = clientState === null ? signupOutcomeText(actionState, newsletterMessages.outcome) : null;
  const error = state.fieldErrors.email;
  const errorId = `${id}-error`;

  function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    // React skips the form action once the submit event is cancelled.
    event.preventDefault();
    const formData = new FormData(event.currentTarget);
    const email = formData.get("email");
    if (submitting.current || typeof email !== "string" || !email.trim()) return;
    submitting.current = true;
    startTransition(async () => {
      let next: NewsletterSignupState;
      try {
        next = await subscribeToNewsletterAction(initialNewsletterState, formData);
      } catch {
        next = unreachableSignup(email, newsletterMessages.outcome);
      }
      submitting.current = false;
      startTransition(() => setClientState(next));
      toastSignupOutcome(next, newsletterMessages.outcome);
      if (next.outcome === "subscribed") formRef.current?.reset();
      else if (next.outcome === "invalid") inputRef.current?.focus();
    });
  }

  return (
    <form ref={formRef} action={formAction} onSubmit={handleSubmit} className="mx-auto grid max-w-md gap-2 text-start">
      <LocaleField />
      <input type="hidden" name="source" value="inline" />
      <label htmlFor={id} className="sr-only">
        {form.label}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          ref={inputRef}
          id={id}
          name="email"
          type="email"
          autoComplete="email"
          required
          placeholder={form.placeholder}
          defaultValue={actionState.values.email}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="bg-background text-foreground h-11"
        />
        <Button type="submit" size="lg" variant="secondary" disabled={pending} aria-disabled={pending}>
          {pending ? form.submitting : form.submit}
        </Button>
      </div>
      <div aria-live="polite" className="text-sm">
        {error ? (
          <p id={errorId} className="bg-background text-destructive rounded px-2 py-1 font-medium">
            {error}
          </p>
        ) : null}
        {serverRendered ? (
          <p className="font-medium">
            {serverRendered.title} {serverRendered.description}
          </p>
        ) : null}
      </div>
    </form>
  );
}
