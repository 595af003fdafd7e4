"use client";

import { useRef } from "react";

import { useActionForm } from "@/components/forms/use-action-form";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { newsletterTexts } from "@/content/messages/client/newsletter";
import { subscribeToNewsletterAction } from "@/lib/actions/newsletter";
import { LocaleField } from "@/components/i18n/locale-field";
import { useLocale } from "@/components/i18n/locale-provider";
import { signupOutcomeText, toastSignupOutcome } from "./signup-outcome";
import { useTexts } from "@/lib/i18n/client-texts";

/**
 * The in-page signup. Before JavaScript loads it posts the server action and the page comes back with the outcome
 * written under the form; once hydrated the submit runs here, so toasts appear and an unreachable server is reported.
 */
export function NewsletterForm({ id = "newsletter-email" }: { id?: string }) {
  const locale = useLocale();
  const newsletterMessages = useTexts(newsletterTexts, locale);
  const { form } = newsletterMessages;
  const inputRef = useRef<HTMLInputElement>(null);
  const { result, formAction, handleSubmit, submits, pending, formRef, fieldErrors, values } = useActionForm(
    subscribeToNewsletterAction,
    {
      unreachable: newsletterMessages.outcome.failure.title,
      onResult: (next) => {
        toastSignupOutcome(next, newsletterMessages.outcome);
        if (next.ok) formRef.current?.reset();
        else if (next.code === "invalid") inputRef.current?.focus();
      },
    },
  );
  // Without JavaScript there are no toasts: the outcome is written out instead.
  const serverRendered = submits === 0 ? signupOutcomeText(result, newsletterMessages.outcome) : null;
  const error = fieldErrors.email;
  const errorId = `${id}-error`;

  function submitUnlessEmpty(event: React.FormEvent<HTMLFormElement>) {
    const email = new FormData(event.currentTarget).get("email");
    if (typeof email !== "string" || !email.trim()) return event.preventDefault();
    handleSubmit(event);
  }

  return (
    <form
      ref={formRef}
      action={formAction}
      onSubmit={submitUnlessEmpty}
      className="mx-auto grid max-w-md gap-2 text-start"
    >
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
          defaultValue={submits === 0 ? values.email : undefined}
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
