"use client";

import { useCurrency } from "@/components/currency/currency-provider";
import { currencyTexts } from "@/content/messages/client/currency";
import { useLocale } from "@/components/i18n/locale-provider";
import { formatPrice } from "@/lib/currency/format-price";
import { currencyName } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locales";
import { useTexts } from "@/lib/i18n/client-texts";

/** English texts name a currency by its code (SAR); Arabic ones by its Arabic name (ريال سعودي). */
const shownCurrency = (code: string, locale: Locale) => (locale === "en" ? code : currencyName(code, locale));

/** What every price component here reads: the page's language, its currency texts and the currency prices show in. */
function useCurrencyDisplay() {
  const locale = useLocale();
  return { locale, messages: useTexts(currencyTexts, locale), display: useCurrency().display };
}

/**
 * An AED catalogue price in the shopper's currency: `aed` is the price as the server wrote it, shown until (and
 * unless) another currency applies, so hydrating a page of prices formats none of them in the browser. A converted
 * figure is marked approximate, because the shop charges in AED.
 */
export function ConvertedPrice({ amount, aed }: { amount: number; aed: string }) {
  const { locale, messages: currencyMessages, display } = useCurrencyDisplay();
  // data-price: held (hidden) while a chosen currency's rate loads, so AED does not flash first (app/globals.css).
  if (display.code === "AED") return <span data-price>{aed}</span>;
  return (
    <span data-price>
      <span className="sr-only">{currencyMessages.approximately} </span>
      <span aria-hidden>≈ </span>
      {formatPrice(amount * display.rate, display.code, locale)}
    </span>
  );
}

/** Says in words, under a detail page's converted price, that the AED amount is what is paid. */
export function ApproximatePriceNote({ amount, className }: { amount: number; className?: string }) {
  const { locale, messages: currencyMessages, display } = useCurrencyDisplay();
  if (display.code === "AED") return null;
  return (
    <p className={className}>
      {currencyMessages.approximateNote(shownCurrency(display.code, locale), formatPrice(amount, "AED", locale))}
    </p>
  );
}

/** In the cart, which never converts: tells a shopper browsing in another currency that AED is what is charged. */
export function ChargedInAedNote({ className }: { className?: string }) {
  const { locale, messages: currencyMessages, display } = useCurrencyDisplay();
  if (display.code === "AED") return null;
  return <p className={className}>{currencyMessages.chargedInAed(shownCurrency(display.code, locale))}</p>;
}
