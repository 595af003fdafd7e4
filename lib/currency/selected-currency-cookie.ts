import { parseSupportedCurrency, type CurrencyCode } from "./currencies";
import { SELECTED_CURRENCY_COOKIE } from "./currency-pending-script.ts";

const oneYearSeconds = 365 * 24 * 60 * 60;

/** The saved choice, applied only when it is a supported currency. */
export function readSelectedCurrency(cookieHeader: string): CurrencyCode | null {
  for (const part of cookieHeader.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === SELECTED_CURRENCY_COOKIE) return parseSupportedCurrency(decodeURIComponent(rest.join("=")));
  }
  return null;
}

export function selectedCurrencyCookie(code: CurrencyCode, secure: boolean): string {
  return `${SELECTED_CURRENCY_COOKIE}=${code}; Path=/; Max-Age=${oneYearSeconds}; SameSite=Lax${secure ? "; Secure" : ""}`;
}
