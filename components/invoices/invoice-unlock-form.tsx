"use client";

import { LockKeyhole } from "lucide-react";

import { FormField } from "@/components/checkout/form-field";
import { useActionForm } from "@/components/forms/use-action-form";
import { LocalizedLink as Link } from "@/components/i18n/localized-link";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import type { invoiceMessages } from "@/content/messages/invoice";
import { unlockInvoiceAction } from "@/lib/actions/invoice-access";
import type { Locale } from "@/lib/i18n/locales";

type Props = { locale: Locale; publicToken: string; text: (typeof invoiceMessages)[Locale]["unlock"] };

/**
 * What an old invoice link, or one to an erased customer's invoice, shows instead of the document: the order number
 * and e-mail, posted to a server action, so it works before (and without) JavaScript. A match lands on the document;
 * a refusal comes back here with its message and the entries.
 */
export function InvoiceUnlockForm({ locale, publicToken, text }: Props) {
  const { result, message, values, formAction, handleSubmit, formRef } = useActionForm(unlockInvoiceAction, {
    unreachable: text.refused.error,
  });
  return (
    <section
      aria-labelledby="invoice-unlock-title"
      className="bg-card mx-auto grid max-w-lg gap-5 rounded-xl border p-6"
    >
      <LockKeyhole aria-hidden className="text-primary size-8" />
      <h1 id="invoice-unlock-title" className="font-serif text-2xl font-semibold">
        {text.title}
      </h1>
      <p className="text-muted-foreground text-sm">{text.description}</p>
      {result && !result.ok ? (
        <p
          role="alert"
          className="border-destructive/40 text-destructive rounded-md border px-4 py-3 text-sm font-medium"
        >
          {message}
        </p>
      ) : null}
      <form ref={formRef} action={formAction} onSubmit={handleSubmit} className="grid gap-5">
        <input type="hidden" name="locale" value={locale} />
        <input type="hidden" name="document" value={publicToken} />
        <FormField id="invoice-order-number" label={text.orderNumber} hint={text.orderNumberHint}>
          {(a11y) => (
            <Input
              id="invoice-order-number"
              name="orderNumber"
              autoComplete="off"
              defaultValue={values.orderNumber}
              required
              {...a11y}
            />
          )}
        </FormField>
        <FormField id="invoice-email" label={text.email}>
          {(a11y) => (
            <Input
              id="invoice-email"
              name="email"
              type="email"
              autoComplete="email"
              defaultValue={values.email}
              required
              {...a11y}
            />
          )}
        </FormField>
        <Button type="submit" size="lg" className="justify-self-start">
          {text.submit}
        </Button>
      </form>
      <p className="text-muted-foreground text-sm">
        {text.help}{" "}
        <Link href="/contact" className="text-primary font-medium underline-offset-4 hover:underline">
          {text.contactLink}
        </Link>
      </p>
    </section>
  );
}
