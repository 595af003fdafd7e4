"use client";

import { useRef, useState, useTransition } from "react";
import { notify } from "@/components/toast/notify";

import { Button } from "@/components/ui/button";
import { DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { newsletterTexts } from "@/content/messages/client/newsletter";
import { newsletterPopupTexts } from "@/content/messages/client/newsletter-popup";
import { subscribeToNewsletterAction } from "@/lib/actions/newsletter";
import { newsletterEmailProblem } from "@/lib/newsletter/email-rules";
import { rememberUsedOnThisDevice, wasUsedOnThisDevice } from "@/lib/newsletter/used-emails";
import { LocaleField } from "@/components/i18n/locale-field";
import { useLocale } from "@/components/i18n/locale-provider";
import { toastSignupOutcome, unreachableSignup, type SignupResult } from "./signup-outcome";
import { useTexts } from "@/lib/i18n/client-texts";

type PopupSignupFormProps = { onSubscribed(code: string | null): void; onAlreadySubscribed(): void };

/** The popup's signup: the spec's rules checked here for quick answers, and again by the server for every signup. */
export function PopupSignupForm({ onSubscribed, onAlreadySubscribed }: PopupSignupFormProps) {
  const locale = useLocale();
  const newsletterMessages = useTexts(newsletterTexts, locale);
  const popup = useTexts(newsletterPopupTexts, locale);
  const { form, outcome } = newsletterMessages;
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const busy = useRef(false);
  const inputRef = useRef<HTMLInputElement>(null);

  function refuse(message: string) {
    setError(message);
    inputRef.current?.focus();
  }

  async function submit(formData: FormData, email: string) {
    if (await wasUsedOnThisDevice(email)) {
      refuse(outcome.usedOnDevice.title);
      notify.error(outcome.usedOnDevice.title, { description: outcome.usedOnDevice.description });
      return;
    }
    let next: SignupResult;
    try {
      next = await subscribeToNewsletterAction(null, formData);
    } catch {
      next = unreachableSignup(email, newsletterMessages.outcome);
    }
    if (next.ok) {
      await rememberUsedOnThisDevice(email);
      onSubscribed(next.data?.code ?? null);
    } else if (next.code === "invalid") {
      refuse(next.fieldErrors.email ?? outcome.failure.title);
    } else {
      toastSignupOutcome(next, newsletterMessages.outcome);
      if (next.code === "already_subscribed") onAlreadySubscribed();
    }
  }

  function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy.current) return;
    const formData = new FormData(event.currentTarget);
    const email = String(formData.get("email") ?? "");
    const problem = newsletterEmailProblem(email, newsletterMessages.rules);
    if (problem) return refuse(problem);
    busy.current = true;
    startTransition(async () => {
      try {
        await submit(formData, email);
      } finally {
        busy.current = false;
      }
    });
  }

  return (
    <>
      <DialogHeader>
        <p className="text-primary text-xs font-semibold tracking-wide uppercase">{popup.eyebrow}</p>
        <DialogTitle className="font-serif text-2xl">{popup.title}</DialogTitle>
        <DialogDescription>{popup.text}</DialogDescription>
      </DialogHeader>
      <form onSubmit={handleSubmit} noValidate className="grid gap-3">
        <LocaleField />
        <input type="hidden" name="source" value="popup" />
        <div className="grid gap-2">
          <Label htmlFor="popup-email">{form.label}</Label>
          <Input
            ref={inputRef}
            id="popup-email"
            name="email"
            type="email"
            autoComplete="email"
            placeholder={form.placeholder}
            onChange={() => setError(null)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "popup-email-error" : undefined}
            className="h-11"
          />
          {error ? (
            <p id="popup-email-error" role="alert" className="text-destructive text-sm font-medium">
              {error}
            </p>
          ) : null}
        </div>
        <Button type="submit" size="lg" disabled={pending} aria-disabled={pending}>
          {pending ? form.submitting : form.submit}
        </Button>
        <p className="text-muted-foreground text-xs">{popup.consent}</p>
      </form>
    </>
  );
}
