import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { backInStockMessages } from "@/content/messages/back-in-stock";
import { requestBackInStockAction } from "@/lib/actions/back-in-stock";
import { plainFormAction } from "@/components/forms/plain-form-action";
import type { Locale } from "@/lib/i18n/locales";

/**
 * "Notify me" under a sold-out or coming-soon product. A server component with a plain form: the product page is
 * prerendered at its client-code budget, so this adds no code; it posts with or without JavaScript and the shopper
 * lands on /notify-me/sent.
 */
export function NotifyMeForm({ locale, productSlug }: { locale: Locale; productSlug: string }) {
  const m = backInStockMessages[locale].form;
  return (
    <section aria-labelledby="notify-me-title" className="bg-muted/40 grid gap-3 rounded-lg border p-4">
      <h2 id="notify-me-title" className="font-serif text-lg font-semibold">
        {m.title}
      </h2>
      <p className="text-muted-foreground text-sm">{m.intro}</p>
      <form action={plainFormAction(requestBackInStockAction)} className="flex flex-wrap items-end gap-3">
        <input type="hidden" name="locale" value={locale} />
        <input type="hidden" name="product" value={productSlug} />
        <div className="grid min-w-56 flex-1 gap-1.5">
          <label htmlFor="notify-me-email" className="text-sm font-medium">
            {m.emailLabel}
          </label>
          <Input id="notify-me-email" name="email" type="email" autoComplete="email" required maxLength={254} />
        </div>
        <Button type="submit" variant="outline">
          {m.button}
        </Button>
      </form>
    </section>
  );
}
