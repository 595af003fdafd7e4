"use client";

import { useCurrency } from "@/components/currency/currency-provider";
import { currencyTexts } from "@/content/messages/client/currency";
import { useLocale } from "@/components/i18n/locale-provider";
import { parseSupportedCurrency, supportedCurrencies } from "@/lib/currency/currencies";
import { useTexts } from "@/lib/i18n/client-texts";

/** A native select: keyboard, screen readers and mobile pickers work without extra JavaScript. */
export function CurrencySelect() {
  const locale = useLocale();
  const currencyMessages = useTexts(currencyTexts, locale);
  const { selected, choose } = useCurrency();
  return (
    <>
      <label htmlFor="currency-select" className="sr-only">
        {currencyMessages.selectLabel}
      </label>
      <select
        id="currency-select"
        value={selected}
        onChange={(event) => {
          const code = parseSupportedCurrency(event.target.value);
          if (code) choose(code);
        }}
        className="h-9 rounded-md border border-input bg-background px-2 text-sm font-medium focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
      >
        {supportedCurrencies.map((code) => (
          <option key={code} value={code}>
            {code}
          </option>
        ))}
      </select>
    </>
  );
}
