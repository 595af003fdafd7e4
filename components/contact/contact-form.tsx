"use client";

import { useEffect, useRef, useState } from "react";
import { notify } from "@/components/toast/notify";

import { FormField } from "@/components/checkout/form-field";
import { useActionForm } from "@/components/forms/use-action-form";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { brand } from "@/content/brand";
import { contactTexts } from "@/content/messages/client/contact";
import { sendContactMessageAction } from "@/lib/actions/contact";
import type { ActionResult } from "@/lib/actions/action-result";
import { contactFields, SUBMISSION_KEY_FIELD } from "@/lib/contact/contact-fields";
import { randomFormKey } from "@/lib/forms/random-key";
import type { ContactField } from "@/lib/validations/contact";
import { LocaleField } from "@/components/i18n/locale-field";
import { useLocale } from "@/components/i18n/locale-provider";
import { ContactSent } from "./contact-sent";
import { type TextsOf, useTexts } from "@/lib/i18n/client-texts";

type ContactMessages = TextsOf<typeof contactTexts>;

/** A failure the shopper can do nothing about (ours, or a lost connection): they are offered the shop's address. */
const failedToSend = (result: ActionResult<unknown> | null) =>
  result !== null && !result.ok && (result.code === "unexpected" || result.code === "unreachable");

function announce(result: ActionResult<unknown>, { sent, failed }: Pick<ContactMessages, "sent" | "failed">) {
  if (result.ok) notify.success(sent.title, { description: sent.description });
  else if (failedToSend(result)) notify.error(failed.title, { description: failed.description(brand.contactEmail) });
  else if (result.code === "throttled") notify.error(result.message);
}

/** The contact form of spec section 5; a plain form posting its server action until JavaScript takes over. */
export function ContactForm() {
  const locale = useLocale();
  const contactMessages = useTexts(contactTexts, locale);
  const { form, failed } = contactMessages;
  const { result, formAction, handleSubmit, pending, submits, replaceResult, fieldErrors, clearError, values } =
    useActionForm(sendContactMessageAction, {
      unreachable: failed.title,
      onResult: (next) => announce(next, contactMessages),
    });
  const errors: Partial<Record<ContactField, string>> = fieldErrors;
  // The prerendered page gives every visitor the same (empty) key; each form instance gets its own once hydrated.
  const keyRef = useRef<HTMLInputElement>(null);
  const [generation, setGeneration] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const sentRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (keyRef.current) keyRef.current.value = randomFormKey();
  }, [generation]);

  useEffect(() => {
    // Focus follows the shopper's own submits only, never the first render.
    if (submits === 0) return;
    const firstInvalid = result && !result.ok ? contactFields.find((field) => result.fieldErrors[field]) : undefined;
    if (result?.ok) sentRef.current?.focus();
    else if (firstInvalid) formRef.current?.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus();
    else alertRef.current?.focus();
  }, [result, submits]);

  function startOver() {
    replaceResult(null);
    setGeneration((count) => count + 1);
    // The new form's first field, once it is there.
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>("input")?.focus());
  }

  if (result?.ok) return <ContactSent headingRef={sentRef} onAgain={startOver} />;

  const field = (name: ContactField) => ({ name, defaultValue: values[name], onChange: () => clearError(name) });
  return (
    <form
      key={generation}
      ref={formRef}
      action={formAction}
      onSubmit={handleSubmit}
      noValidate
      className="mt-5 grid gap-5"
    >
      <LocaleField />
      <input ref={keyRef} type="hidden" name={SUBMISSION_KEY_FIELD} defaultValue="" />
      <div ref={alertRef} tabIndex={-1} role="alert" className="outline-none empty:hidden">
        {failedToSend(result) ? (
          <p className="border-destructive/40 bg-destructive/5 text-destructive rounded-md border px-4 py-3 text-sm font-medium">
            {failed.title}. {failed.description(brand.contactEmail)}
          </p>
        ) : result?.ok === false && result.code === "throttled" ? (
          <p className="border-destructive/40 bg-destructive/5 text-destructive rounded-md border px-4 py-3 text-sm font-medium">
            {result.message}
          </p>
        ) : null}
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="contact-first-name" label={form.firstName.label} error={errors.firstName}>
          {(a11y) => (
            <Input
              id="contact-first-name"
              autoComplete={form.firstName.autoComplete}
              required
              {...field("firstName")}
              {...a11y}
            />
          )}
        </FormField>
        <FormField id="contact-last-name" label={form.lastName.label} error={errors.lastName}>
          {(a11y) => (
            <Input
              id="contact-last-name"
              autoComplete={form.lastName.autoComplete}
              required
              {...field("lastName")}
              {...a11y}
            />
          )}
        </FormField>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="contact-email" label={form.email.label} error={errors.email}>
          {(a11y) => (
            <Input
              id="contact-email"
              type="email"
              autoComplete={form.email.autoComplete}
              placeholder={form.email.placeholder}
              required
              {...field("email")}
              {...a11y}
            />
          )}
        </FormField>
        <FormField id="contact-phone" label={form.phone.label} error={errors.phone}>
          {(a11y) => (
            <Input
              id="contact-phone"
              type="tel"
              autoComplete={form.phone.autoComplete}
              placeholder={form.phone.placeholder}
              {...field("phone")}
              {...a11y}
            />
          )}
        </FormField>
      </div>
      <FormField id="contact-subject" label={form.subject.label} hint={form.subject.hint} error={errors.subject}>
        {(a11y) => (
          <Input id="contact-subject" list="contact-subject-suggestions" required {...field("subject")} {...a11y} />
        )}
      </FormField>
      <datalist id="contact-subject-suggestions">
        {form.subject.suggestions.map((suggestion) => (
          <option key={suggestion} value={suggestion} />
        ))}
      </datalist>
      <FormField id="contact-message" label={form.message.label} error={errors.message}>
        {(a11y) => (
          <Textarea
            id="contact-message"
            rows={6}
            placeholder={form.message.placeholder}
            required
            {...field("message")}
            {...a11y}
          />
        )}
      </FormField>
      <Button type="submit" size="lg" disabled={pending} aria-disabled={pending} className="justify-self-start">
        {pending ? form.submitting : form.submit}
      </Button>
    </form>
  );
}
