"use client";

import { CheckCircle2, Smartphone } from "lucide-react";

import { FormField } from "@/components/checkout/form-field";
import { useActionForm } from "@/components/forms/use-action-form";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import type { phoneConfirmationMessages } from "@/content/messages/phone-confirmation";
import type { ActionResult } from "@/lib/actions/action-result";
import { confirmOrderByPhoneAction, resendOrderCodeAction } from "@/lib/actions/phone-confirmation";
import type { Locale } from "@/lib/i18n/locales";
import type { PhoneConfirmationState } from "@/lib/orders/phone-confirmation/read-state";

type Text = (typeof phoneConfirmationMessages)[Locale];
type FormProps = { locale: Locale; publicToken: string; text: Text };

function Answer({ result, message }: { result: ActionResult | null; message: string | null | undefined }) {
  if (!result) return null;
  return (
    <p role={result.ok ? "status" : "alert"} className={result.ok ? "text-sm" : "text-destructive text-sm font-medium"}>
      {message}
    </p>
  );
}

function ConfirmCodeForm({ locale, publicToken, text }: FormProps) {
  const { result, message, formAction, handleSubmit, formRef } = useActionForm(confirmOrderByPhoneAction, {
    unreachable: text.refusals.unexpected,
  });
  return (
    <form ref={formRef} action={formAction} onSubmit={handleSubmit} className="grid gap-3">
      <Answer result={result} message={message} />
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="order" value={publicToken} />
      <div className="flex flex-wrap items-start gap-3">
        <FormField id="phone-code" label={text.codeLabel} hint={text.codeHint}>
          {(a11y) => (
            <Input
              id="phone-code"
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]{6}"
              maxLength={6}
              required
              className="w-40"
              {...a11y}
            />
          )}
        </FormField>
        <Button type="submit" className="mt-6">
          {text.submit}
        </Button>
      </div>
    </form>
  );
}

function ResendCodeForm({ locale, publicToken, text }: FormProps) {
  const { result, message, formAction, handleSubmit, formRef } = useActionForm(resendOrderCodeAction, {
    unreachable: text.refusals.unexpected,
  });
  return (
    <form ref={formRef} action={formAction} onSubmit={handleSubmit} className="grid justify-items-start gap-2">
      <Answer result={result} message={message} />
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="order" value={publicToken} />
      <Button type="submit" variant="outline">
        {text.resend}
      </Button>
    </form>
  );
}

/**
 * The code form of a cash order on its confirmation page, posted to server actions so it works before (and without)
 * JavaScript; the page re-renders from the database after each answer, so a confirmed order shows as such.
 */
export function PhoneConfirmationPanel({ state, ...form }: FormProps & { state: PhoneConfirmationState }) {
  const { text } = form;
  if (state.kind === "confirmed")
    return (
      <section aria-labelledby="phone-confirm-title" className="bg-card flex items-start gap-3 rounded-xl border p-6">
        <CheckCircle2 aria-hidden className="text-primary size-6 shrink-0" />
        <div className="grid gap-1">
          <h2 id="phone-confirm-title" className="font-serif text-xl font-semibold">
            {text.confirmedTitle}
          </h2>
          <p className="text-muted-foreground text-sm">{text.confirmed}</p>
        </div>
      </section>
    );
  return (
    <section aria-labelledby="phone-confirm-title" className="bg-card grid gap-4 rounded-xl border p-6">
      <div className="flex items-center gap-3">
        <Smartphone aria-hidden className="text-primary size-6" />
        <h2 id="phone-confirm-title" className="font-serif text-xl font-semibold">
          {text.title}
        </h2>
      </div>
      <p className="text-muted-foreground text-sm">{state.codeSent ? text.sentTo(state.maskedPhone) : text.notSent}</p>
      {state.codeSent ? <ConfirmCodeForm {...form} /> : null}
      <ResendCodeForm {...form} />
    </section>
  );
}
