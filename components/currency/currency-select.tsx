"use client";

import { useCurrency } from "@/components/currency/currency-provider";
import { currencyTexts } from "@/content/messages/client/currency";
import { useLocale } from "@/components/i18n/locale-provider";
import { parseSupportedCurrency, supportedCurrencies } from "@/lib/currency/currencies";
import { useTexts } from "@/lib/i18n/client-texts";
import { currencyName } from "@/lib/i18n/format";

/**
 * A native select: keyboard, screen readers and mobile pickers work without extra JavaScript. It shows the currency
 * prices are really in: a choice without a rate (no rate file reachable) is named as unavailable, never pretended.
 */
export function CurrencySelect() {
  const locale = useLocale();
  const currencyMessages = useTexts(currencyTexts, locale);
  const { selected, display, available, choose } = useCurrency();
  const unavailable = available !== null && selected !== display.code ? selected : null;
  return (
    <span className="relative">
      <label htmlFor="currency-select" className="sr-only">
        {currencyMessages.selectLabel}
      </label>
      <select
        id="currency-select"
        value={unavailable ? display.code : selected}
        onChange={(event) => {
          const code = parseSupportedCurrency(event.target.value);
          if (code) choose(code);
        }}
        className="border-input bg-background focus-visible:ring-ring/50 h-9 rounded-md border px-2 text-sm font-medium focus-visible:ring-[3px] focus-visible:outline-none"
      >
        <option value="AED">AED</option>
        {/* Named when the list opens: the other currencies are for reading prices; orders are in AED, UAE only. */}
        <optgroup label={currencyMessages.otherCurrencies}>
          {supportedCurrencies
            .filter((code) => code !== "AED")
            .map((code) => (
              <option key={code} value={code} disabled={available !== null && !available.has(code)}>
                {code}
              </option>
            ))}
        </optgroup>
      </select>
      {unavailable ? (
        <p
          role="status"
          className="bg-background absolute end-0 top-full z-50 mt-2 w-56 rounded-md border p-2 text-xs shadow-md"
        >
          {currencyMessages.unavailable(locale === "en" ? unavailable : currencyName(unavailable, locale))}
        </p>
      ) : null}
    </span>
  );
}
