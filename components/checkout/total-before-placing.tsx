import { checkoutMessages } from "@/content/messages/checkout";
import { formatPrice } from "@/lib/currency/format-price";
import type { Locale } from "@/lib/i18n/locales";

/**
 * The order's total right above Place Order on a phone, where the summary only comes after the form: the shopper sees
 * what they are about to commit to without scrolling past the button. The desktop layout shows the summary beside it.
 */
export function TotalBeforePlacing({ total, currency, locale }: { total: number; currency: string; locale: Locale }) {
  return (
    <p
      data-testid="checkout-total-before-placing"
      className="flex items-baseline justify-between gap-4 border-t pt-4 text-base font-semibold lg:hidden"
    >
      <span>{checkoutMessages[locale].totals.total}</span>
      <span className="whitespace-nowrap tabular-nums">{formatPrice(total, currency, locale)}</span>
    </p>
  );
}
