import type { CurrencyCode } from "@/lib/currency/currencies";
import { readSelectedCurrency, selectedCurrencyCookie } from "@/lib/currency/selected-currency-cookie";

// The cookie is the store; listeners hear about changes made in this tab.
const listeners = new Set<() => void>();

export function subscribeSelectedCurrency(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const savedCurrencySnapshot = (): CurrencyCode | null => readSelectedCurrency(document.cookie);

/** Prerendered pages know no choice. */
export const serverCurrencySnapshot = (): CurrencyCode | null => null;

export function saveSelectedCurrency(code: CurrencyCode) {
  document.cookie = selectedCurrencyCookie(code, window.location.protocol === "https:");
  listeners.forEach((listener) => listener());
}
