import { LockKeyhole } from "lucide-react";

import { FormField } from "@/components/checkout/form-field";
import { LocalizedLink as Link } from "@/components/i18n/localized-link";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { invoiceMessages } from "@/content/messages/invoice";
import { unlockInvoiceAction } from "@/lib/actions/invoice-access";
import type { Locale } from "@/lib/i18n/locales";
import type { UnlockRefusal } from "@/lib/invoices/invoice-link";

type Props = { locale: Locale; publicToken: string; refusal: UnlockRefusal | null };

/**
 * What an old invoice link, or one to an erased customer's invoice, shows instead of the document: the order number
 * and e-mail, posted to a server action, so it works before (and without) JavaScript.
 */
export function InvoiceUnlockForm({ locale, publicToken, refusal }: Props) {
  const { unlock } = invoiceMessages[locale];
  return (
    <section
      aria-labelledby="invoice-unlock-title"
      className="bg-card mx-auto grid max-w-lg gap-5 rounded-xl border p-6"
    >
      <LockKeyhole aria-hidden className="text-primary size-8" />
      <h1 id="invoice-unlock-title" className="font-serif text-2xl font-semibold">
        {unlock.title}
      </h1>
      <p className="text-muted-foreground text-sm">{unlock.description}</p>
      {refusal ? (
        <p
          role="alert"
          className="border-destructive/40 text-destructive rounded-md border px-4 py-3 text-sm font-medium"
        >
          {unlock.refused[refusal]}
        </p>
      ) : null}
      <form action={unlockInvoiceAction} className="grid gap-5">
        <input type="hidden" name="locale" value={locale} />
        <input type="hidden" name="document" value={publicToken} />
        <FormField id="invoice-order-number" label={unlock.orderNumber} hint={unlock.orderNumberHint}>
          {(a11y) => <Input id="invoice-order-number" name="orderNumber" autoComplete="off" required {...a11y} />}
        </FormField>
        <FormField id="invoice-email" label={unlock.email}>
          {(a11y) => <Input id="invoice-email" name="email" type="email" autoComplete="email" required {...a11y} />}
        </FormField>
        <Button type="submit" size="lg" className="justify-self-start">
          {unlock.submit}
        </Button>
      </form>
      <p className="text-muted-foreground text-sm">
        {unlock.help}{" "}
        <Link href="/contact" className="text-primary font-medium underline-offset-4 hover:underline">
          {unlock.contactLink}
        </Link>
      </p>
    </section>
  );
}
